/**
 * The page a redirect writes at its old path: it opens the new one at once,
 * keeping the reader's query and fragment (by script, or a meta refresh
 * without it), names it as canonical so search engines move on too, and
 * links it for a reader whose browser does neither.
 */
import type { ResolvedConfig } from '../config/types.js';
import type { Redirect } from '../manifest/redirects.js';
import { escapeHtml } from '../shared/escape-html.js';
import { isExternalHref, routeUrl } from '../shared/routes.js';

export function renderRedirectPage(redirect: Redirect, config: ResolvedConfig): string {
  const target = targetUrl(redirect.to, config);
  const absolute = isExternalHref(target) ? target : `${new URL(config.url).origin}${target}`;
  const locale = config.i18n.localeConfigs[config.i18n.defaultLocale]!;
  // A target with a fragment of its own keeps it; otherwise the reader's is carried over.
  const script = `location.replace(${JSON.stringify(target).replaceAll('<', '\\u003c')} + location.search${target.includes('#') ? '' : ' + location.hash'});`;
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(locale.htmlLang)}" dir="${locale.direction}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeHtml(config.title)}: this page has moved</title>`,
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escapeHtml(absolute)}">`,
    `<meta http-equiv="refresh" content="0; url=${escapeHtml(target)}">`,
    `<script>${script}</script>`,
    '</head>',
    '<body>',
    `<p>This page has moved to <a href="${escapeHtml(target)}">${escapeHtml(absolute)}</a>.</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * A path of the site as its URL under baseUrl, fragment kept; a URL as it is. Without `trailingSlash`, a page
 * is its folder's index.html, and its URL with the slash names that file on every host: hosts that serve
 * `/guide/install` from `guide/install.html` first would serve the redirect made for `.html` again.
 */
function targetUrl(to: string, config: ResolvedConfig): string {
  if (isExternalHref(to)) return to;
  const hashAt = to.indexOf('#');
  const [path, hash] = hashAt === -1 ? [to, ''] : [to.slice(0, hashAt), to.slice(hashAt)];
  return `${routeUrl(path, { baseUrl: config.baseUrl, trailingSlash: config.trailingSlash ?? true })}${hash}`;
}
