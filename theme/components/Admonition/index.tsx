import type { ReactNode } from 'react';
import { IconDanger, IconInfo, IconLightbulb, IconNote, IconWarning } from '../Icons/index.js';

export type AdmonitionType = 'note' | 'tip' | 'info' | 'warning' | 'danger' | 'caution' | 'important';

export interface AdmonitionProps {
  readonly type: AdmonitionType;
  /** Defaults to the capitalised type: "Note", "Tip", … */
  readonly title?: ReactNode;
  readonly children?: ReactNode;
}

const ICONS: Record<AdmonitionType, () => ReactNode> = {
  note: () => <IconNote />,
  tip: () => <IconLightbulb />,
  info: () => <IconInfo />,
  warning: () => <IconWarning />,
  caution: () => <IconWarning />,
  danger: () => <IconDanger />,
  important: () => <IconInfo />,
};

/** The heading is a styled paragraph, not an h-element, so callouts stay out of the outline and the table of contents. */
export function Admonition({ type = 'note', title, children }: AdmonitionProps) {
  return (
    <div className={`admonition admonition--${type}`} role="note">
      <p className="admonition__heading">
        {/* MDX may pass any literal as the type, and a site's config adds types: one without an icon shows a note's. */}
        <span className="admonition__icon">{(Object.hasOwn(ICONS, type) ? ICONS[type] : ICONS.note)()}</span>
        {title ?? String(type).charAt(0).toUpperCase() + String(type).slice(1)}
      </p>
      <div className="admonition__content">{children}</div>
    </div>
  );
}
