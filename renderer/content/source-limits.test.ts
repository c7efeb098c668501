/**
 * Docs that used to overflow the stack or take minutes to parse (issue 14)
 * get content-too-deep or content-too-complex at the place a limit was
 * crossed, from the linear pre-scan, before micromark (where the quadratic
 * time and the overflows are) runs at all; real docs, however large, are
 * never refused.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { refractor } from 'refractor/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordMarkdownParses, type MarkdownParses } from '../../test/helpers/markdown-parses.js';
import { renderHtml } from '../../theme/testing/render.js';
import type { Diagnostic } from '../diagnostics/types.js';
import { createBodyRenderer } from '../render/render-page.js';
import { createDocParser, type DocFormat, type ParsedDoc } from './parse-doc.js';
import { checkSourceLimits, scanSourceLimits, withinLimitsByCounts } from './source-limits.js';
import { findDeepestNode } from './walk-tree.js';

// .md docs are CommonMark here, as the author asked (`markdown.format: 'md'`): what a .md file may hold is tested, not whether it looks like MDX.
const parseDoc = createDocParser({ components: ['Admonition', 'Details', 'TabItem', 'Tabs'], markdownFormat: 'md' });

/**
 * Whether micromark ran on each doc, recorded rather than timed: each pathological doc took seconds to minutes in
 * it, or crashed it; refused before it starts, a doc costs one pass of the pre-scan over its text.
 */
let parses: MarkdownParses;
beforeEach(() => {
  parses = recordMarkdownParses();
});
afterEach(() => {
  parses.stop();
});

function parse(format: DocFormat, source: string): ParsedDoc & { reachedParser: boolean } {
  const file = `content/page.${format}`;
  const parsedBefore = parses.started.length;
  const doc = parseDoc({ file, source, format });
  return { ...doc, reachedParser: parses.started.slice(parsedBefore).includes(file) };
}

function refused(format: DocFormat, source: string): Diagnostic & { reachedParser: boolean } {
  const doc = parse(format, source);
  expect(doc.diagnostics).toHaveLength(1);
  expect(doc.tree.children).toEqual([]);
  return { ...doc.diagnostics[0]!, reachedParser: doc.reachedParser };
}

function expectRefused(format: DocFormat, source: string, expected: { code: string; line: number; column: number; message: RegExp }): void {
  const diagnostic = refused(format, source);
  expect(diagnostic).toMatchObject({
    code: expected.code,
    severity: 'error',
    location: { file: `content/page.${format}`, line: expected.line, column: expected.column },
  });
  expect(diagnostic.message).toMatch(expected.message);
  expect(diagnostic.codeFrame).toMatch(new RegExp(`^> +${expected.line} \\|`, 'm'));
  expect(diagnostic.reachedParser, 'refused before micromark ran').toBe(false);
}

/** Parses (micromark included: the pair of the refused docs' check above) and renders without a diagnostic. */
function accepted(format: DocFormat, source: string): ParsedDoc & { html: string } {
  const doc = parse(format, source);
  expect(doc.diagnostics).toEqual([]);
  expect(doc.reachedParser, 'parsed by micromark').toBe(true);
  return { ...doc, html: renderHtml(createBodyRenderer()(doc.tree)) };
}

const TITLE = '# Title\n\nIntro.\n\n';

