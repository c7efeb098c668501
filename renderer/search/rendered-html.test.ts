import { Parser } from 'htmlparser2';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { type HtmlReader, readRenderedHtml } from './rendered-html.js';

const ASKED = ['id', 'class', 'aria-hidden', 'href', 'data-x'];

/** What a reader is given, as a list: each open with the attributes asked for, texts joined where nothing comes between. */
function eventsOf(read: (reader: HtmlReader) => boolean): string[] | undefined {
  const events: string[] = [];
  const reader: HtmlReader = {
    open: (name, attribute) => events.push(`<${name} ${ASKED.map((asked) => `${asked}=${JSON.stringify(attribute(asked))}`).join(' ')}>`),
    text: (text) => {
      if (events.at(-1)?.startsWith('text:')) events[events.length - 1] += text;
      else events.push(`text:${text}`);
    },
    close: (name) => events.push(`</${name}>`),
  };
  return read(reader) ? events : undefined;
}

function htmlparser2Events(html: string): string[] {
  return eventsOf((reader) => {
    new Parser(
      { onopentag: (name, attributes) => reader.open(name, (attribute) => attributes[attribute]), ontext: reader.text, onclosetag: reader.close },
      { decodeEntities: true },
    ).end(html);
    return true;
  })!;
}

/** HTML of pieces drawn at random: what React writes, and what it never does (which the reader must give up on, or read as htmlparser2 does). */
function drawnHtml(random: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const attributes = () =>
    Array.from({ length: Math.floor(random() * 3) }, () =>
      pick([
        ' id="intro"',
        ' class="hash-link x"',
        " class='single'",
        ' aria-hidden="true"',
        ' data-x=unquoted',
        ' href="/a?b=1&amp;c=2"',
        ' id="a&quot;b"',
        ' hidden',
        ' ID="UPPER"',
        ' class = "spaced"',
        ' id="first" id="second"',
        '/',
        ' data-x="a>b"',
      ]),
    ).join('');
  const names = ['div', 'p', 'span', 'a', 'h2', 'h3', 'code', 'pre', 'ul', 'li', 'table', 'tr', 'td', 'svg', 'path', 'section', 'button', 'em', 'Strong', 'td'];
  const pieces = (depth: number): string => {
    const count = Math.floor(random() * 4);
    let html = '';
    for (let index = 0; index < count; index++) {
      const kind = random();
      if (kind < 0.35 && depth < 5) {
        const name = pick(names);
        html += `<${name}${attributes()}>${pieces(depth + 1)}${random() < 0.95 ? `</${name}>` : ''}`;
      } else if (kind < 0.45) {
        html += pick(['<br/>', '<br>', '<img src="x.png" alt=""/>', '<hr/>', '<path d="M0"/>', '<input disabled="">', '<wbr>']);
      } else if (kind < 0.5) {
        html += pick([
          '<!-- -->',
          '<!---->',
          '<!DOCTYPE html>',
          '<![CDATA[x]]>',
          '<?php x ?>',
          '< p>',
          '</ div>',
          '</>',
          '<a b="c',
          '</span>',
          '</p>',
          '</br>',
        ]);
      } else if (kind < 0.55) {
        html += pick(['<script>if (a<b) x();</script>', '<style>p>b{}</style>', '<title>T</title>', '<textarea><b></textarea>']);
      } else {
        html += pick(['text', ' Words  with\nlines ', '&amp;&lt;&gt;&quot;&#x27;&#39;', '&copy &notanentity; &#128512;', 'café', 'a < b', 'x>y']);
      }
    }
    return html;
  };
  return pieces(0);
}

describe('reading rendered HTML', () => {
  it('gives what htmlparser2 gives, or gives up: HTML drawn at random', () => {
    let state = 11;
    const random = () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state / 2 ** 31;
    };
    let read = 0;
    for (let draw = 0; draw < 20_000; draw++) {
      const html = drawnHtml(random);
      const events = eventsOf((reader) => readRenderedHtml(html, reader));
      if (events === undefined) continue;
      read++;
      expect(events, html).toEqual(htmlparser2Events(html));
    }
    // Most drawn HTML has something React never writes; a share is read all the same.
    expect(read).toBeGreaterThan(4_000);
  });

  it('reads what React writes without giving up', () => {
    const page = createElement(
      'article',
      null,
      createElement(
        'h2',
        { id: 'intro', className: 'anchor' },
        'Intro ',
        createElement('a', { href: '#intro', className: 'hash-link', 'aria-hidden': true }, '#'),
      ),
      createElement('p', null, 'Text with <tags> & "quotes" and ', createElement('code', null, "it's"), createElement('br'), ' more'),
      createElement('svg', { viewBox: '0 0 1 1' }, createElement('path', { d: 'M0 0' })),
      createElement('ul', null, createElement('li', null, 'one'), createElement('li', null, 'two')),
      createElement('input', { type: 'checkbox', disabled: true }),
      'a',
      'b',
    );
    const html = renderToString(page);
    const events = eventsOf((reader) => readRenderedHtml(html, reader));
    expect(events).toEqual(htmlparser2Events(html));
    expect(events).toContain('text:Text with <tags> & "quotes" and ');
  });
});
