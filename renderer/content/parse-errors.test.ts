/**
 * What an author sees when a page is wrong: the diagnostic code, severity,
 * message, position and code frame for malformed MDX, bad front matter,
 * unknown components and MDX docs-gen cannot render without running code.
 */
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../diagnostics/types.js';
import { createDocParser, type DocFormat, type ParsedDoc } from './parse-doc.js';

/** A fixed component list keeps the "Available components" messages stable when the theme grows. */
const COMPONENTS = ['Admonition', 'Details', 'TabItem', 'Tabs'];
const parseDoc = createDocParser({ components: COMPONENTS, markdownFormat: 'detect' });
/** A site that runs none of its docs' code (`markdown.rawHtml: 'sanitize'`): nothing is compiled. */
const parseUntrusted = createDocParser({ components: COMPONENTS, rawHtml: 'sanitize' });
/** `markdown.format: 'md'`: every file is CommonMark, as its author chose. */
const parseCommonMark = createDocParser({ components: COMPONENTS, markdownFormat: 'md' });
const AVAILABLE = 'Admonition, Details, TabItem, Tabs';

function parse(format: DocFormat, ...lines: string[]): ParsedDoc {
  return parseDoc({ file: `content/guide/page.${format}`, source: lines.join('\n'), format });
}

function parseWithoutCode(format: DocFormat, ...lines: string[]): ParsedDoc {
  return parseUntrusted({ file: `content/guide/page.${format}`, source: lines.join('\n'), format });
}

/** The page's one diagnostic; fails when there are more or none. */
function onlyDiagnostic(doc: ParsedDoc): Diagnostic {
  expect(doc.diagnostics.map((d) => d.message)).toHaveLength(1);
  return doc.diagnostics[0]!;
}

function expectAt(diagnostic: Diagnostic, format: DocFormat, line: number, column: number): void {
  expect(diagnostic.location).toEqual({ file: `content/guide/page.${format}`, line, column });
}

