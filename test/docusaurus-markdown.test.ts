/**
 * Docusaurus's code-block and Markdown conventions, in the HTML the build
 * writes: npm2yarn tabs, numbered lines from a given start, magic comments,
 * GitHub alerts, <details> styled as the theme's Details, every language
 * refractor knows, and the warning for an unclosed magic comment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, copyFixture, readText, removeTemporaryFolders, reportLines, type BuildRun } from './helpers/cli.js';
import { sharedBuild } from './helpers/shared-builds.js';
import { codeOf, element, textOf } from './helpers/html.js';

afterAll(removeTemporaryFolders);

/** Every element of a page whose source starts with `opening`. */
function elements(html: string, opening: string): string[] {
  const found: string[] = [];
  for (let rest = html; ; ) {
    const match = element(rest, opening);
    if (match === undefined) return found;
    found.push(match);
    rest = rest.slice(rest.indexOf(match) + match.length);
  }
}

describe('the docusaurus-markdown fixture site', () => {
  let run: BuildRun;
  const page = (file: string) => readText(run.outDir, file);

  beforeAll(async () => {
    run = await sharedBuild('docusaurus-markdown');
  });

  it('builds without a warning, even with --strict', () => {
    expect(run.code, run.stderr).toBe(0);
    expect(reportLines(run.stderr)).toEqual([]);
  });

  it('turns each npm2yarn block, in .md and .mdx, into npm, Yarn, pnpm and Bun tabs of the npm2yarn group', async () => {
    for (const [file, commands] of [
      ['install/index.html', [['npm install --save-dev tollbooth', 'yarn add --dev tollbooth', 'pnpm add --save-dev tollbooth', 'bun add --dev tollbooth']]],
      ['components/index.html', [['npm install tollbooth-react', 'yarn add tollbooth-react', 'pnpm add tollbooth-react', 'bun add tollbooth-react']]],
    ] as const) {
      const groups = elements(await page(file), '<div class="tabs" data-group-id="npm2yarn"');
      expect(groups.length).toBeGreaterThanOrEqual(commands.length);
      const first = groups[0]!;
      expect([...first.matchAll(/role="tab"[^>]*>([^<]+)<\/button>/g)].map((match) => match[1])).toEqual(['npm', 'Yarn', 'pnpm', 'Bun']);
      expect(elements(first, '<code').map(codeOf)).toEqual(commands[0]);
      // npm is shown first; the others wait, hidden, under their labels for readers without JavaScript.
      const panels = [...first.matchAll(/<div[^>]*role="tabpanel"[^>]*>/g)].map(
        ([tag]) => `${/data-value="(\w+)"/.exec(tag)?.[1]}${tag.includes(' hidden=""') ? ' hidden' : ''}`,
      );
      expect(panels).toEqual(['npm', 'yarn hidden', 'pnpm hidden', 'bun hidden']);
    }
  });

  it('numbers lines from the start the meta gives, highlights the line a magic comment names and drops the comment', async () => {
    const html = await page('install/index.html');
    const block = element(html, '<div class="code-block" data-language="js"')!;
    expect(block).toContain('<pre class="language-js code-block--line-numbers" tabindex="0"><code class="language-js" style="--code-line-start:9">');
    expect(codeOf(element(block, '<code')!)).toBe("module.exports = {\n  currency: 'EUR', // ISO 4217\n  trial: 14,\n};");
    expect(elements(block, '<span class="code-line').map((line) => [line.startsWith('<span class="code-line code-line--highlighted"'), textOf(line)])).toEqual([
      [false, 'module . exports = {'],
      [true, "currency : 'EUR' , // ISO 4217"],
      [false, 'trial : 14 ,'],
      [false, '} ;'],
    ]);
    expect(html).not.toContain('highlight-next-line');
  });

  it('highlights the lines between {/* highlight-start */} and {/* highlight-end */} in TSX', async () => {
    const block = element(await page('components/index.html'), '<div class="code-block" data-language="tsx"')!;
    const highlighted = elements(block, '<span class="code-line code-line--highlighted"').map(textOf);
    expect(highlighted).toEqual(['< Offer />']);
    expect(block).not.toContain('highlight-');
  });

  it('renders GitHub alerts as admonitions, important as info and caution as danger', async () => {
    const install = await page('install/index.html');
    const components = await page('components/index.html');
    const admonitions = [...elements(install, '<div class="admonition'), ...elements(components, '<div class="admonition')];
    expect(admonitions.map((admonition) => [/admonition--(\w+)/.exec(admonition)?.[1], textOf(admonition)])).toEqual([
      ['tip', 'Tip Keep the key out of the repository.'],
      ['danger', 'Danger Rotating the key signs every reader out.'],
      ['note', 'Note The component renders nothing for subscribers.'],
      ['info', 'Info Wrap the app in the provider first.'],
    ]);
    expect(install + components).not.toContain('[!');
  });

  it('gives <details> in Markdown, in MDX and the Details component the same markup', async () => {
    const body = async (file: string) => element(await page(file), '<div class="markdown">')!;
    const install = elements(await body('install/index.html'), '<details');
    const components = elements(await body('components/index.html'), '<details');
    for (const details of [...install, ...components]) {
      expect(details).toMatch(/^<details class="details"><summary class="details__summary">.*?<\/summary><div class="details__content">/s);
    }
    expect([...install, ...components].map((details) => textOf(element(details, '<summary')!))).toEqual(['Why EUR ?', 'Server rendering', 'Client hydration']);
  });
});

describe('code blocks in languages and forms a site may bring', () => {
  it('highlights languages outside the common set and leaves unknown ones plain, without a warning', async () => {
    const root = await copyFixture('docusaurus-markdown', {
      'content/languages.md': '# Languages\n\n```haskell\nmain :: IO ()\n```\n\n```elixir\ndefmodule A do end\n```\n\n```no-such-language\n<b>kept</b>\n```\n',
    });
    const run = await buildSite(root, ['--strict']);
    expect(run.code, run.stderr).toBe(0);
    const html = await readText(run.outDir, 'languages/index.html');
    expect(element(html, '<div class="code-block" data-language="haskell"')).toContain('<span class="token operator">::</span>');
    expect(element(html, '<div class="code-block" data-language="elixir"')).toContain('<span class="token keyword">defmodule</span>');
    const unknown = element(html, '<div class="code-block" data-language="no-such-language"')!;
    expect(codeOf(element(unknown, '<code')!)).toBe('<b>kept</b>');
    expect(unknown).not.toContain('class="token');
  });

  it('warns at its line about a highlight-start never ended, exits 0, and 1 with --strict', async () => {
    const root = await copyFixture('docusaurus-markdown', {
      'content/unclosed.md': '# Unclosed\n\nText.\n\n```js\nconst a = 1;\n  // highlight-start\nconst b = 2;\n```\n',
    });
    const run = await buildSite(root);
    expect(run.code, run.stderr).toBe(0);
    expect(reportLines(run.stderr)).toEqual([
      'content/unclosed.md:7:1  warning  This `highlight-start` comment has no `highlight-end` after it, so it highlights nothing: add one where the highlighted lines end  [magic-comment-unmatched]',
    ]);
    expect(codeOf(element(await readText(run.outDir, 'unclosed/index.html'), '<code')!)).toBe('const a = 1;\nconst b = 2;');
    const strict = await buildSite(root, ['--strict']);
    expect(strict.code).toBe(1);
  });
});