describe('nesting (content-too-deep)', () => {
  it('rejects 2,000 nested <div> on one line of a .md at the 101st', () => {
    expectRefused('md', `${TITLE}${'<div>'.repeat(2_000)}\n`, {
      code: 'content-too-deep',
      line: 5,
      column: 501,
      message: /deeper than 100 levels .* 101 of HTML\/JSX elements\); the outermost element still open is <div> at 5:1$/,
    });
  });

  it('rejects <div> lines × 5,000 at the 101st', () => {
    expectRefused('md', `${TITLE}${'<div>\n'.repeat(5_000)}`, {
      code: 'content-too-deep',
      line: 105,
      column: 1,
      message: /deeper than 100 levels at this element/,
    });
  });

  it('rejects > × 10,000 and - × 10,000 at the marker that crosses the limit', () => {
    expectRefused('md', `${TITLE}${'>'.repeat(10_000)} x\n`, {
      code: 'content-too-deep',
      line: 5,
      column: 101,
      message: /at this blockquote \(101 of blockquotes and lists/,
    });
    expectRefused('md', `${TITLE}${'- '.repeat(10_000)}x\n`, { code: 'content-too-deep', line: 5, column: 201, message: /at this list item/ });
  });

  it('rejects lists nested by indentation at the 101st level', () => {
    const source = Array.from({ length: 1_000 }, (_, level) => `${' '.repeat(2 * level)}- item ${level}`).join('\n');
    expectRefused('md', `${TITLE}${source}\n`, { code: 'content-too-deep', line: 105, column: 201, message: /at this list item/ });
  });

  it('rejects >, >>, >>> … lines at the 101st', () => {
    const source = Array.from({ length: 1_000 }, (_, level) => `${'>'.repeat(level + 1)} line`).join('\n');
    expectRefused('md', `${TITLE}${source}\n`, { code: 'content-too-deep', line: 105, column: 101, message: /at this blockquote/ });
  });

  it('rejects 5,000 nested JSX tags, flow and inline, in .mdx', () => {
    expectRefused('mdx', `${TITLE}${'<div>\n'.repeat(5_000)}x\n${'</div>\n'.repeat(5_000)}`, {
      code: 'content-too-deep',
      line: 105,
      column: 1,
      message: /101 of HTML\/JSX elements/,
    });
    expectRefused('mdx', `${TITLE}x ${'<b>'.repeat(5_000)}a${'</b>'.repeat(5_000)}\n`, {
      code: 'content-too-deep',
      line: 5,
      column: 303,
      message: /101 of HTML\/JSX elements/,
    });
  });

  it('rejects nested <Tabs>/<TabItem> and <Details> (raw in .md, components in .mdx)', () => {
    expectRefused('mdx', `${TITLE}${'<Tabs><TabItem value="a">\n'.repeat(925)}x\n${'</TabItem></Tabs>\n'.repeat(925)}`, {
      code: 'content-too-deep',
      line: 55,
      column: 1,
      message: /outermost element still open is <Tabs> at 5:1$/,
    });
    expectRefused('md', `${TITLE}${'<details>\n'.repeat(925)}x\n`, { code: 'content-too-deep', line: 105, column: 1, message: /101 of HTML\/JSX elements/ });
  });

  it('rejects admonitions nested more than 20 deep, :::note and :::tip[T] alike', () => {
    expectRefused('md', `${TITLE}${':::note\n'.repeat(2_000)}`, {
      code: 'content-too-deep',
      line: 25,
      column: 1,
      message: /^Admonitions \(`:::`\) nest more than 20 deep here/,
    });
    expectRefused('mdx', `${TITLE}${':::tip[T]\n'.repeat(2_000)}`, { code: 'content-too-deep', line: 25, column: 1, message: /^Admonitions/ });
  });

  it('accepts the deepest nesting within the limits, and renders it', () => {
    const admonitions = `${Array.from({ length: 20 }, (_, level) => `${':'.repeat(23 - level)}note`).join('\n')}\ninside\n${Array.from({ length: 20 }, (_, level) => ':'.repeat(4 + level)).join('\n')}\n`;
    expect(accepted('md', `${TITLE}${admonitions}`).html).toContain('inside');
    expect(accepted('md', `${TITLE}${'>'.repeat(100)} deep\n`).html).toContain('deep');
    expect(accepted('mdx', `${TITLE}${'<div>'.repeat(100)}deep${'</div>'.repeat(100)}\n`).html).toContain('deep');
    const mixed = `${'> '.repeat(30)}${'- '.repeat(30)}${'*'.repeat(250)}deep${'*'.repeat(250)}\n`;
    expect(accepted('md', `${TITLE}${mixed}`).html).toContain('deep');
  });

  it('checks the depth of the parsed tree too, and reports where it is deepest', () => {
    const shallow = createDocParser({ components: [], maxTreeDepth: 30 });
    const doc = shallow({ file: 'content/page.md', source: `${TITLE}${'>'.repeat(40)} deep\n`, format: 'md' });
    expect(doc.diagnostics).toMatchObject([
      {
        code: 'content-too-deep',
        message: 'The document tree nests more than 30 levels deep here',
        location: { file: 'content/page.md', line: 5, column: 42 },
      },
    ]);
  });

  it('measures trees far too deep to recurse into', () => {
    const root = { type: 'root', children: [] as unknown[] };
    let parent = root;
    for (let level = 0; level < 100_000; level++) {
      const child = { type: 'blockquote', children: [] as unknown[] };
      parent.children.push(child);
      parent = child;
    }
    expect(findDeepestNode(root as never)).toMatchObject({ depth: 100_000, node: parent });
  });
});