/** The frame marks `line` with `>` and puts a caret under `column`. */
function expectCodeFrame(diagnostic: Diagnostic, line: number, column: number, lineText: string): void {
  const frame = diagnostic.codeFrame?.split('\n') ?? [];
  const marked = frame.findIndex((row) => row.startsWith('>'));
  expect(frame[marked]).toMatch(new RegExp(`^> +${line} \\| ${escapeRegExp(lineText)}$`));
  expect(frame[marked + 1]).toMatch(new RegExp(`^ +\\| ${' '.repeat(column - 1)}\\^$`));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('malformed MDX (mdx-syntax)', () => {
  it('rejects a tag that is never closed, pointing at the opening tag', () => {
    const doc = parse('mdx', '# Title', '', '<Tabs>', '', 'Text', '');
    const diagnostic = onlyDiagnostic(doc);
    expect(diagnostic).toMatchObject({ code: 'mdx-syntax', severity: 'error', message: 'Expected a closing tag for `<Tabs>`' });
    expectAt(diagnostic, 'mdx', 3, 1);
    expectCodeFrame(diagnostic, 3, 1, '<Tabs>');
  });

  it('rejects a mismatched closing tag, pointing at the closing tag', () => {
    const doc = parse('mdx', '# Title', '', '<Tabs>', 'Text', '</Details>', '');
    const diagnostic = onlyDiagnostic(doc);
    expect(diagnostic).toMatchObject({
      code: 'mdx-syntax',
      severity: 'error',
      message: 'Unexpected closing tag `</Details>`, expected corresponding closing tag for `<Tabs>`',
    });
    expectAt(diagnostic, 'mdx', 5, 1);
    expectCodeFrame(diagnostic, 5, 1, '</Details>');
  });

  it('rejects an expression that is not valid JavaScript, in plain words', () => {
    const doc = parse('mdx', '# Title', '', 'Value: {1 +}', '');
    const diagnostic = onlyDiagnostic(doc);
    expect(diagnostic).toMatchObject({ code: 'mdx-syntax', severity: 'error', message: 'Could not parse the JavaScript expression' });
    expectAt(diagnostic, 'mdx', 3, 12);
    expectCodeFrame(diagnostic, 3, 12, 'Value: {1 +}');
  });

  it('rejects an expression whose brace is never closed', () => {
    const diagnostic = onlyDiagnostic(parse('mdx', 'Text {1 + ', '', 'more', ''));
    expect(diagnostic).toMatchObject({
      code: 'mdx-syntax',
      severity: 'error',
      message: 'Unexpected end of file in expression, expected a corresponding closing brace for `{`',
    });
    expectAt(diagnostic, 'mdx', 1, 11);
    expect(diagnostic.codeFrame).toContain('> 1 | Text {1 + ');
  });

  it('rejects an empty attribute expression', () => {
    const diagnostic = onlyDiagnostic(parse('mdx', '<Tabs values={}>', '</Tabs>', ''));
    expect(diagnostic).toMatchObject({ code: 'mdx-syntax', severity: 'error', message: 'Unexpected empty expression' });
    expectAt(diagnostic, 'mdx', 1, 15);
  });

  it('returns no headings or body for a page that does not parse', () => {
    const doc = parse('mdx', '# Title', '', '<Tabs>', '');
    expect(doc.headings).toEqual([]);
    expect(doc.contentTitle).toBeUndefined();
    expect(doc.tree.children).toEqual([]);
  });

  it('accepts the same text in .md read as CommonMark, where < and { are not syntax', () => {
    const doc = parseCommonMark({ file: 'content/guide/page.md', source: '# Title\n\nValue: {1 +} and <Tabs>\n', format: 'md' });
    expect(doc.diagnostics).toEqual([]);
    expect(doc.contentTitle).toBe('Title');
  });
});

describe('front matter (invalid-frontmatter)', () => {
  it('rejects YAML that does not parse, at the offending line, with a code frame', () => {
    const doc = parse('md', '---', 'title: "unclosed', '---', '', '# Page', '');
    const diagnostic = onlyDiagnostic(doc);
    expect(diagnostic).toMatchObject({ code: 'invalid-frontmatter', severity: 'error', message: 'Front matter is not valid YAML: Missing closing "quote' });
    expectAt(diagnostic, 'md', 2, 17);
    expectCodeFrame(diagnostic, 2, 17, 'title: "unclosed');
    expect(doc.frontMatter).toEqual({});
  });

  it('still renders the body when only the front matter is invalid', () => {
    const doc = parse('md', '---', 'title: [unclosed', '---', '', '# Page', '');
    expect(onlyDiagnostic(doc).message).toMatch(
      /^Front matter is not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a \]$/,
    );
    expect(doc.headings).toEqual([{ depth: 1, text: 'Page', id: 'page' }]);
  });

  it('accepts an alias as a field value, as the value of its anchor', () => {
    const doc = parse('md', '---', 'x-name: &name Setup guide', 'title: *name', 'sidebar_label: *name', '---', '', 'Body', '');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.frontMatter).toEqual({ title: 'Setup guide', sidebar_label: 'Setup guide' });
  });

  it('rejects a duplicate key at the second one', () => {
    const diagnostic = onlyDiagnostic(parse('md', '---', 'title: A', 'slug: /a', 'title: B', '---', ''));
    expect(diagnostic).toMatchObject({
      code: 'invalid-frontmatter',
      message: 'Front matter is not valid YAML: Duplicate key "title" (first at line 2); keep one',
    });
    expectAt(diagnostic, 'md', 4, 1);
  });

  it('rejects front matter that is opened and never closed, at line 1', () => {
    for (const format of ['md', 'mdx'] as const) {
      const diagnostic = onlyDiagnostic(parse(format, '---', 'title: Setup', 'slug: /setup', '', '# Setup', '', 'Text.', ''));
      expect(diagnostic).toMatchObject({
        code: 'invalid-frontmatter',
        severity: 'error',
        message: 'The front matter opened by "---" on line 1 is never closed',
      });
      expectAt(diagnostic, format, 1, 1);
    }
  });

  it('accepts a page that starts with a thematic break, which is not front matter', () => {
    expect(parse('md', '---', '', 'Text after a rule.', '').diagnostics).toEqual([]);
  });

  it('rejects front matter that is not a mapping', () => {
    const diagnostic = onlyDiagnostic(parse('md', '---', '- a', '- b', '---', ''));
    expect(diagnostic).toMatchObject({ code: 'invalid-frontmatter', severity: 'error', message: 'Front matter must be a YAML mapping of `key: value` lines' });
    expectAt(diagnostic, 'md', 2, 1);
  });

  it('rejects a wrong-typed field at its value, and keeps the valid fields', () => {
    const doc = parse('md', '---', 'title: Setup', 'sidebar_position: abc', 'draft: "yes"', 'keywords: 3', 'id: a/b', '---', '', 'Body', '');
    expect(doc.diagnostics.map(({ code, severity, message, location }) => ({ code, severity, message, location }))).toEqual([
      {
        code: 'invalid-frontmatter',
        severity: 'error',
        message: 'Front matter field "sidebar_position" must be a number, got string "abc"',
        location: { file: 'content/guide/page.md', line: 3, column: 19 },
      },
      {
        code: 'invalid-frontmatter',
        severity: 'error',
        message: 'Front matter field "draft" must be true or false, got string "yes"',
        location: { file: 'content/guide/page.md', line: 4, column: 8 },
      },
      {
        code: 'invalid-frontmatter',
        severity: 'error',
        message: 'Front matter field "keywords" must be a list of strings, got number 3',
        location: { file: 'content/guide/page.md', line: 5, column: 11 },
      },
      {
        code: 'invalid-frontmatter',
        severity: 'error',
        message: 'Front matter field "id" must not contain "/", got "a/b"; use slug to change the URL',
        location: { file: 'content/guide/page.md', line: 6, column: 5 },
      },
    ]);
    expectCodeFrame(doc.diagnostics[0]!, 3, 19, 'sidebar_position: abc');
    expect(doc.frontMatter).toEqual({ title: 'Setup' });
  });

  it('accepts the same fields with the right types', () => {
    const doc = parse('md', '---', 'sidebar_position: 3', 'draft: true', 'keywords: [a, b]', 'id: setup', 'pagination_prev: null', '---', '');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.frontMatter).toEqual({ sidebar_position: 3, draft: true, keywords: ['a', 'b'], id: 'setup', pagination_prev: null });
  });

  it('rejects a list with a non-string item and a mapping where a string is expected', () => {
    const doc = parse('md', '---', 'keywords: [a, 1]', 'title:', '  nested: x', '---', '');
    expect(doc.diagnostics.map((d) => d.message)).toEqual([
      'Front matter field "keywords" must be a list of strings, got a list',
      'Front matter field "title" must be a string, got a mapping',
    ]);
  });

  it('reports front matter errors in .mdx at the same lines', () => {
    const diagnostic = onlyDiagnostic(parse('mdx', '---', 'sidebar_position: abc', '---', '', '# T', ''));
    expect(diagnostic).toMatchObject({ code: 'invalid-frontmatter', message: 'Front matter field "sidebar_position" must be a number, got string "abc"' });
    expectAt(diagnostic, 'mdx', 2, 19);
  });
});

