/**
 * Links written in the config: the navbar's items and logo, the footer's
 * links and HTML, the announcement bar's HTML. They are on every page, so
 * they are checked once, by the rules of links in docs (`onBrokenLinks` …),
 * and reported at their field: `site.config.ts (field navbar.items[1].to)`;
 * the build adds the line where the field is written. Links to other hosts
 * are not fetched.
 */
import { linksInHtml } from '../content/config-html.js';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics/types.js';
import type { LinkContext } from '../manifest/resolve-link.js';
import type { RouteManifest } from '../manifest/types.js';
import { decodeUrlPath, isExternalHref, pathnameLinkPath } from '../shared/routes.js';
import { findLinkProblem, reportProblem, type LinkProblem } from './link-problem.js';
import { redirectsOf } from '../manifest/redirects.js';
import { fieldAsWritten } from '../config/locate-field.js';

/** A link as the config holds it, by how it is written. */
interface ConfigLink {
  /** `navbar.items[1].to` */
  readonly field: string;
  /**
   * `path`: a page of the site under baseUrl (`to`); `url`: an absolute URL (`href`); `html`: HTML
   * whose links reach the page as written; `image`: a file under static/ or an http(s) URL.
   */
  readonly kind: 'path' | 'url' | 'html' | 'image';
  readonly value: string;
}

export function checkConfigLinks({ manifest, config, configFile }: { manifest: RouteManifest; config: ResolvedConfig; configFile: string }): Diagnostic[] {
  // Config links are on every page; the home page stands for them when a link needs a page to resolve against.
  const context: LinkContext = { manifest, fromFile: undefined, fromPath: '/' };
  const links = configLinks(config).flatMap(({ field, kind, value }) => {
    const location = { configField: field, file: configFile };
    const problems = problemsOf({ kind, value, field, context, config });
    return problems.flatMap((problem) => reportProblem(problem, config, location) ?? []);
  });
  const conflicts = redirectsOf(manifest, config).conflicts.map(
    ({ field, from, taken }): Diagnostic => ({
      code: 'redirect-conflict',
      severity: 'warning',
      message: `No redirect is made from ${from}: ${taken} is there`,
      location: { configField: field, file: configFile },
    }),
  );
  return [...links, ...conflicts];
}

/**
 * The sidebars' `link` items: on every page of their sidebar, so checked once, as a navbar link is, and
 * reported at the item (its field, or the sidebars file that holds it).
 */
export function checkSidebarLinks({ manifest, config }: { manifest: RouteManifest; config: ResolvedConfig }): Diagnostic[] {
  const context: LinkContext = { manifest, fromFile: undefined, fromPath: '/' };
  return manifest.sidebarLinks.flatMap(({ href, location }) => {
    if (pathnameLinkPath(href) !== undefined) return [];
    const field = location !== undefined && 'configField' in location ? fieldAsWritten(location) : 'a sidebar';
    const problems = problemsOf({ kind: href.startsWith('/') ? 'path' : 'url', value: href, field, context, config });
    return problems.flatMap((problem) => reportProblem(problem, config, location) ?? []);
  });
}

function problemsOf({
  kind,
  value,
  field,
  context,
  config,
}: {
  kind: ConfigLink['kind'];
  value: string;
  field: string;
  context: LinkContext;
  config: ResolvedConfig;
}): LinkProblem[] {
  const where = ` in ${field}`;
  // A path naming a page exactly as it is (`/a#b`) opens that page, as the navbar renders it.
  const checkPath = (url: string, written = url): LinkProblem[] => {
    const problem = context.manifest.byPath.has(url) ? undefined : findLinkProblem({ url, context, where, written });
    return problem === undefined ? [] : [problem];
  };
  switch (kind) {
    case 'path':
      return checkPath(value);
    case 'url': {
      const path = pathInSite(value, config);
      return path === undefined ? [] : checkPath(path, value);
    }
    case 'image':
      return missingImage(value, field, context.manifest);
    case 'html':
      return linksInHtml(value).flatMap((url) => {
        const misplaced = htmlLinkProblem(url, where, config);
        if (misplaced !== undefined) return [misplaced];
        return isPageLink(url) ? checkPath(pathInSite(url, config)!, url) : [];
      });
  }
}

