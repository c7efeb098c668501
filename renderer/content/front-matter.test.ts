import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAnyFrontMatter, parseFrontMatter, parseSimpleFrontMatter } from './front-matter.js';

const REPO = path.resolve(import.meta.dirname, '../..');

/** The front matter texts of every doc under these folders of the repository. */
function frontMatterTexts(...folders: string[]): Array<{ file: string; yamlText: string }> {
  return folders.flatMap((folder) =>
    readdirSync(path.join(REPO, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.mdx?$/.test(file) && !file.split(path.sep).includes('node_modules'))
      .flatMap((file) => {
        const yamlText = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(readFileSync(path.join(REPO, folder, file), 'utf8'))?.[1];
        return yamlText === undefined ? [] : [{ file: `${folder}/${file}`, yamlText }];
      }),
  );
}

/** Front matter where YAML readers part ways, or that has a problem to report at its place. */
const CORNERS = [
  'sidebar_position: 0x1F',
  'sidebar_position: 1e3',
  'sidebar_position: 010',
  'sidebar_position: +1',
  'sidebar_position: .5',
  'sidebar_position: -2',
  'sidebar_position: 2.50',
  'title: 1_000',
  'title: yes',
  'title: ~',
  'title: null',
  'hide_title: True',
  'hide_title: TRUE',
  'hide_title: no',
  'title: "a \\u00e9 \\x41 b"',
  'title: "a \\q b"',
  "title: 'it''s'",
  "title: 'a'b'",
  'title: "unterminated',
  'title: a: b',
  'title: a #comment',
  'title: C# in a week',
  'title: Foo [beta] {x}',
  'title: é, ü and 中文',
  'title: 3 ways to pay',
  'title: -dash',
  'title: ends with colon:',
  'title:   spaced',
  'title: trailing   ',
  '  title: indented',
  'title:\n  on the next line',
  'title: |\n  a block',
  'title: >-\n  folded',
  'title: &anchor Shared\ndescription: *anchor',
  'title: !!str 12',
  'title: One\ntitle: Two',
  '# A comment\ntitle: After a comment',
  '',
  '# only a comment',
  'tags: [a, b c, "d,e", \'f\']',
  'tags: [1, 2.5]',
  'tags: []',
  'tags: [a, [b]]',
  'tags: [a, {b: c}]',
  'tags: [a,]',
  'tags: [0x1]',
  'tags:\n  - a\n  - b',
  'keywords: [pay, subscribe]',
  'title: [a list]',
  'sidebar_position: first',
  'pagination_label: Docusaurus only',
  'slug: /a/b\nid: intro\nsidebar_label: "Intro"\ncustom_edit_url: null\ndraft: false',
  'title: x\r\ndescription: y',
  'title:\tx',
  '__proto__: x\ntitle: y',
  'unknown_key: [1, 2]\ntitle: Known',
];

describe('front matter', () => {
  it('reads every doc of the site, the fixtures and the corners of YAML as the yaml package does, problems and places included', () => {
    const texts = [...frontMatterTexts('content', 'test/fixtures'), ...CORNERS.map((yamlText, index) => ({ file: `corner-${index}.md`, yamlText }))];
    expect(texts.length).toBeGreaterThan(200);
    for (const { file, yamlText } of texts) {
      const input = { yamlText, file, firstLine: 2 };
      expect({ file, ...parseFrontMatter(input) }).toEqual({ file, ...parseAnyFrontMatter(input) });
    }
  });

  it('reads the usual front matter, as nearly all of the site and the fixtures have, the quick way', () => {
    const texts = frontMatterTexts('content', 'test/fixtures');
    const quick = texts.filter(({ file, yamlText }) => parseSimpleFrontMatter({ yamlText, file, firstLine: 2 }) !== undefined);
    expect(quick.length / texts.length).toBeGreaterThan(0.9);
  });

  it('places each value where it starts, as the yaml package does: on its line, after the key', () => {
    const { frontMatter, positions, diagnostics } = parseFrontMatter({
      yamlText: 'title: Pause a subscription\nsidebar_position:   3\ntags: [billing, "paywall"]',
      file: 'content/pause.md',
      firstLine: 2,
    });
    expect(diagnostics).toEqual([]);
    expect(frontMatter).toMatchObject({ title: 'Pause a subscription', sidebar_position: 3, tags: ['billing', 'paywall'] });
    expect(positions).toEqual({ title: { line: 2, column: 8 }, sidebar_position: { line: 3, column: 21 }, tags: { line: 4, column: 7 } });
  });

  it('reports a problem at its place whichever way the front matter is read', () => {
    const [wrongType] = parseFrontMatter({ yamlText: 'title: Fine\nsidebar_position: first', file: 'content/a.md', firstLine: 2 }).diagnostics;
    expect(wrongType).toMatchObject({ code: 'invalid-frontmatter', location: { file: 'content/a.md', line: 3, column: 19 } });
    const [duplicate] = parseFrontMatter({ yamlText: 'title: One\ntitle: Two', file: 'content/b.md', firstLine: 2 }).diagnostics;
    expect(duplicate).toMatchObject({ code: 'invalid-frontmatter', location: { file: 'content/b.md', line: 3, column: 1 } });
  });
});