describe('unknown components (unknown-component)', () => {
  it('rejects a capitalised element that is not a theme component, listing the available ones', () => {
    const diagnostic = onlyDiagnostic(parse('mdx', '# T', '', '<Foo />', ''));
    expect(diagnostic).toMatchObject({ code: 'unknown-component', severity: 'error', message: `Unknown component <Foo>. Available components: ${AVAILABLE}` });
    expectAt(diagnostic, 'mdx', 3, 1);
    expectCodeFrame(diagnostic, 3, 1, '<Foo />');
  });

  it('rejects an unknown component inside a paragraph at its own column', () => {
    const diagnostic = onlyDiagnostic(parse('mdx', 'Text <Inline /> here.', ''));
    expect(diagnostic.message).toBe(`Unknown component <Inline>. Available components: ${AVAILABLE}`);
    expectAt(diagnostic, 'mdx', 1, 6);
  });

  it('rejects a member expression name', () => {
    const diagnostic = onlyDiagnostic(parse('mdx', '<Foo.Bar />', ''));
    expect(diagnostic).toMatchObject({ code: 'unknown-component', message: `Unknown component <Foo.Bar>. Available components: ${AVAILABLE}` });
  });

  it('accepts theme components and lower-case HTML elements', () => {
    expect(parse('mdx', '<Details summary="x">', '<span>ok</span>', '</Details>', '').diagnostics).toEqual([]);
  });

  it('rejects an import of a theme component that does not exist', () => {
    const diagnostic = onlyDiagnostic(parse('mdx', "import X from '@theme/Nope';", '', '# T', ''));
    expect(diagnostic).toMatchObject({
      code: 'unknown-component',
      severity: 'error',
      message: `Cannot import "@theme/Nope": there is no theme component Nope. Available: ${AVAILABLE}`,
    });
    expectAt(diagnostic, 'mdx', 1, 1);
    expectCodeFrame(diagnostic, 1, 1, "import X from '@theme/Nope';");
  });

  it('accepts an import of a theme component, under its own name or another', () => {
    const doc = parse('mdx', "import Tabs from '@theme/Tabs';", "import Pane from '@theme/TabItem';", '', '<Tabs>', '<Pane value="a">A</Pane>', '</Tabs>', '');
    expect(doc.diagnostics).toEqual([]);
  });

  it('rejects a component used under a name it was not imported as', () => {
    const diagnostic = onlyDiagnostic(parse('mdx', "import Pane from '@theme/TabItem';", '', '<Panel value="a" />', ''));
    expect(diagnostic).toMatchObject({ code: 'unknown-component', message: `Unknown component <Panel>. Available components: ${AVAILABLE}` });
    expectAt(diagnostic, 'mdx', 3, 1);
  });

  it('rejects namespace and renamed named imports, at the specifier', () => {
    const doc = parse('mdx', "import * as T from '@theme/TabItem';", "import { Nope as D } from '@theme/Details';", '');
    expect(doc.diagnostics.map(({ code, message, location }) => ({ code, message, location }))).toEqual([
      {
        code: 'unsupported-mdx',
        message: "Import the component as `import TabItem from '@theme/TabItem'`",
        location: { file: 'content/guide/page.mdx', line: 1, column: 8 },
      },
      {
        code: 'unsupported-mdx',
        message: "Import the component as `import Details from '@theme/Details'`",
        location: { file: 'content/guide/page.mdx', line: 2, column: 10 },
      },
    ]);
  });
});

