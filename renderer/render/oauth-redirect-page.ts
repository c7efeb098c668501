/**
 * The page an authorization server sends the reader back to after signing
 * in from a Try it console (renderer/shared/oauth-redirect.ts): it takes the
 * code out of the address, hands the query to the console's page (its opener,
 * by a message only this site's origin may receive; on a BroadcastChannel,
 * which only this origin shares, when the authorization server's
 * Cross-Origin-Opener-Policy cut the window off from it) and closes. A few
 * hundred bytes, no stylesheet, no other script; search engines keep out.
 */
import type { ResolvedConfig } from '../config/types.js';
import { escapeHtml } from '../shared/escape-html.js';
import { OAUTH_REDIRECT_MESSAGE } from '../shared/oauth-redirect.js';

/**
 * Runs before the body is read: the code is gone from the window's history at once, and the window closes as
 * soon as it can. Its message is an OAuthRedirectMessage.
 */
const SCRIPT = `(function () {
  var message = { type: ${JSON.stringify(OAUTH_REDIRECT_MESSAGE)}, search: location.search };
  history.replaceState(null, '', location.pathname);
  if (window.opener) window.opener.postMessage(message, location.origin);
  else if (window.BroadcastChannel) {
    var channel = new BroadcastChannel(message.type);
    channel.postMessage(message);
    channel.close();
  }
  window.close();
})();`;

export function renderOAuthRedirectPage(config: ResolvedConfig): string {
  const locale = config.i18n.localeConfigs[config.i18n.defaultLocale]!;
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(locale.htmlLang)}" dir="${locale.direction}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    '<meta name="robots" content="noindex">',
    // The address holds the authorization code until the script takes it out: no request may carry it on.
    '<meta name="referrer" content="no-referrer">',
    `<title>Signing in | ${escapeHtml(config.title)}</title>`,
    `<script>${SCRIPT}</script>`,
    '</head>',
    '<body>',
    '<main>',
    '<h1>Signing in</h1>',
    '<p>This window hands your sign-in to the API reference that opened it, then closes. If it stays open, close it and go back to the reference.</p>',
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
