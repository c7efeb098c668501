import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../renderer/shared/sidebar.js';
import { makePage } from '../testing/make-page.js';
import { DocPage } from './DocPage.js';

const sidebar: SidebarItem[] = [{ type: 'link', label: 'Introduction', href: '/guide/intro', unlisted: false }];
const toc = [{ depth: 2, text: 'Install', id: 'install' }];

describe('DocPage', () => {
  it('renders the title as the h1 before the body when the body has none', () => {
    const html = renderToString(
      <DocPage page={makePage({ title: 'Setup' })}>
        <p>Body</p>
      </DocPage>,
    );
    expect(html).toContain('<article class="doc"><header class="doc__header"><h1>Setup</h1></header><div class="markdown"><p>Body</p></div></article>');
  });

  it('leaves the h1 to a body that has its own', () => {
    const html = renderToString(
      <DocPage page={makePage({ hasOwnH1: true })}>
        <h1 id="setup">Setup</h1>
      </DocPage>,
    );
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('<article class="doc"><div class="markdown"><h1 id="setup">Setup</h1></div></article>');
  });

  it('renders sidebar, breadcrumbs, paginator and table of contents around the article, inside main', () => {
    const page = makePage({
      sidebar,
      toc,
      breadcrumbs: [{ label: 'Introduction', href: '/guide/intro' }],
      pagination: { prev: undefined, next: { label: 'Install', href: '/guide/install', external: false } },
    });
    const html = renderToString(<DocPage page={page} />);
    const order = [
      '<main',
      '<aside class="doc-layout__sidebar" aria-label="Sidebar">',
      'aria-label="Docs sidebar"',
      'aria-label="Breadcrumbs"',
      '<details class="toc-collapsible">',
      '<article',
      'aria-label="Docs pages"',
      '<aside class="doc-layout__toc" aria-label="Table of contents">',
      'class="table-of-contents"',
      '</main>',
    ];
    const positions = order.map((marker) => html.indexOf(marker));
    expect(positions.every((position) => position !== -1)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(html).toContain('aria-current="page">Introduction</a>');
  });

  it('omits the sidebar column when the page has no sidebar', () => {
    const html = renderToString(<DocPage page={makePage()} />);
    expect(html).toContain('<div class="doc-layout doc-layout--no-sidebar">');
    expect(html).not.toContain('doc-layout__sidebar');
  });

  it('omits the table of contents when hidden by the page or empty', () => {
    for (const html of [
      renderToString(<DocPage page={makePage({ toc, hideTableOfContents: true })} />),
      renderToString(<DocPage page={makePage({ toc: [] })} />),
    ]) {
      expect(html).not.toContain('table-of-contents');
      expect(html).not.toContain('toc-collapsible');
    }
  });
});
