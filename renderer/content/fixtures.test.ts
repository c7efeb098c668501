/**
 * Markdown/MDX fixtures: every folder in test/fixtures/markdown/<case>/ holds
 * input.md or input.mdx, expected.html (the body as the build renders it) and
 * optionally expected.json (a subset of the ParsedDoc: headings, anchors,
 * links, frontMatter, contentTitle, diagnostics), and optionally options.json
 * (parser options, such as `{ "rawHtml": "sanitize" }`). `UPDATE=1 npx vitest run
 * renderer/content/fixtures` rewrites the expectations (remark-gfm's layout):
 * review the diff before committing it.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mdxComponents } from '../../theme/mdx-components.js';
import { PageContext } from '../../theme/page-context.js';
import { makePage } from '../../theme/testing/make-page.js';
import { applyThemeOverrides } from '../../theme/mdx/compiled-page.js';
import { createBodyRenderer } from '../render/render-page.js';
import { createDocParser, type DocFormat, type DocParser, type DocParserOptions, type ParsedDoc } from './parse-doc.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FIXTURES = path.join(ROOT, 'test/fixtures/markdown');
const UPDATE = process.env.UPDATE === '1' || process.env.UPDATE === 'true';

/** The keys expected.json may hold; the others (tree, file, format) are covered by expected.html or are inputs. */
const JSON_KEYS = ['frontMatter', 'contentTitle', 'headings', 'anchors', 'links', 'diagnostics'] as const;
type JsonKey = (typeof JSON_KEYS)[number];

/** The page a body is rendered in, as the build does (DocPage provides it); its cards feed `<DocCardList />`. */
const PAGE = makePage({
  cards: [
    { type: 'link', label: 'Install', href: '/guide/install', description: 'Get it running', count: undefined },
    { type: 'category', label: 'Reference', href: '/reference', description: undefined, count: 3 },
  ],
});

const parsers = new Map<string, DocParser>();
/** A parser for the fixture's options.json, made once per set of options. */
function parserFor(dir: string): DocParser {
  const optionsFile = path.join(dir, 'options.json');
  const options = existsSync(optionsFile) ? (JSON.parse(readFileSync(optionsFile, 'utf8')) as Omit<DocParserOptions, 'components'>) : {};
  const key = JSON.stringify(options);
  let parser = parsers.get(key);
  if (parser === undefined) {
    parser = createDocParser({ components: Object.keys(mdxComponents), ...options });
    parsers.set(key, parser);
  }
  return parser;
}
const renderBody = createBodyRenderer();

interface FixtureCase {
  readonly name: string;
  readonly dir: string;
  readonly input: string;
  readonly format: DocFormat;
}

function listCases(): FixtureCase[] {
  return readdirSync(FIXTURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const dir = path.join(FIXTURES, name);
      const format: DocFormat = existsSync(path.join(dir, 'input.mdx')) ? 'mdx' : 'md';
      const input = path.join(dir, `input.${format}`);
      if (!existsSync(input)) throw new Error(`Fixture ${name} has no input.md or input.mdx`);
      return { name, dir, input, format };
    });
}

function renderHtml(doc: ParsedDoc): string {
  return renderToStaticMarkup(createElement(PageContext.Provider, { value: PAGE }, renderBody(doc.tree)));
}

/** What expected.json compares: JSON has no undefined, and code frames are asserted in parse-errors.test.ts. */
function jsonValue(doc: ParsedDoc, key: JsonKey): unknown {
  switch (key) {
    case 'contentTitle':
      return doc.contentTitle ?? null;
    case 'diagnostics':
      return doc.diagnostics.map(({ codeFrame: _codeFrame, ...diagnostic }) => diagnostic);
    default:
      return doc[key];
  }
}

const cases = listCases();

describe('markdown fixtures', () => {
  it('finds the fixture cases', () => {
    expect(cases.length).toBeGreaterThan(20);
  });

  for (const fixture of cases) {
    it(fixture.name, () => {
      const file = path.relative(ROOT, fixture.input).split(path.sep).join('/');
      const doc = parserFor(fixture.dir)({ file, source: readFileSync(fixture.input, 'utf8'), format: fixture.format });
      const html = renderHtml(doc);
      const htmlFile = path.join(fixture.dir, 'expected.html');
      const jsonFile = path.join(fixture.dir, 'expected.json');
      const expectedJson = existsSync(jsonFile) ? (JSON.parse(readFileSync(jsonFile, 'utf8')) as Partial<Record<JsonKey, unknown>>) : {};
      const unknownKeys = Object.keys(expectedJson).filter((key) => !(JSON_KEYS as readonly string[]).includes(key));
      expect(unknownKeys, `expected.json keys must be among ${JSON_KEYS.join(', ')}`).toEqual([]);

      if (UPDATE) {
        writeFileSync(htmlFile, `${html}\n`);
        if (existsSync(jsonFile)) {
          const updated = Object.fromEntries(Object.keys(expectedJson).map((key) => [key, jsonValue(doc, key as JsonKey)]));
          writeFileSync(jsonFile, `${JSON.stringify(updated, null, 2)}\n`);
        }
        return;
      }

      expect(existsSync(htmlFile), `${fixture.name}/expected.html is missing; run with UPDATE=1`).toBe(true);
      expect(html).toBe(readFileSync(htmlFile, 'utf8').replace(/\n$/, ''));
      // A fixture without expected diagnostics must parse cleanly.
      expect(jsonValue(doc, 'diagnostics')).toEqual(expectedJson.diagnostics ?? []);
      for (const key of JSON_KEYS) {
        if (key in expectedJson) expect(jsonValue(doc, key), `${fixture.name}: ${key}`).toEqual(expectedJson[key]);
      }
    });
  }
});

describe('a body renderer', () => {
  it('shows the theme’s components, whatever a page renderer made for another site replaced them with', () => {
    // What a site with its own theme/Admonition.tsx leaves applied once its pages are rendered, in the same process.
    applyThemeOverrides({ Admonition: () => createElement('div', { className: 'site-admonition' }) });
    try {
      const doc = parserFor(FIXTURES)({ file: 'note.md', source: ':::note\n\nA note.\n\n:::\n', format: 'md' });
      const html = renderToStaticMarkup(createElement(PageContext.Provider, { value: PAGE }, createBodyRenderer()(doc.tree)));
      expect(html).toContain('<div class="admonition admonition--note" role="note">');
      expect(html).not.toContain('site-admonition');
    } finally {
      applyThemeOverrides(undefined);
    }
  });
});