describe('quadratic inline runs (content-too-complex)', () => {
  it('rejects more than 500 emphasis markers in a paragraph, at the 501st', () => {
    expectRefused('md', `${TITLE}${'*'.repeat(5_000)}a${'*'.repeat(5_000)}\n`, {
      code: 'content-too-complex',
      line: 5,
      column: 501,
      message: /^This paragraph has more than 500 emphasis or strikethrough markers/,
    });
    expectRefused('md', `${TITLE}${'*a'.repeat(50_000)}\n`, { code: 'content-too-complex', line: 5, column: 1_001, message: /500 emphasis/ });
    expectRefused('md', `${TITLE}${'**a'.repeat(20_000)}\n`, { code: 'content-too-complex', line: 5, column: 751, message: /500 emphasis/ });
    expectRefused('md', `${TITLE}${'~a'.repeat(20_000)}\n`, { code: 'content-too-complex', line: 5, column: 1_001, message: /500 emphasis/ });
  });

  it('names the line a long paragraph starts at', () => {
    expectRefused('md', `${TITLE}${'*a* b\n'.repeat(300)}`, {
      code: 'content-too-complex',
      line: 255,
      column: 1,
      message: /^The paragraph that starts at line 5 has more than 500/,
    });
  });

  it('rejects more than 500 link brackets in a paragraph', () => {
    expectRefused('md', `${TITLE}${'[a]('.repeat(20_000)}\n`, {
      code: 'content-too-complex',
      line: 5,
      column: 1_001,
      message: /more than 500 link or image brackets/,
    });
    expectRefused('md', `${TITLE}${'!['.repeat(5_000)}a${'](b)'.repeat(5_000)}\n`, {
      code: 'content-too-complex',
      line: 5,
      column: 1_002,
      message: /link or image brackets/,
    });
    expectRefused('md', `${TITLE}\`${']'.repeat(15_000)}\n`, { code: 'content-too-complex', line: 5, column: 502, message: /link or image brackets/ });
  });

  it('rejects link text that runs on for more than 10,000 characters after its [', () => {
    expectRefused('md', `${TITLE}Write to [info@example${'-->'.repeat(5_000)}](mailto:info@example.com).\n`, {
      code: 'content-too-complex',
      line: 5,
      column: 10,
      message: /^The link text that starts with this `\[` runs on for more than 10000 characters$/,
    });
    expectRefused('md', `${TITLE}A stray [ and then\n${'many more words\n'.repeat(1_000)}`, {
      code: 'content-too-complex',
      line: 5,
      column: 9,
      message: /link text/,
    });
    expect(accepted('md', `${TITLE}${`[a link](/a) and ${'some words '.repeat(4)}`.repeat(240)}\n`).html).toContain('href="/a"');
  });

  it('rejects more than 250 expression braces in a paragraph of an .mdx, and 500 tags', () => {
    expectRefused('mdx', `${TITLE}text {${'{1}'.repeat(5_000)}\n`, {
      code: 'content-too-complex',
      line: 5,
      column: 754,
      message: /more than 250 expression braces/,
    });
    expectRefused('md', `${TITLE}${'<Switcher de;\n'.repeat(5_000)}`, {
      code: 'content-too-complex',
      line: 505,
      column: 1,
      message: /more than 500 HTML or JSX tags/,
    });
  });

  it('counts each table row on its own, so large tables with emphasis parse', () => {
    const table = `| name | note |\n| --- | --- |\n${'| *a* | [b](/b) **c** ~d~ |\n'.repeat(1_000)}`;
    const doc = accepted('md', `${TITLE}${table}`);
    expect(doc.html.match(/<tr>/g)).toHaveLength(1_001);
  });

  it('does not count what is in code, code spans, escapes, words or reference definitions', () => {
    const code = `\`\`\`md\n${'*a'.repeat(50_000)}\n${'>'.repeat(10_000)}\n${'<div>'.repeat(2_000)}\n\`\`\`\n`;
    expect(accepted('md', `${TITLE}${code}`).html).toContain('<pre');
    expect(accepted('md', `${TITLE}${'`*a*` '.repeat(2_000)}\n`).html).toContain('<code>*a*</code>');
    expect(accepted('md', `${TITLE}${'\\*a '.repeat(2_000)}\n`).html).toContain('*a *a');
    expect(accepted('md', `${TITLE}${'snake_case_name '.repeat(2_000)}\n`).html).toContain('snake_case_name');
    expect(accepted('md', `${TITLE}See [a].\n\n${'[a]: /a\n'.repeat(2_000)}`).html).toContain('href="/a"');
  });
});

