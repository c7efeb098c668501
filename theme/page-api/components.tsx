/**
 * The components a React page of the pages folder builds on: the frame it
 * fills (`Layout`), links, headings and text that renders only in the
 * browser. A page imports them from `docs-gen/page`; a page carried from
 * Docusaurus imports the same under Docusaurus's names (`@theme/Layout`,
 * `@docusaurus/Link`, …; see shared-modules.ts).
 */
import { Children, createElement, isValidElement, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { usePageData } from '../page-context.js';
import { Link as ThemeLink } from '../components/Link/index.js';
import { classNames } from '../utils/class-names.js';
import { isExternalHref } from '../../renderer/shared/routes.js';
import { declarePageHead } from './page-head.js';
import { withBaseUrl } from './site-context.js';

export interface LayoutProps {
  /** The page's title: `<title>` reads "title | site title". @default the site title alone */
  readonly title?: string;
  /** The page's meta description. */
  readonly description?: string;
  /** Class names on the element around the page. */
  readonly wrapperClassName?: string;
  readonly children?: ReactNode;
}

/** The page between the site's navbar and footer, which docs-gen renders around it. */
export function Layout({ title, description, wrapperClassName, children }: LayoutProps): ReactElement {
  declarePageHead({ title, description });
  return <div className={classNames('page', wrapperClassName)}>{children}</div>;
}

export interface PageLinkProps {
  /** A path from the site's root (`/docs/intro`: the baseUrl is added) or a URL. */
  readonly to?: string;
  /** As `to`. */
  readonly href?: string;
  readonly className?: string;
  readonly children?: ReactNode;
  readonly [attribute: string]: unknown;
}

/** A link: site paths get the baseUrl; a link to another site opens in a new tab and says so, as the theme's links do. */
export function Link({ to, href, className, children, ...rest }: PageLinkProps): ReactElement {
  const { baseUrl } = usePageData().site;
  const target = withBaseUrl(to ?? href ?? '', baseUrl);
  if (isExternalHref(target) && rest.target === undefined)
    return (
      <ThemeLink href={target} className={className}>
        {children}
      </ThemeLink>
    );
  return (
    <a {...rest} href={target} className={className}>
      {children}
    </a>
  );
}

/** The page's title and description as `<title>` and `<meta name="description">` children; other children have no place and are left out. */
export function Head({ children }: { readonly children?: ReactNode }): null {
  let title: string | undefined;
  let description: string | undefined;
  Children.forEach(children, (child) => {
    if (!isValidElement<{ children?: ReactNode; name?: string; content?: string }>(child)) return;
    if (child.type === 'title') title = textOf(child.props.children);
    if (child.type === 'meta' && child.props.name === 'description') description = child.props.content;
  });
  declarePageHead({ title, description });
  return null;
}

function textOf(node: ReactNode): string {
  let text = '';
  Children.forEach(node, (child) => {
    if (typeof child === 'string' || typeof child === 'number') text += String(child);
    else if (isValidElement<{ children?: ReactNode }>(child)) text += textOf(child.props.children);
  });
  return text.replace(/\s+/g, ' ').trim();
}

/** A heading with its anchor link, as headings of Markdown have. */
export function Heading({
  as = 'h2',
  id,
  children,
  ...rest
}: {
  readonly as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  readonly id?: string;
  readonly children?: ReactNode;
  readonly [attribute: string]: unknown;
}): ReactElement {
  return createElement(
    as,
    { ...rest, id },
    children,
    id !== undefined && as !== 'h1' && (
      <a className="hash-link" href={`#${id}`} aria-label={`Direct link to ${textOf(children)}`} title={`Direct link to ${textOf(children)}`} />
    ),
  );
}

/** Whether the page is running in the browser (false while the server renders it, and during hydration). */
export function useIsBrowser(): boolean {
  const [browser, setBrowser] = useState(false);
  useEffect(() => setBrowser(true), []);
  return browser;
}

/** What needs the browser (`window`, a chart library): `fallback` on the server and until the page has hydrated. */
export function BrowserOnly({ children, fallback = null }: { readonly children: () => ReactNode; readonly fallback?: ReactNode }): ReactNode {
  return useIsBrowser() ? children() : fallback;
}

/** Text with `{name}` placeholders filled from `values`. docs-gen sites have one language: the text is shown as written. */
export function translate({ message, id }: { readonly message?: string; readonly id?: string }, values: Readonly<Record<string, unknown>> = {}): string {
  return (message ?? id ?? '').replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** Docusaurus's `<Translate>`: its children (or message), placeholders filled. */
export function Translate({
  children,
  message,
  id,
  values = {},
}: {
  readonly children?: ReactNode;
  readonly message?: string;
  readonly id?: string;
  readonly values?: Readonly<Record<string, ReactNode>>;
}): ReactNode {
  const text = typeof children === 'string' ? children : (message ?? id);
  if (text === undefined) return children;
  const parts = text.split(/\{(\w+)\}/);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (index % 2 === 1 && Object.hasOwn(values, part) ? <span key={index}>{values[part]}</span> : part));
}

/** Docusaurus's `ExecutionEnvironment`. */
export const ExecutionEnvironment = {
  get canUseDOM(): boolean {
    return typeof window !== 'undefined' && typeof document !== 'undefined';
  },
  get canUseEventListeners(): boolean {
    return typeof window !== 'undefined' && typeof window.addEventListener === 'function';
  },
  get canUseIntersectionObserver(): boolean {
    return typeof window !== 'undefined' && 'IntersectionObserver' in window;
  },
  get canUseViewport(): boolean {
    return typeof window !== 'undefined' && typeof window.screen !== 'undefined';
  },
};

/** Where the reader is: the page's URL (with the baseUrl) while rendering, the browser's once the page is live. */
export function useLocation(): { readonly pathname: string; readonly search: string; readonly hash: string } {
  const { url } = usePageData();
  const [location, setLocation] = useState({ pathname: url, search: '', hash: '' });
  useEffect(() => setLocation({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash }), []);
  return location;
}

/** Docusaurus's `useHistory()`: `push` and `replace` open another page (a path as the browser takes it, or a URL). */
export function useHistory(): {
  readonly push: (path: string) => void;
  readonly replace: (path: string) => void;
  readonly location: ReturnType<typeof useLocation>;
} {
  const location = useLocation();
  return { push: (path) => window.location.assign(path), replace: (path) => window.location.replace(path), location };
}

/**
 * Sends the reader on to `to` (a path from the site's root gets the baseUrl) as soon as the page runs, as
 * Docusaurus's `<Redirect>` does; until then, and without JavaScript, the page says where and links it.
 */
export function Redirect({ to }: { readonly to: string }): ReactElement {
  const target = withBaseUrl(to, usePageData().site.baseUrl);
  useEffect(() => window.location.replace(target), [target]);
  return (
    <p>
      This page has moved to <a href={target}>{target}</a>.
    </p>
  );
}
