import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Deferred, fragmentsPartOf, useWholeInPage } from '../../theme/components/ApiReference/Deferred.js';
import { renderWithFragments } from './render-fragments.js';

/** A part of a page that may be left out to keep it light, as an operation is: whole, or a title and a control. */
function Piece({ name, size }: { readonly name: string; readonly size: number }) {
  const key = JSON.stringify(['piece', name]);
  const content = <p>{`${name} `.repeat(size)}</p>;
  const inPage = useWholeInPage(key);
  if (inPage === true) return <section id={name}>{content}</section>;
  if (inPage !== undefined) return <section id={name} dangerouslySetInnerHTML={{ __html: inPage }} />;
  return (
    <section id={name} className="compact">
      <Deferred contentKey={key} label={`Show ${name}`} replaces>
        {content}
      </Deferred>
    </section>
  );
}

const page = (pieces: ReadonlyArray<readonly [string, number]>) => (
  <>
    {pieces.map(([name, size]) => (
      <Piece key={name} name={name} size={size} />
    ))}
  </>
);
const render = (element: ReactElement) => renderWithFragments(element, { baseUrl: '/', name: 'assets/fragments/page' });
const compactIds = (html: string) => [...html.matchAll(/<section id="([^"]+)" class="compact">/g)].map((match) => match[1]);

describe('renderWithFragments', () => {
  it('puts every piece whole in a page that stays within its budget, and writes no fragments file', () => {
    const { html, fragments } = render(
      page([
        ['a', 10],
        ['b', 10],
      ]),
    );
    expect(html).toBe('<section id="a"><p>a a a a a a a a a a </p></section><section id="b"><p>b b b b b b b b b b </p></section>');
    expect(fragments).toEqual([]);
  });

  it('keeps pieces whole in page order up to the budget, and the rest compact from the first that does not fit on', () => {
    // About 80 KB each: two fit in the body's 180 KB; the third does not, and the small fourth stays compact after it.
    const { html, fragments } = render(
      page([
        ['a', 40_000],
        ['b', 40_000],
        ['c', 40_000],
        ['d', 1],
      ]),
    );
    expect(compactIds(html)).toEqual(['c', 'd']);
    expect(html).toMatch(/^<section id="a"><p>a a /);
    expect(fragments).toHaveLength(1);
    const file = JSON.parse(fragments[0]!.contents as string) as Record<string, string>;
    expect(Object.values(file).sort()).toEqual([`<p>${'c '.repeat(40_000)}</p>`, '<p>d </p>']);
    expect(html).toContain(`data-fragment="${Object.keys(file)[0]}"`);
  });

  it('splits fragments past 512 KB into parts, each fragment in the part its id names', () => {
    const pieces = Array.from({ length: 12 }, (_, index) => [`p${index}`, 70_000] as const);
    const { html, fragments } = render(page(pieces));
    expect(fragments.length).toBeGreaterThan(3);
    fragments.forEach((file, index) => {
      expect(file.path).toMatch(new RegExp(`^assets/fragments/page\\.${index + 1}-of-${fragments.length}\\.[0-9a-f]{16}\\.json$`));
      for (const id of Object.keys(JSON.parse(file.contents as string) as object)) expect(fragmentsPartOf(id, fragments.length)).toBe(index);
    });
    expect(compactIds(html)).toHaveLength(12);
  });
});
