/**
 * `docs-gen/page`: what a React page of the pages folder (`src/pages/*.tsx`)
 * imports besides React. docs-gen renders the site's navbar and footer
 * around the page; `<Layout title description>` names the page.
 */
export {
  BrowserOnly,
  ExecutionEnvironment,
  Head,
  Heading,
  Layout,
  Link,
  Redirect,
  Translate,
  translate,
  useHistory,
  useIsBrowser,
  useLocation,
} from './components.js';
export type { LayoutProps, PageLinkProps } from './components.js';
export { useBaseUrl, useDocusaurusContext, useSiteConfig, withBaseUrl } from './site-context.js';
export type { SiteConfigView } from './site-context.js';
