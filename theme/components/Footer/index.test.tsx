import { describe, expect, it } from 'vitest';
import { makePage } from '../../testing/make-page.js';
import { renderHtml } from '../../testing/render.js';
import { Footer } from './index.js';

describe('Footer', () => {
  it('renders columns of links, marking external ones', () => {
    const page = makePage({
      site: {
        footer: {
          columns: [
            {
              title: 'Products',
              items: [
                { label: 'Paywall', href: 'https://example.com/paywall', external: true },
                { label: 'Overview', href: '/overview', external: false },
              ],
            },
          ],
        },
      },
    });
    const html = renderHtml(<Footer />, page);
    expect(html).toContain('<h2 class="footer__title">Products</h2>');
    expect(html).toMatch(/<a class="footer__link" href="https:\/\/example.com\/paywall" target="_blank" rel="noopener noreferrer">Paywall<svg/);
    expect(html).toContain('<a class="footer__link" href="/overview">Overview</a>');
  });

  it('renders the company block with plain lines and contact links, then the copyright', () => {
    const page = makePage({
      site: {
        footer: {
          company: {
            description: 'Content monetization tools for publishers.',
            items: ['Registered in Ireland', { label: 'hello@example.com', href: 'mailto:hello@example.com', external: true }],
          },
          copyright: 'Copyright © 2025 Example Ltd.',
        },
      },
    });
    const html = renderHtml(<Footer />, page);
    expect(html).toContain('<p class="footer__description">Content monetization tools for publishers.</p>');
    expect(html).toContain('<li class="footer__company-item">Registered in Ireland</li>');
    expect(html).toContain('<a class="footer__link" href="mailto:hello@example.com">hello@example.com</a>');
    expect(html).toContain('<div class="footer__copyright">Copyright © 2025 Example Ltd.</div>');
  });

  it('renders HTML items and a copyright holding HTML as markup', () => {
    const page = makePage({
      site: {
        footer: {
          columns: [{ title: 'More', items: [{ html: '<a href="https://example.com/status">Status <b>page</b></a>' }] }],
          copyright: 'Copyright © 2026 <a href="https://example.com">Example</a>',
        },
      },
    });
    const html = renderHtml(<Footer />, page);
    expect(html).toContain('<li class="footer__item"><a href="https://example.com/status">Status <b>page</b></a></li>');
    expect(html).toContain('<div class="footer__copyright">Copyright © 2026 <a href="https://example.com">Example</a></div>');
  });

  it('renders nothing when the footer is not configured', () => {
    expect(renderHtml(<Footer />)).toBe('');
  });
});
