/**
 * The HTML document around a rendered page: head metadata (title, description,
 * canonical URL, Open Graph, robots), stylesheets and scripts.
 */
import { announcementHeadScript } from '../../theme/components/AnnouncementBar/dismissal.js';
import { colorModeHeadScript } from '../../theme/components/ColorModeToggle/color-mode.js';
import { baseUrlBannerScript } from '../../theme/components/BaseUrlBanner/banner-script.js';
import { tabsHeadScript } from '../../theme/components/Tabs/tab-choice.js';
import { documentTitle } from '../shared/document-title.js';
import { escapeHtml } from '../shared/escape-html.js';
import type { ResolvedConfig } from '../config/types.js';
import type { PageData } from '../shared/page-data.js';
import { encodeUrlPath } from '../shared/routes.js';

export interface DocumentAssets {
  /** URLs of stylesheets, already joined with baseUrl. */
  readonly stylesheets: readonly string[];
  /** URLs of module scripts. */
  readonly scripts: readonly string[];
  /** URLs of the scripts of the theme components loaded on demand, which a page using one preloads. */
  readonly componentScripts: readonly string[];
  /** The site's replacements of theme components (`theme/<Name>.tsx`): the module the server runs, and the browser's, loaded before the page hydrates. */
  readonly themeOverrides?: { readonly server: string; readonly script: string };
}

export interface DocumentInput {
  readonly config: ResolvedConfig;
  readonly page: PageData;
  /** Rendered React markup of the page. */
  readonly body: string;
  readonly assets: DocumentAssets;
  readonly noIndex: boolean;
  readonly keywords: readonly string[];
  /** URL of the route's data (PageData and body), which the client fetches to hydrate; preloaded from the head. */
  readonly dataUrl: string;
  /** Whether the page uses theme components loaded on demand: their scripts are preloaded, rather than fetched once the route's data names them. */
  readonly onDemandComponents: boolean;
}

export function renderDocument({ config, page, body, assets, noIndex, keywords, dataUrl, onDemandComponents }: DocumentInput): string {
  const locale = config.i18n.localeConfigs[config.i18n.defaultLocale]!;
  const fullTitle = documentTitle(page);
  const canonical = `${config.url.replace(/\/$/, '')}${page.url}`;
  // Runs before first paint and sets the <html> attributes the stylesheet keys on, so stored client state never flashes.
  // Only pages that render tab groups pay for theirs; a page reached by client navigation gets its choices from the Tabs component.
  const hasTabs = body.includes('class="tabs__list"');
  const clientStateScript =
    colorModeHeadScript(config.colorMode) + (config.announcementBar ? announcementHeadScript(config.announcementBar) : '') + (hasTabs ? tabsHeadScript() : '');
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="generator" content="docs-gen">`,
    `<title>${escapeHtml(fullTitle)}</title>`,
    page.description ? `<meta name="description" content="${escapeHtml(page.description)}">` : '',
    keywords.length > 0 ? `<meta name="keywords" content="${escapeHtml(keywords.join(', '))}">` : '',
    noIndex || config.noIndex ? '<meta name="robots" content="noindex, nofollow">' : '',
    page.kind === 'not-found' ? '' : `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:type" content="${page.kind === 'blog-post' ? 'article' : 'website'}">`,
    page.blog?.post?.date ? `<meta property="article:published_time" content="${escapeHtml(page.blog.post.date)}">` : '',
    `<meta property="og:site_name" content="${escapeHtml(config.title)}">`,
    `<meta property="og:title" content="${escapeHtml(fullTitle)}">`,
    page.description ? `<meta property="og:description" content="${escapeHtml(page.description)}">` : '',
    page.kind === 'not-found' ? '' : `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:locale" content="${escapeHtml(locale.htmlLang.replace('-', '_'))}">`,
    page.image ? `<meta property="og:image" content="${escapeHtml(page.image)}">` : '',
    page.image ? `<meta name="twitter:image" content="${escapeHtml(page.image)}">` : '',
    `<meta name="twitter:card" content="${page.image ? 'summary_large_image' : 'summary'}">`,
    ...(page.blog?.feeds ?? []).map(
      (feed) =>
        `<link rel="alternate" type="application/${feed.type}+xml" href="${escapeHtml(feed.href)}" title="${escapeHtml(`${config.title} ${page.blog!.title} ${feed.type === 'rss' ? 'RSS' : 'Atom'} Feed`)}">`,
    ),
    config.favicon ? `<link rel="icon" href="${escapeHtml(joinBase(config.baseUrl, encodeUrlPath(config.favicon)))}">` : '',
    clientStateScript ? `<script>${clientStateScript}</script>` : '',
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(dataUrl)}" data-route-data="">`,
    // The client needs a large sidebar's outline with the route's data to hydrate: both load at once.
    page.sidebarOutline ? `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(page.sidebarOutline.src)}">` : '',
    assets.themeOverrides ? `<link rel="modulepreload" href="${escapeHtml(assets.themeOverrides.script)}" data-theme-overrides="">` : '',
    ...(onDemandComponents ? assets.componentScripts.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`) : []),
  ].filter((line) => line !== '');
  const scripts = assets.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`).join('');
  // Inline, first in the body: on a misconfigured site the stylesheet and bundle never load, and the banner must show before the page does.
  const baseUrlBanner = config.baseUrlIssueBanner && page.url === config.baseUrl ? `<script>${baseUrlBannerScript(config.baseUrl)}</script>\n` : '';
  return `<!DOCTYPE html>\n<html lang="${escapeHtml(locale.htmlLang)}" dir="${locale.direction}" data-theme="${config.colorMode.defaultMode}">\n<head>\n${head.join('\n')}\n</head>\n<body>\n${baseUrlBanner}<div id="__docs-gen">${body}</div>\n${scripts}</body>\n</html>\n`;
}

export function joinBase(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/$/, '')}/${path.replace(/^\/+/, '')}`;
}
