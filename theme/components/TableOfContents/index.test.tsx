import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CollapsibleTableOfContents, TableOfContents } from './index.js';

describe('TableOfContents', () => {
  it('nests entries by depth and links each to its heading id', () => {
    const html = renderToString(
      <TableOfContents
        toc={[
          { depth: 2, text: 'Install', id: 'install' },
          { depth: 3, text: 'With npm', id: 'with-npm' },
          { depth: 3, text: 'From a CDN', id: 'from-a-cdn' },
          { depth: 2, text: 'Configure', id: 'configure' },
        ]}
      />,
    );
    const links = (id: string, text: string) => `<a class="table-of-contents__link" href="#${id}">${text}</a>`;
    expect(html).toContain(
      `<li class="table-of-contents__item">${links('install', 'Install')}<ul class="table-of-contents__list">` +
        `<li class="table-of-contents__item">${links('with-npm', 'With npm')}</li>` +
        `<li class="table-of-contents__item">${links('from-a-cdn', 'From a CDN')}</li></ul></li>` +
        `<li class="table-of-contents__item">${links('configure', 'Configure')}</li></ul>`,
    );
    expect(html).toMatch(/^<nav class="table-of-contents"/);
  });

  it('nests a heading that skips a level under the nearest shallower one', () => {
    const html = renderToString(
      <TableOfContents
        toc={[
          { depth: 2, text: 'Events', id: 'events' },
          { depth: 4, text: 'Payload', id: 'payload' },
        ]}
      />,
    );
    expect(html).toMatch(/href="#events">Events<\/a><ul class="table-of-contents__list"><li[^>]*><a[^>]*href="#payload"/);
  });

  it('renders nothing for an empty table of contents', () => {
    expect(renderToString(<TableOfContents toc={[]} />)).toBe('');
    expect(renderToString(<CollapsibleTableOfContents toc={[]} />)).toBe('');
  });

  it('offers the same entries for phones in a details element that starts closed', () => {
    const toc = [
      { depth: 2, text: 'Install', id: 'install' },
      { depth: 3, text: 'With npm', id: 'with-npm' },
    ];
    const html = renderToString(<CollapsibleTableOfContents toc={toc} />);
    expect(html).toMatch(
      /^<details class="toc-collapsible"><summary class="toc-collapsible__summary">On this page<\/summary><nav [^>]*aria-label="On this page">/,
    );
    const entries = (markup: string) => markup.slice(markup.indexOf('<ul'));
    expect(entries(html)).toBe(entries(renderToString(<TableOfContents toc={toc} />)).replace('</nav>', '</nav></details>'));
  });
});
