/**
 * The site data every page of a site shares (navbar, footer, versions,
 * locales, search), and how the site's config and sidebars name their URLs.
 */
import type { NavbarLinkItem, ResolvedConfig } from '../config/types.js';
import type { Route, RouteManifest, Version } from '../manifest/types.js';
import { CURRENT_VERSION } from '../config/version-plan.js';
import type { LinkData, LogoData, NavbarItemData, SiteData } from '../shared/page-data.js';
import { sanitizeConfigHtml } from '../content/config-html.js';
import { joinBase } from './document.js';
import { localeName } from './locale-name.js';
import { builtLocales } from '../config/built-locales.js';
import { SEARCH_ROOT_FILE } from '../shared/search-index-files.js';
import { decodeUrlPath, encodeUrlPath, isExternalHref, pathnameLinkPath, routeUrl } from '../shared/routes.js';
import { samePath, type SidebarItem } from '../shared/sidebar.js';

/** The first href of a sidebar that prev/next would list, as flattenSidebarLinks orders them: found without flattening the sidebar. */
export function firstListedHref(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.type === 'link') {
      if (!item.unlisted && item.reference !== true) return item.href;
      continue;
    }
    const href = item.href ?? firstListedHref(item.items);
    if (href !== undefined) return href;
  }
  return undefined;
}

/**
 * The URL of a link target. A route path (decoded, as the manifest keeps it: `/100%`) is
 * percent-encoded (`/100%25`). A path written in the config or a sidebars file (`to`, a sidebar
 * link's href) that names no route is read as a link in a doc is: its query and fragment stay,
 * its path is decoded first (`/caf%C3%A9#setup`, `/guide/`). External URLs stay as they are.
 */
export function createUrlMaker({ config, manifest }: { config: ResolvedConfig; manifest: RouteManifest }): (target: string) => string {
  return (target) => {
    const outsideDocs = pathnameLinkPath(target);
    if (outsideDocs !== undefined) return joinBase(config.baseUrl, outsideDocs);
    if (isExternalHref(target)) return target;
    if (manifest.byPath.has(target)) return routeUrl(target, config);
    const { path, suffix } = splitHref(target);
    return path === '' ? target : `${routeUrl(decodeUrlPath(path), config)}${suffix}`;
  };
}

/** The page a path written in the config names: `/caf%C3%A9#setup` → `/café`. */
function routePathOfLink(to: string): string {
  return decodeUrlPath(splitHref(to).path);
}

