import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { makePage } from '../testing/make-page.js';
import { NotFound } from './NotFound.js';

describe('NotFound', () => {
  it('says the page was not found and links home, inside the site frame', () => {
    const html = renderToString(<NotFound page={makePage({ kind: 'not-found', site: { baseUrl: '/docs/' } })} />);
    expect(html).toContain('<h1>Page Not Found</h1>');
    expect(html).toContain('<a href="/docs/">Go to the home page</a>');
    expect(html).toContain('class="skip-to-content"');
    expect(html).toContain('class="navbar"');
    // In the doc columns, behind an empty sidebar column, so the text starts where a doc's does.
    expect(html).toContain(
      '<div class="doc-layout"><div class="doc-layout__sidebar doc-layout__sidebar--empty"></div><div class="doc-layout__main"><div class="doc-layout__content not-found"><h1>',
    );
  });
});
