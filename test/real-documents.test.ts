/**
 * Real documents, as long and as shaped as projects write them, build: the
 * CommonMark spec itself (205 KB, 650 examples, link reference definitions,
 * front matter closed by `...`), two release changelogs and a long API README
 * (test/fixtures/real-docs, with their licenses). The source limits are for
 * pathological input (source-limits.test.ts), not for long documents.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuildRun, buildSite, makeSite, PACKAGE_ROOT, removeTemporaryFolders, reportLines } from './helpers/cli.js';

afterAll(removeTemporaryFolders);

const REAL_DOCS = path.join(PACKAGE_ROOT, 'test/fixtures/real-docs');

const sources = {
  'commonmark-spec': path.join(PACKAGE_ROOT, 'node_modules/commonmark-spec/spec.txt'),
  'dayjs-changelog': path.join(REAL_DOCS, 'dayjs-changelog.md'),
  'es-toolkit-changelog': path.join(REAL_DOCS, 'es-toolkit-changelog.md'),
  'property-information-readme': path.join(REAL_DOCS, 'property-information-readme.md'),
};

describe('real documents', () => {
  let run: BuildRun;
  const text: Record<string, string> = {};
  beforeAll(async () => {
    for (const [name, file] of Object.entries(sources)) text[name] = await readFile(file, 'utf8');
    const root = await makeSite(
      Object.fromEntries(Object.entries(text).map(([name, source]) => [`content/${name}.md`, source])),
      // The spec links to sections by a placeholder (`[link](@)`) its own tools fill in; the README links to its repository's files.
      "title: 'Real documents', onBrokenLinks: 'warn', onBrokenAnchors: 'warn'",
    );
    run = await buildSite(root);
  }, 120_000);

  const page = (name: string) => readFile(path.join(run.outDir, name, 'index.html'), 'utf8');
  const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
  /** The Markdown without its fenced code blocks, whose `# lines` are no headings. */
  const outsideCode = (markdown: string) => markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');

  it('builds them all, with no error and no limit reached', () => {
    expect(run.code, run.stderr).toBe(0);
    // The spec's links to its definitions' anchors, which its own tools make, are broken anchors here.
    const problems = reportLines(run.stderr).filter((line) => !line.endsWith('[broken-link]') && !line.endsWith('[broken-anchor]'));
    expect(problems).toEqual([]);
  });

  it('renders the CommonMark spec whole: its front matter closed by "...", every section and every example', async () => {
    const html = await page('commonmark-spec');
    expect(html).toContain('<title>CommonMark Spec | Real documents</title>');
    const spec = text['commonmark-spec']!;
    const headings = count(outsideCode(spec), /^#{1,2} \S/gm);
    expect(headings).toBeGreaterThan(30);
    expect(count(html, /<h[12][ >]/g)).toBeGreaterThanOrEqual(headings);
    const examples = count(spec, /^`{32} example$/gm);
    expect(examples).toBeGreaterThan(600);
    expect(count(html, /<pre/g)).toBeGreaterThanOrEqual(examples);
  });

  it('renders each release of the changelogs as a heading, and the README’s sections', async () => {
    for (const name of ['dayjs-changelog', 'es-toolkit-changelog', 'property-information-readme']) {
      const releases = count(outsideCode(text[name]!), /^#{1,3} \S/gm);
      expect(releases, name).toBeGreaterThan(20);
      expect(count(await page(name), /<h[1-3][ >]/g), name).toBeGreaterThanOrEqual(releases);
    }
  });
});
