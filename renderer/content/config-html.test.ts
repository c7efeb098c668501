import { describe, expect, it } from 'vitest';
import { linksInHtml, sanitizeConfigHtml } from './config-html.js';

describe('sanitizeConfigHtml', () => {
  it('keeps text, links, emphasis, ids and classes', () => {
    const html = 'Copyright © 2026 <a href="https://example.com">Example <b>Ltd.</b></a> <span id="legal" class="legal">·</span>';
    expect(sanitizeConfigHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, iframes, forms and javascript: URLs', () => {
    const html =
      '<script>alert(1)</script><a href="javascript:alert(2)" onclick="alert(3)">x</a>' +
      '<iframe src="https://evil.example"></iframe><form action="/x">y</form><img src="/a.png" onerror="alert(4)" alt="">';
    expect(sanitizeConfigHtml(html)).toBe('<a>x</a>y<img src="/a.png" alt="">');
  });
});

describe('linksInHtml', () => {
  it('lists link targets and image sources in order', () => {
    expect(linksInHtml('<p><a href="/a">a</a> <img src="/b.png" alt=""> <a name="x">x</a> <a href="#top">top</a></p>')).toEqual(['/a', '/b.png', '#top']);
  });
});