describe('micromark copying the doc at each block (content-too-complex)', () => {
  it('rejects more than 1,000 blockquotes, lists and setext headings in a doc', () => {
    expectRefused('md', `${TITLE}${'> a\n\n'.repeat(4_000)}`, {
      code: 'content-too-complex',
      line: 2_005,
      column: 1,
      message: /^This doc has more than 1000 blockquotes, lists and setext headings; this blockquote is one more$/,
    });
    expectRefused('md', `${TITLE}${'- a\n\nb\n\n'.repeat(4_000)}`, { code: 'content-too-complex', line: 4_005, column: 1, message: /this list is one more$/ });
    expectRefused('md', `${TITLE}${'a\n===\n'.repeat(11_000)}`, {
      code: 'content-too-complex',
      line: 2_006,
      column: 1,
      message: /this setext heading is one more$/,
    });
  });

  it('counts the items of one list once', () => {
    expect(accepted('md', `${TITLE}${'- item\n'.repeat(2_000)}`).html.match(/<li>/g)).toHaveLength(2_000);
  });

  it('rejects more than 1,000 lazy continuation lines in a doc', () => {
    expectRefused('md', `${TITLE}${'- a\nb\n'.repeat(1_500)}`, {
      code: 'content-too-complex',
      line: 2_006,
      column: 1,
      message: /^More than 1000 lines of this doc continue a paragraph of a blockquote, list item or footnote/,
    });
    expectRefused('md', `${TITLE}A claim[^2].\n\n[^2]:${'::::\n'.repeat(9_000)}`, { code: 'content-too-complex', line: 1_008, column: 1, message: /lazily/ });
  });

  it('ends lines at CR as micromark does, so a doc with CR line endings is counted line by line', () => {
    expectRefused('md', `# Title\r\rIntro.\r\r${':::note\r'.repeat(100)}`, { code: 'content-too-deep', line: 25, column: 1, message: /^Admonitions/ });
  });

  it('reads tables as micromark does: a delimiter row under a header of another width is paragraph text', () => {
    const rows = '| x | *y* |\n'.repeat(300);
    expectRefused('md', `${TITLE}Some text.\n| - | - |\n${rows}`, {
      code: 'content-too-complex',
      line: 257,
      column: 7,
      message: /^The paragraph that starts at line 5 has more than 500 emphasis/,
    });
    expect(accepted('md', `${TITLE}| a | b |\n| - | - |\n${rows}`).html.match(/<tr>/g)).toHaveLength(301);
  });

  it('counts the title of an admonition, and every unfinished HTML comment', () => {
    expectRefused('md', `${TITLE}:::tip Markdown in${'!['.repeat(2_500)}\nx\n:::\n`, {
      code: 'content-too-complex',
      line: 5,
      column: 1_020,
      message: /link or image brackets/,
    });
    expectRefused('md', `${TITLE}A short${' <!--'.repeat(8_000)}\n`, {
      code: 'content-too-complex',
      line: 5,
      column: 2_509,
      message: /more than 500 HTML or JSX tags/,
    });
  });

  it('reads fences as micromark does: four columns of indentation make no fence, and a less indented line ends one in a list item', () => {
    const quotes = Array.from({ length: 200 }, (_, level) => `${'>'.repeat(level + 1)} line`).join('\n');
    expectRefused('md', `${TITLE}Text\n    \`\`\`\n${quotes}\n`, { code: 'content-too-deep', line: 107, column: 101, message: /at this blockquote/ });
    expectRefused('md', `${TITLE}- item\n    \`\`\`js\n${quotes}\n`, { code: 'content-too-deep', line: 107, column: 101, message: /at this blockquote/ });
    expect(accepted('md', `${TITLE}- item\n\n  \`\`\`\n  ${'>'.repeat(200)}\n  \`\`\`\n`).html).toContain('<pre');
  });

  it('reads fences as micromark does: a backtick in the info string, or the end of the list item, ends the code', () => {
    expectRefused('md', `${TITLE}${'`'.repeat(50)} x \`\`\` :::note\n${':::note\n'.repeat(100)}`, {
      code: 'content-too-deep',
      line: 26,
      column: 1,
      message: /^Admonitions/,
    });
    expectRefused('md', `${TITLE}- \`\`\`\n- x\n\n${'>'.repeat(3_000)} x\n`, { code: 'content-too-deep', line: 8, column: 101, message: /at this blockquote/ });
  });

  it('reads blocks as the source rewrites do (one block reader): indented code is not counted, a fence inside <pre> or a comment opens nothing', () => {
    // Micromark reads an indented block as code, with no emphasis to resolve in it.
    expect(accepted('md', `${TITLE}${`    ${'*a'.repeat(600)}\n`.repeat(3)}`).html).toContain('<pre');
    // A raw-text HTML block and an HTML comment run to their end whatever they hold: the fence in them opens no code, so what follows is counted.
    const emphasis = `${'*a'.repeat(501)}\n`;
    for (const block of ['<pre>\n```\n</pre>', '<!--\n```\n-->']) {
      expectRefused('md', `${TITLE}${block}\n\n${emphasis}`, { code: 'content-too-complex', line: 9, column: 1001, message: /emphasis/ });
    }
  });
});