/** Every link of the config, in the order of its fields. */
function configLinks(config: ResolvedConfig): ConfigLink[] {
  const links: ConfigLink[] = [];
  const target = (field: string, item: { to?: string; href?: string }) => {
    // A path outside the docs (`pathname:///playground/`) is the host's, not a page the build makes.
    if (pathnameLinkPath(item.to ?? item.href ?? '') !== undefined) return;
    if (item.to !== undefined) links.push({ field: `${field}.to`, kind: 'path', value: item.to });
    if (item.href !== undefined) links.push({ field: `${field}.href`, kind: 'url', value: item.href });
  };
  const logoLinks = (field: string, logo: { src: string; srcDark?: string; href?: string } | undefined) => {
    if (logo === undefined) return;
    links.push({ field: `${field}.src`, kind: 'image', value: logo.src });
    if (logo.srcDark !== undefined) links.push({ field: `${field}.srcDark`, kind: 'image', value: logo.srcDark });
    if (logo.href !== undefined) links.push({ field: `${field}.href`, kind: logo.href.startsWith('/') ? 'path' : 'url', value: logo.href });
  };
  const { logo, items } = config.navbar;
  logoLinks('navbar.logo', logo);
  items.forEach((item, index) => {
    const field = `navbar.items[${index}]`;
    if (item.type === 'dropdown') {
      item.items.forEach((child, childIndex) => {
        target(`${field}.items[${childIndex}]`, child);
      });
    } else if (item.type === undefined || item.type === 'link') target(field, item);
  });
  config.footer.links.forEach((column, index) => {
    column.items.forEach((item, itemIndex) => {
      const field = `footer.links[${index}].items[${itemIndex}]`;
      if ('html' in item) links.push({ field: `${field}.html`, kind: 'html', value: item.html });
      else target(field, item);
    });
  });
  if (config.footer.copyright !== undefined) links.push({ field: 'footer.copyright', kind: 'html', value: config.footer.copyright });
  logoLinks('footer.logo', config.footer.logo);
  config.footer.company?.items?.forEach((item, index) => {
    if (typeof item !== 'string') target(`footer.company.items[${index}]`, item);
  });
  if (config.announcementBar !== undefined) links.push({ field: 'announcementBar.content', kind: 'html', value: config.announcementBar.content });
  config.redirects.items.forEach(({ to }, index) => {
    links.push({ field: `redirects.items[${index}].to`, kind: to.startsWith('/') ? 'path' : 'url', value: to });
  });
  return links;
}

/**
 * A URL of the deployed site (`url` + `baseUrl`, as in canonical tags) or a path under baseUrl, as the
 * site path it names: `https://docs.example.com/docs/guide#x` → `/guide#x` with baseUrl `/docs/`.
 * Undefined for any other URL.
 */
function pathInSite(url: string, config: ResolvedConfig): string | undefined {
  const siteRoot = `${new URL(config.url).origin}${config.baseUrl}`;
  const rest = url.startsWith(siteRoot) ? url.slice(siteRoot.length) : url.startsWith(config.baseUrl) ? url.slice(config.baseUrl.length) : undefined;
  return rest === undefined ? undefined : `/${rest}`;
}

/** A link in HTML that names a page by its path: not `#anchor`, not another scheme. */
function isPageLink(url: string): boolean {
  return url !== '' && !url.startsWith('#') && !isExternalHref(url);
}

/**
 * HTML in the config reaches every page as written, so a path must start with baseUrl, and a
 * relative one would lead somewhere else from each page.
 */
function htmlLinkProblem(url: string, where: string, config: ResolvedConfig): LinkProblem | undefined {
  if (!isPageLink(url)) return undefined;
  if (!url.startsWith('/')) {
    return {
      code: 'broken-link',
      message: `Link to ${url}${where} is relative, so it leads to a different place from every page; write it from the root: ${config.baseUrl}…`,
    };
  }
  if (!url.startsWith(config.baseUrl)) {
    return { code: 'broken-link', message: `Link to ${url}${where} is outside the site, which is served under ${config.baseUrl}` };
  }
  return undefined;
}

function missingImage(src: string, field: string, manifest: RouteManifest): LinkProblem[] {
  if (isExternalHref(src)) return [];
  const file = src.replace(/^\/+/, '');
  if (manifest.assets.has(file) || manifest.assets.has(decodeUrlPath(file))) return [];
  return [{ code: 'broken-link', message: `${field} names ${file}, which is not a file under static/` }];
}
