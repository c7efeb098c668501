import type { ReactNode } from 'react';
import { isExternalHref } from '../../../renderer/shared/routes.js';
import { opensNewTab } from '../../utils/links.js';
import { IconExternalLink } from '../Icons/index.js';

export interface LinkProps {
  readonly href: string;
  /** Defaults to whether `href` has a URL scheme. */
  readonly external?: boolean;
  readonly className?: string;
  /** Marks the link as the page being shown (`aria-current="page"`). */
  readonly current?: boolean;
  /** Runs before the navigation the click starts (the client router handles the navigation itself). */
  readonly onClick?: () => void;
  readonly children: ReactNode;
}

/**
 * Every theme link goes through here so external web links behave the same
 * everywhere: a new tab, no opener access, and a visible and spoken hint.
 */
export function Link({ href, external = isExternalHref(href), className, current = false, onClick, children }: LinkProps) {
  const newTab = external && opensNewTab(href);
  return (
    <a
      className={className}
      href={href}
      aria-current={current ? 'page' : undefined}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
      onClick={onClick}
    >
      {children}
      {newTab && (
        <>
          <IconExternalLink />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </>
      )}
    </a>
  );
}