/**
 * Regular expressions took quadratic time on these runs inside the regex engine, where nothing can count the work.
 * Each run is long enough that the old patterns could not finish within the test's time limit: they took 3.5 s
 * (tabs) and 5 s (spaces) at 40,000 characters, growing with the square, so several minutes here, where the code
 * that replaced them reads the run once. Finishing is the proof; the assertions say the text was read right.
 */
const LONG_RUN = 300_000;

describe('inputs that took quadratic time in docs-gen itself', () => {
  it(`parses a heading with a run of ${LONG_RUN} tabs`, () => {
    const run = '\t'.repeat(LONG_RUN);
    expect(accepted('md', `# Ho${run}me\n`).headings).toMatchObject([{ depth: 1, text: `Ho${run}me` }]);
  });

  it(`parses an admonition title with a run of ${LONG_RUN} spaces`, () => {
    const html = accepted('md', `:::note Title${' '.repeat(LONG_RUN)}end\nx\n:::\n`).html;
    expect(html).toContain('admonition--note');
    expect(html).toMatch(/Title +end/);
  });

  it('numbers thousands of equal headings', () => {
    const doc = accepted('md', '## Same\n\n'.repeat(10_000));
    expect(doc.headings.at(-1)).toEqual({ depth: 2, text: 'Same', id: 'same-9999' });
  });

  it('shows a code block with a line over 1,000 characters plain: the highlighter, quadratic on a long token, never sees it', () => {
    // Counted, not timed: Prism's grammars took minutes on this line.
    const highlight = vi.spyOn(refractor, 'highlight');
    try {
      const doc = accepted('md', `\`\`\`js\n${'x'.repeat(170_000)}\n\`\`\`\n`);
      expect(highlight).not.toHaveBeenCalled();
      expect(doc.html).not.toContain('token');
      expect(accepted('md', '```js\nconst x = 1;\n```\n').html).toContain('token');
      expect(highlight).toHaveBeenCalledTimes(1);
    } finally {
      highlight.mockRestore();
    }
  });
});