/** `/guide/install?x=1#setup` → `/guide/install` and `?x=1#setup`. */
function splitHref(href: string): { path: string; suffix: string } {
  const at = href.search(/[?#]/);
  return at === -1 ? { path: href, suffix: '' } : { path: href.slice(0, at), suffix: href.slice(at) };
}

export function buildSiteData({
  config,
  manifest,
  toUrl,
  sidebarHomeIn,
  versionHome,
}: {
  config: ResolvedConfig;
  manifest: RouteManifest;
  toUrl: (path: string) => string;
  /** The first page of a sidebar of a version, if it has one. */
  sidebarHomeIn: (version: string, sidebarId: string) => string | undefined;
  versionHome: (version: Version) => string;
}): SiteData {
  // The navbar's sidebars open the version the docs root shows; the client may follow the reader's preferred one.
  const lastVersionRecord = manifest.versions.find((version) => version.isLast);
  const lastVersion = lastVersionRecord?.name ?? CURRENT_VERSION;
  const versionTargets = (sidebarId: string) =>
    manifest.versions.length < 2
      ? undefined
      : Object.fromEntries(
          manifest.versions.flatMap((version) => {
            const home = sidebarHomeIn(version.name, sidebarId);
            return home === undefined ? [] : [[version.name, toUrl(home)]];
          }),
        );
  const locale = config.i18n.defaultLocale;
  const link = (item: { label: string; to?: string; href?: string }): LinkData =>
    item.href !== undefined && pathnameLinkPath(item.href) === undefined
      ? { label: item.label, href: item.href, external: isExternalHref(item.href) }
      : { label: item.label, href: toUrl(item.href ?? item.to ?? '/'), external: false };
  return {
    title: config.title,
    titleDelimiter: config.titleDelimiter,
    tagline: config.tagline,
    ...(Object.keys(config.customFields).length > 0 && { customFields: config.customFields }),
    baseUrl: config.baseUrl,
    router: config.future.experimental_router,
    navbar: {
      title: config.navbar.title,
      home: manifest.byPath.has('/') || lastVersionRecord === undefined ? config.baseUrl : toUrl(versionHome(lastVersionRecord)),
      logo: logoOf(config.navbar.logo, { config, toUrl, alt: config.navbar.title ?? config.title }),
      hideOnScroll: config.navbar.hideOnScroll,
      items: config.navbar.items.map((item): NavbarItemData => {
        const position = item.position ?? 'left';
        if (item.type === 'dropdown') return { type: 'dropdown', label: item.label, position, items: item.items.map(link), active: false };
        if (item.type === 'docSidebar') {
          const href = toUrl(sidebarHomeIn(lastVersion, item.sidebarId) ?? '/');
          return { type: 'link', label: item.label, href, external: false, position, active: false, versionTargets: versionTargets(item.sidebarId) };
        }
        if (item.type === 'docsVersionDropdown') {
          const versions = manifest.versions.map((version) => ({
            name: version.name,
            label: version.label,
            url: toUrl(versionHome(version)),
            isLast: version.isLast,
          }));
          return { type: 'docsVersionDropdown', position, versions, active: false };
        }
        if (item.type === 'localeDropdown') {
          // A locale the build does not make would be a link to nothing (manifest-rules.ts reports those left out).
          const built = builtLocales(config);
          const hidden = item.hideWhenSingle === true && built.length < 2;
          const locales = (hidden ? [] : built).map((name) => ({
            label: config.i18n.localeConfigs[name]?.label ?? localeName(name),
            href: name === locale ? config.baseUrl : `${config.baseUrl}${name}/`,
            current: name === locale,
          }));
          return { type: 'localeDropdown', position, locales, active: false };
        }
        return { type: 'link', ...link(item), position, active: false };
      }),
    },
    footer: {
      columns: config.footer.links.map((column) => ({
        title: column.title,
        items: column.items.map((item) => ('html' in item ? { html: sanitizeConfigHtml(item.html) } : link(item))),
      })),
      copyright: config.footer.copyright === undefined ? undefined : sanitizeConfigHtml(config.footer.copyright),
      logo: logoOf(config.footer.logo, { config, toUrl, alt: config.title }),
      company: config.footer.company
        ? {
            description: config.footer.company.description,
            items: (config.footer.company.items ?? []).map((item) => (typeof item === 'string' ? item : link(item))),
          }
        : undefined,
    },
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    mermaidTheme: config.mermaid.theme,
    search: config.search.enabled ? { index: joinBase(config.baseUrl, SEARCH_ROOT_FILE) } : undefined,
  };
}

/** Files under static/ are served from the site's root, whatever page shows them. */
function logoOf(
  logo: ResolvedConfig['navbar']['logo'] | ResolvedConfig['footer']['logo'],
  { config, toUrl, alt }: { config: ResolvedConfig; toUrl: (path: string) => string; alt: string },
): LogoData | undefined {
  if (logo === undefined) return undefined;
  const imageUrl = (src: string) => (isExternalHref(src) ? src : joinBase(config.baseUrl, encodeUrlPath(src)));
  // A path of the site (`/guide/`) is a page under baseUrl, as `to` is; anything else is a URL.
  const link =
    logo.href === undefined
      ? undefined
      : logo.href.startsWith('/')
        ? { href: toUrl(logo.href), external: false }
        : { href: logo.href, external: isExternalHref(logo.href) };
  return {
    src: imageUrl(logo.src),
    srcDark: logo.srcDark === undefined ? undefined : imageUrl(logo.srcDark),
    alt: logo.alt ?? alt,
    width: logo.width,
    height: logo.height,
    link,
  };
}

/** For each navbar item: is it active on a route? (A docSidebar item is active on every page of its sidebar.) */
export function isNavbarItemActive(item: ResolvedConfig['navbar']['items'][number]): (route: Route) => boolean {
  if (item.type === 'docSidebar') return (route) => route.sidebarId === item.sidebarId;
  if (item.type === 'dropdown') {
    const targets = item.items.flatMap((child) => (child.to === undefined ? [] : [routePathOfLink(child.to)]));
    return (route) => targets.some((target) => samePath(target, route.path));
  }
  if (item.type === 'docsVersionDropdown' || item.type === 'localeDropdown') return () => false;
  const linkItem = item as NavbarLinkItem;
  const to = linkItem.to === undefined ? undefined : routePathOfLink(linkItem.to);
  return (route) => to !== undefined && samePath(to, route.path);
}