describe('MDX that needs running code, on a site that runs none (markdown.rawHtml: sanitize, unsupported-mdx)', () => {
  const parse = parseWithoutCode;

  it('rejects an import from anywhere but @theme', () => {
    const diagnostic = onlyDiagnostic(parse('mdx', "import x from './x.js';", '', '# T', ''));
    expect(diagnostic).toMatchObject({
      code: 'unsupported-mdx',
      severity: 'error',
      message: 'Cannot import "./x.js": MDX pages can import only theme components (@theme/<Component>)',
    });
    expectAt(diagnostic, 'mdx', 1, 1);
    expectCodeFrame(diagnostic, 1, 1, "import x from './x.js';");
  });

  it('rejects an export', () => {
    const diagnostic = onlyDiagnostic(parse('mdx', '# T', '', 'export const a = 1;', ''));
    expect(diagnostic).toMatchObject({
      code: 'unsupported-mdx',
      severity: 'error',
      message: '`export` statements are not supported in MDX pages; only imports from @theme/<Component> are',
    });
    expectAt(diagnostic, 'mdx', 3, 1);
    expectCodeFrame(diagnostic, 3, 1, 'export const a = 1;');
  });

  it('rejects a function call in text, pointing at the call', () => {
    const diagnostic = onlyDiagnostic(parse('mdx', '# T', '', 'Call {foo()} here.', ''));
    expect(diagnostic).toMatchObject({
      code: 'unsupported-mdx',
      severity: 'error',
      message: 'Cannot evaluate the expression {foo()} at build time (CallExpression); use literal values such as strings, numbers, arrays and objects',
    });
    expectAt(diagnostic, 'mdx', 3, 7);
    expectCodeFrame(diagnostic, 3, 7, 'Call {foo()} here.');
  });

  it('accepts literal text expressions', () => {
    expect(parse('mdx', "Text {'a'} {1} {-2} {`t`} {[1, 2]} {{ a: 1 }} {null} {true}", '').diagnostics).toEqual([]);
  });

  it('rejects identifiers, template placeholders, regular expressions and spreads in text', () => {
    const doc = parse('mdx', 'A {props.x} {`a ${b}`} {/x/g} {[...xs]} {{...o}}', '');
    expect(
      doc.diagnostics.map(({ code, message, location }) => ({ code, message, column: location && 'column' in location ? location.column : undefined })),
    ).toEqual([
      { code: 'unsupported-mdx', message: expect.stringContaining('Cannot evaluate the expression {props.x} at build time (MemberExpression)'), column: 4 },
      { code: 'unsupported-mdx', message: expect.stringContaining('Cannot evaluate the expression {`a ${b}`} at build time (TemplateLiteral)'), column: 14 },
      { code: 'unsupported-mdx', message: expect.stringContaining('Cannot evaluate the expression {/x/g} at build time (Literal)'), column: 25 },
      { code: 'unsupported-mdx', message: expect.stringContaining('Cannot evaluate the expression {[...xs]} at build time (SpreadElement)'), column: 33 },
      { code: 'unsupported-mdx', message: expect.stringContaining('Cannot evaluate the expression {{...o}} at build time (SpreadElement)'), column: 43 },
    ]);
  });

  it('rejects a call in an attribute, naming the attribute and element', () => {
    const diagnostic = onlyDiagnostic(parse('mdx', '<Tabs values={getValues()}>', '</Tabs>', ''));
    expect(diagnostic).toMatchObject({
      code: 'unsupported-mdx',
      severity: 'error',
      message: 'Cannot evaluate attribute values of <Tabs> at build time (CallExpression); use literal values such as strings, numbers, arrays and objects',
    });
    expectAt(diagnostic, 'mdx', 1, 15);
    expectCodeFrame(diagnostic, 1, 15, '<Tabs values={getValues()}>');
  });

  it('accepts literal arrays and objects in attributes', () => {
    const doc = parse('mdx', "<Tabs values={[{ value: 'a', label: 'A' }, { value: 'b' }]} defaultValue={'b'}>", '</Tabs>', '');
    expect(doc.diagnostics).toEqual([]);
  });

  it('rejects a spread attribute, at the spread', () => {
    const diagnostic = onlyDiagnostic(parse('mdx', '# T', '', '<Details {...props}>x</Details>', ''));
    expect(diagnostic).toMatchObject({
      code: 'unsupported-mdx',
      severity: 'error',
      message: 'Spread attributes ({...}) are not supported on <Details>; write each attribute out',
    });
    expectAt(diagnostic, 'mdx', 3, 10);
    expectCodeFrame(diagnostic, 3, 10, '<Details {...props}>x</Details>');
  });

  it('reports every problem on a page, in source order', () => {
    const doc = parse('mdx', "import x from './x.js';", 'export const a = 1;', '', 'Call {foo()}.', '', '<Foo />', '');
    expect(doc.diagnostics.map((d) => [d.code, d.location && 'line' in d.location ? d.location.line : undefined])).toEqual([
      ['unsupported-mdx', 1],
      ['unsupported-mdx', 2],
      ['unsupported-mdx', 4],
      ['unknown-component', 6],
    ]);
    expect(doc.diagnostics.every((d) => d.severity === 'error' && d.codeFrame !== undefined)).toBe(true);
  });

  it('accepts the same text in .md read as CommonMark, where it is raw HTML and plain text', () => {
    const source = "import x from './x.js';\n\nCall {foo()} and <Foo />.\n";
    expect(parseCommonMark({ file: 'content/guide/page.md', source, format: 'md' }).diagnostics).toEqual([]);
  });
});

