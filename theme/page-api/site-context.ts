import { usePageData } from '../page-context.js';
import { isExternalHref } from '../../renderer/shared/routes.js';

/** The site's settings a page may show: `const { title, tagline, customFields } = useSiteConfig()`. */
export interface SiteConfigView {
  readonly title: string;
  readonly tagline: string;
  readonly titleDelimiter: string;
  readonly baseUrl: string;
  /** The config's `customFields`. */
  readonly customFields: Readonly<Record<string, unknown>>;
}

export function useSiteConfig(): SiteConfigView {
  const { title, tagline, titleDelimiter, baseUrl, customFields = {} } = usePageData().site;
  return { title, tagline, titleDelimiter, baseUrl, customFields };
}

/** Docusaurus's `useDocusaurusContext()`: the same settings, under `siteConfig`. */
export function useDocusaurusContext(): { readonly siteConfig: SiteConfigView } {
  return { siteConfig: useSiteConfig() };
}

/** A path from the site's root as the browser asks for it: `/img/logo.svg` → `/docs/img/logo.svg` under the baseUrl `/docs/`. */
export function withBaseUrl(url: string, baseUrl: string): string {
  if (!url.startsWith('/') || url.startsWith('//') || isExternalHref(url) || url.startsWith(baseUrl)) return url;
  return `${baseUrl}${url.slice(1)}`;
}

export function useBaseUrl(url: string): string {
  return withBaseUrl(url, usePageData().site.baseUrl);
}