describe('MDX and HTML that made rendering throw', () => {
  it('renders an admonition of an unknown type, or of none, as a note', () => {
    const doc = accepted('mdx', '<Admonition type="tipx">x</Admonition>\n\n<Admonition>y</Admonition>\n');
    expect(doc.html).toContain('admonition--tipx');
    expect(doc.html).toContain('admonition--note');
  });

  it('ignores a Tabs values attribute that is no list', () => {
    expect(accepted('mdx', '<Tabs values={1}><TabItem value="a">x</TabItem></Tabs>\n').html).toContain('role="tab"');
  });

  it('renders raw HTML elements with such names as spans', () => {
    const doc = accepted('md', '<Tabs>\n  <TabIte~~~\n~~~\nx">\n  </TabItem>\n</Tabs>\n');
    expect(doc.html).toContain('<span');
  });

  it('rejects them in MDX as unknown components', () => {
    const doc = parse('mdx', '# T\n\n<café>x</café>\n');
    expect(doc.diagnostics).toMatchObject([
      { code: 'unknown-component', message: '<café> is neither a theme component nor an HTML element', location: { line: 3, column: 1 } },
    ]);
  });
});

describe('long real documents', () => {
  /** A changelog as release tools write it: a `##` per release, each with two short lists (so `releases` × 2 lists). */
  const changelog = (releases: number) =>
    `# Changelog\n\n${Array.from(
      { length: releases },
      (_, index) =>
        `## ${Math.floor((releases - index) / 100)}.${(releases - index) % 100}.0\n\n### Features\n\n- **core:** add thing ${index} ([#${index}](https://github.com/acme/app/issues/${index}))\n- **router:** another feature\n\n### Bug Fixes\n\n- **forms:** fix bug ${index}\n- **http:** handle an edge case\n\n`,
    ).join('')}`;

  it('parses a changelog of more lists than a doc may have section by section, into the tree a whole parse gives, positions included', () => {
    // A doc small enough to parse whole (520 lists), then the same doc with more releases after it (1,040 lists),
    // parsed in sections: its first part is the same tree, node for node, positions included.
    const small = changelog(260);
    const whole = accepted('md', small);
    const source = `${small}${changelog(260)}`;
    const inSections = accepted('md', source);
    expect(inSections.html.match(/<li>/g)).toHaveLength(2_080);
    expect(inSections.tree.children.length).toBeGreaterThan(whole.tree.children.length);
    expect(inSections.tree.children.slice(0, whole.tree.children.length)).toEqual(whole.tree.children);
    // Positions are the doc's in the later sections too: the last release's link.
    const lines = source.split('\n');
    expect(inSections.links.at(-1)).toMatchObject({
      url: 'https://github.com/acme/app/issues/259',
      line: lines.findLastIndex((line) => line.includes('[#259]')) + 1,
      column: 28,
    });
    // Heading ids are unique across sections, as across a doc parsed whole.
    expect(inSections.headings.at(-1)).toMatchObject({ text: 'Bug Fixes', id: 'bug-fixes-519' });
  });

  it('builds a 10,000-row table and a long README of prose, code and headings', () => {
    const table = `| name | type | note |\n| --- | --- | --- |\n${Array.from({ length: 10_000 }, (_, row) => `| field${row} | \`string\` | *see* docs |`).join('\n')}\n`;
    // Parsed, not rendered: rendering ten thousand rows is the renderer's time, not what the limits decide.
    const parsed = parse('md', `${TITLE}${table}`);
    expect([parsed.diagnostics, parsed.reachedParser]).toEqual([[], true]);
    expect(JSON.stringify(parsed.tree).match(/"tagName":"tr"/g)).toHaveLength(10_001);
    const readme = Array.from(
      { length: 200 },
      (_, section) =>
        `## Option ${section}\n\nSome **prose** with \`code\` and a [link](#option-${section}).\n\n\`\`\`js\nconfigure({ option${section}: true });\n\`\`\`\n\n> Note: a quote.\n\n- one\n- two\n`,
    ).join('\n');
    expect(accepted('md', `${TITLE}${readme}`).html.match(/<blockquote>/g)).toHaveLength(200);
  });

  it('still refuses a section with more than 1,000 blocks, and a long doc it cannot split (definitions), in bounded time', () => {
    expectRefused('md', `${TITLE}## One\n\n${'- a\n\n'.repeat(10)}## Two\n\n${'> a\n\n'.repeat(2_000)}`, {
      code: 'content-too-complex',
      line: 2_029,
      column: 1,
      message:
        /^This section has more than 1000 blockquotes, lists and setext headings; this blockquote is one more \(a long doc is parsed section by section, from one heading/,
    });
    const withDefinition = `${changelog(600)}[a]: /a\n`;
    const listStarts = withDefinition.split('\n').flatMap((line, index) => (/^- \*\*(?:core|forms):/.test(line) ? [index + 1] : []));
    expectRefused('md', withDefinition, {
      code: 'content-too-complex',
      line: listStarts[1_000]!,
      column: 1,
      message: /^This doc has more than 1000 blockquotes, lists and setext headings; this list is one more$/,
    });
  });
});

