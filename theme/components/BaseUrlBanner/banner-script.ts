/**
 * Website spec §8 "Base URL misconfiguration". A site served under another
 * path than its configured baseUrl loads neither its stylesheet nor its
 * script (their URLs start with baseUrl), so the reader sees a broken page
 * and the author does not see why. The home page therefore inlines this small
 * script, which needs neither: it compares the path the page was served under
 * with baseUrl and, when they differ, puts a banner with inline styles at the
 * top of the page that names the likely cause and suggests the baseUrl to set.
 * It runs before the page is parsed further and adds nothing to the element
 * React hydrates, so a correctly served site is left exactly as rendered.
 */

const BANNER_STYLE =
  'margin:16px;padding:16px 20px;border:4px solid #c62f3a;border-radius:6px;background:#fff4e0;color:#1c2430;font:16px/1.5 system-ui,sans-serif';

const BANNER_HTML =
  '<p style="margin:0 0 8px;font-size:1.4em;font-weight:700">This site did not load properly.</p>' +
  '<p style="margin:0 0 8px">A very common reason is a wrong <code>baseUrl</code> setting: the site is configured for <code data-configured></code>, but this page is served under <code data-served></code>.</p>' +
  '<p style="margin:0">Suggested base URL: set <code>baseUrl</code> to <strong><code data-suggested></code></strong> in the site config.</p>';

/** The inline script for a site whose baseUrl is `baseUrl`; its text is safe inside `<script>…</script>`. */
export function baseUrlBannerScript(baseUrl: string): string {
  const literal = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');
  // Plain ES5: it must run in any browser that shows the page, without the bundle's build step.
  return `(function(){
var baseUrl=${literal(baseUrl)};
var served=location.pathname.replace(/\\/index\\.html$/,'/');
try{served=decodeURI(served)}catch(error){}
if(served.slice(-1)!=='/')served+='/';
if(served===baseUrl)return;
var banner=document.createElement('div');
banner.setAttribute('role','alert');
banner.style.cssText=${literal(BANNER_STYLE)};
banner.innerHTML=${literal(BANNER_HTML)};
banner.querySelector('[data-configured]').textContent=baseUrl;
banner.querySelector('[data-served]').textContent=served;
banner.querySelector('[data-suggested]').textContent=served;
document.body.prepend(banner);
})();`;
}