describe('MDX that needs running code is compiled (markdown.rawHtml: allow)', () => {
  it.each([
    ['an import of a site file', ["import x from './x.js';", '', '# T'], 'imports "./x.js"'],
    ['an import of a package', ["import Embed from 'react-lite-youtube-embed';", '', '<Embed id="a" />'], 'imports "react-lite-youtube-embed"'],
    ['an export', ['# T', '', 'export const a = 1;'], 'exports values'],
    ['a call in text', ['Year {new Date().getFullYear()}.'], 'computes {new Date().getFullYear()}'],
    [
      'a call in an attribute',
      ["import TOCInline from '@theme/TOCInline';", '', '<TOCInline toc={toc.slice(1)} />'],
      'computes the attribute toc={toc.slice(1)}',
    ],
    ['a spread attribute', ['<Details {...props}>x</Details>'], 'spreads attributes'],
  ])('accepts %s, and says why the page is compiled', (_, lines, reason) => {
    const doc = createDocParser({ components: [...COMPONENTS, 'TOCInline'] })({ file: 'content/guide/page.mdx', source: lines.join('\n'), format: 'mdx' });
    expect(doc.diagnostics).toEqual([]);
    expect(doc.compiled).toBe(reason);
  });

  it('renders a page of literal data without compiling it', () => {
    expect(parse('mdx', "import Tabs from '@theme/Tabs';", '', "<Tabs values={[{ value: 'a' }]}>", '</Tabs>', '').compiled).toBeUndefined();
  });

  it('rejects a component the page neither imports, exports nor finds in the theme, at the element', () => {
    const diagnostic = onlyDiagnostic(parse('mdx', "import x from './x.js';", '', '<Video />', ''));
    expect(diagnostic).toMatchObject({ code: 'unknown-component', message: expect.stringContaining('Unknown component <Video>: import it') });
    expectAt(diagnostic, 'mdx', 3, 1);
  });

  it("reads the headings and links of an imported partial as the page's, placed at the element that renders it", () => {
    const doc = parseDoc({
      file: 'content/guide/page.mdx',
      source: "import Note from './_note.md';\n\n# Page\n\n## Own\n\n<Note />\n",
      format: 'mdx',
      partials: { 'content/guide/_note.md': '## From the partial\n\nSee [setup](./setup.md#install).\n' },
    });
    expect(doc.diagnostics).toEqual([]);
    expect(doc.compiled).toBe('imports "./_note.md"');
    expect(doc.headings.map((heading) => heading.id)).toEqual(['page', 'own', 'from-the-partial']);
    // Resolved from the partial's file and written from the site root: every page rendering it links the same file.
    expect(doc.links).toEqual([{ url: '@site/content/guide/setup.md#install', line: 7, column: 1, written: './setup.md#install in content/guide/_note.md' }]);
  });

  it('rejects an import of a partial that is not there, and a partial that imports itself, at the import', () => {
    const doc = parseDoc({
      file: 'content/page.mdx',
      source: "import Gone from './_gone.md';\nimport Loop from './_loop.mdx';\n\n<Loop />\n",
      format: 'mdx',
      partials: { 'content/_loop.mdx': "import Loop from './_loop.mdx';\n\n<Loop />\n" },
    });
    expect(doc.diagnostics.map(({ code, message, location }) => ({ code, message, location }))).toEqual([
      {
        code: 'mdx-import',
        message: 'Cannot import "./_gone.md": no such file in the site (content/_gone.md)',
        location: { file: 'content/page.mdx', line: 1, column: 1 },
      },
      {
        code: 'mdx-import',
        message: '"./_loop.mdx" imports itself through content/page.mdx → content/_loop.mdx → content/_loop.mdx',
        location: { file: 'content/page.mdx', line: 4, column: 1 },
      },
    ]);
  });
});

