import { describe, expect, it } from 'vitest';
import { makePage } from '../../testing/make-page.js';
import { renderHtml } from '../../testing/render.js';
import { Breadcrumbs } from './index.js';

const crumbs = [
  { label: 'Script library', href: '/category/script-library' },
  { label: 'Fragments', href: undefined },
  { label: 'Prices', href: '/fragments/prices' },
];

describe('Breadcrumbs', () => {
  it('starts with a home link to the base URL', () => {
    const html = renderHtml(<Breadcrumbs items={crumbs} />, makePage({ site: { baseUrl: '/docs/' } }));
    expect(html).toMatch(
      /^<nav class="breadcrumbs" aria-label="Breadcrumbs"><ol[^>]*><li class="breadcrumbs__item"><a[^>]*href="\/docs\/" aria-label="Home page">/,
    );
  });

  it('links every crumb with an href except the last, which is the current page', () => {
    const html = renderHtml(<Breadcrumbs items={crumbs} />);
    expect(html).toContain('<a class="breadcrumbs__link" href="/category/script-library" itemProp="item"><span itemProp="name">Script library</span></a>');
    expect(html).toContain('<span class="breadcrumbs__link"><span itemProp="name">Fragments</span></span>');
    expect(html).toContain('<span class="breadcrumbs__link" aria-current="page"><span itemProp="name">Prices</span></span>');
    expect(html).not.toContain('href="/fragments/prices"');
  });

  it('renders nothing without crumbs', () => {
    expect(renderHtml(<Breadcrumbs items={[]} />)).toBe('');
  });
});