const REPO = path.resolve(import.meta.dirname, '../..');

/** Every doc under these folders of the repository, with its format. */
function docsUnder(...folders: string[]): Array<{ file: string; source: string; format: 'md' | 'mdx' }> {
  return folders.flatMap((folder) =>
    readdirSync(path.join(REPO, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.mdx?$/.test(file) && !file.split(path.sep).includes('node_modules'))
      .map((file) => ({
        file: `${folder}/${file}`,
        source: readFileSync(path.join(REPO, folder, file), 'utf8'),
        format: file.endsWith('.mdx') ? 'mdx' : 'md',
      })),
  );
}

/** A doc of pieces that each bring one count near its limit, drawn at random: of the docs within every limit by their counts, many are near one. */
function docNearTheLimits(random: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const some = (most: number) => Math.floor(most * (0.5 + random() * 0.55));
  const ending = pick(['\n', '\r\n', '\r']);
  const pieces = [
    () => `${'> '.repeat(some(100))}quoted`,
    () => `${'- '.repeat(some(100))}item`,
    () => Array.from({ length: some(50) }, (_, level) => `${'  '.repeat(level)}- level ${level}`).join(ending),
    () => Array.from({ length: some(40) }, (_, level) => `${'\t'.repeat(Math.floor(level / 2))}${'>'.repeat(level % 3)} 1. deep`).join(ending),
    () => `${'<div>'.repeat(some(100))}text`,
    () => Array.from({ length: some(100) }, () => '<section>').join(ending),
    () => Array.from({ length: some(20) }, (_, level) => `${':'.repeat(3 + level)}note`).join(ending),
    () => `${'*a'.repeat(some(500))}`,
    () => Array.from({ length: some(250) }, () => '*a* b').join(ending),
    () => `${'_b_ '.repeat(some(250))}`,
    () => `${'[x'.repeat(some(500))}`,
    () => `[${'word '.repeat(some(2_000))}`,
    () => `${'{x}'.repeat(some(250))}`,
    () => Array.from({ length: some(1_000) }, (_, index) => (index % 2 === 0 ? '> quoted' : 'lazy')).join(ending),
    () => Array.from({ length: some(500) }, () => `- item${ending}Para${ending}===`).join(ending),
    () => '   \t',
    () => '',
    () => '```\n<div>*[{\n```',
  ];
  return Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(pieces)()).join(ending + pick(['', ending, ` ${ending}`]));
}

describe('docs within every limit by their counts alone', () => {
  const real = docsUnder('content', 'test/fixtures');

  it('are nearly all real docs, which the scan then need not read', () => {
    const byCounts = real.filter((doc) => withinLimitsByCounts(doc.source, doc.format === 'mdx'));
    expect(real.length).toBeGreaterThan(300);
    expect(byCounts.length / real.length).toBeGreaterThan(0.9);
  });

  it('get what the scan gives, deepest place included: real docs, and docs drawn near the limits', () => {
    let state = 7;
    const random = () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state / 2 ** 31;
    };
    const drawn = Array.from({ length: 3_000 }, (_, index) => ({
      source: docNearTheLimits(random),
      format: index % 2 === 0 ? ('md' as const) : ('mdx' as const),
    }));
    let byCounts = 0;
    let nearOne = 0;
    for (const { source, format } of [...real, ...drawn]) {
      const scanned = scanSourceLimits(source, format);
      expect(checkSourceLimits(source, format), source.slice(0, 200)).toEqual(scanned);
      if (withinLimitsByCounts(source, format === 'mdx')) {
        byCounts++;
        if (scanned.deepest.line > 1 && source.length > 1_000) nearOne++;
      }
    }
    expect(byCounts).toBeGreaterThan(real.length + 300);
    expect(nearOne).toBeGreaterThan(300);
  });
});