describe('MDX in a .md file read as CommonMark (markdown.format: detect, mdx-in-md)', () => {
  it.each([
    ['an import line', ['# T', '', "import Note from './_note.md';"], 3, 1, 'an `import` line'],
    ['an export line', ['export const year = 2024;'], 1, 1, 'an `export` line'],
    ['a capitalised JSX tag', ['Some text', '', 'Then <TOCInline toc={toc} /> here.'], 3, 6, 'the JSX tag <TOCInline>'],
  ])('warns about %s, at its line and column', (_, lines, line, column, what) => {
    const diagnostic = onlyDiagnostic(parse('md', ...lines));
    expect(diagnostic).toMatchObject({
      code: 'mdx-in-md',
      severity: 'warning',
      message: `This .md file holds MDX (${what}), but is read as CommonMark: the page shows it as text, or drops it`,
    });
    expectAt(diagnostic, 'md', line, column);
  });

  it('accepts the same text in code blocks, code spans and front matter, and lower-case HTML', () => {
    const doc = parse(
      'md',
      '---',
      'title: <Foo>',
      '---',
      '',
      '```js',
      "import x from 'y';",
      '```',
      '',
      'Write `<Tabs>` and <span>text</span>.',
      '',
      '    <Indented />',
      '',
    );
    expect(doc.diagnostics).toEqual([]);
  });
});
