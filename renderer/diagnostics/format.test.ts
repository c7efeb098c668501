import { describe, expect, it } from 'vitest';
import { formatCodeFrame } from './code-frame.js';
import { formatCounts, formatDiagnosticsForTerminal, formatLocation, listNames, sortDiagnostics, toJsonDiagnostic, toJsonReport } from './format.js';
import type { Diagnostic } from './types.js';

const brokenLink = (file: string, line: number, to = '/nope'): Diagnostic => ({
  code: 'broken-link',
  severity: 'error',
  message: `Link to ${to} does not resolve to any page`,
  location: { file, line, column: 3 },
});

describe('formatLocation', () => {
  it('writes a file position as file:line:column, and a file alone as its name', () => {
    expect(formatLocation({ file: 'content/a.md', line: 12, column: 5 })).toBe('content/a.md:12:5');
    expect(formatLocation({ file: 'content/a.md', line: 12 })).toBe('content/a.md:12:1');
    expect(formatLocation({ file: 'content/a.md' })).toBe('content/a.md');
  });

  it('writes a spec pointer after the file, and a config field after its place in the config when it is known', () => {
    expect(formatLocation({ file: 'specs/x.yaml', pointer: '/paths/~1a/get' })).toBe('specs/x.yaml#/paths/~1a/get');
    expect(formatLocation({ configField: 'navbar.items[1].to', file: 'site.config.ts', line: 9, column: 31 })).toBe(
      'site.config.ts:9:31 (field navbar.items[1].to)',
    );
    expect(formatLocation({ configField: 'title', file: 'site.config.ts' })).toBe('site.config.ts (field title)');
    expect(formatLocation({ configField: 'title' })).toBe('site config (field title)');
  });

  it('names options, arguments and pages of a built site', () => {
    expect(formatLocation({ option: '--out' })).toBe('option --out');
    expect(formatLocation({ option: '<name>' })).toBe('argument <name>');
    expect(formatLocation({ page: '/docs/guide', link: '/docs/nope' })).toBe('/docs/guide');
  });

  it('is empty without a location', () => {
    expect(formatLocation(undefined)).toBe('');
  });
});

describe('sortDiagnostics', () => {
  it('groups the problems of each file (or page) together, files in order, then by line and column', () => {
    const unsorted: Diagnostic[] = [
      brokenLink('content/b.md', 2),
      { code: 'config-invalid', severity: 'error', message: 'no file' },
      brokenLink('content/a.md', 10),
      { ...brokenLink('content/a.md', 2), location: { file: 'content/a.md', line: 2, column: 9 } },
      brokenLink('content/a.md', 2),
      { code: 'crawl-broken-link', severity: 'error', message: 'on a page', location: { page: '/a' } },
    ];
    expect(sortDiagnostics(unsorted).map((d) => formatLocation(d.location))).toEqual([
      '',
      '/a',
      'content/a.md:2:3',
      'content/a.md:2:9',
      'content/a.md:10:3',
      'content/b.md:2:3',
    ]);
  });

  it('keeps the order the stages found them in for one place', () => {
    const first = { ...brokenLink('content/a.md', 1), message: 'first' };
    const second = { ...brokenLink('content/a.md', 1), message: 'second' };
    expect(sortDiagnostics([first, second]).map((d) => d.message)).toEqual(['first', 'second']);
  });
});

describe('formatDiagnosticsForTerminal', () => {
  it('writes one line per problem (place, severity, message, code), then what to do, from the catalogue unless the problem has its own', () => {
    const own: Diagnostic = {
      code: 'output-invalid',
      severity: 'error',
      message: 'The output folder . is the site folder itself',
      hint: 'Write the site elsewhere.',
      location: { option: '--out' },
    };
    const warning: Diagnostic = {
      code: 'broken-anchor',
      severity: 'warning',
      message: 'Link #x points to #x, which is not an anchor on /',
      location: { file: 'content/index.md', line: 4, column: 1 },
    };
    expect(formatDiagnosticsForTerminal([warning, own, brokenLink('content/index.md', 2)]).split('\n')).toEqual([
      'option --out  error  The output folder . is the site folder itself  [output-invalid]',
      '    → Write the site elsewhere.',
      'content/index.md:2:3  error  Link to /nope does not resolve to any page  [broken-link]',
      '    → Point the link at an existing page, or create the page.',
      'content/index.md:4:1  warning  Link #x points to #x, which is not an anchor on /  [broken-anchor]',
      '    → Use the id of a heading on the target page (shown in its table of contents), or add `{#id}` to a heading.',
    ]);
  });

  it('leaves out the place of a problem that has none', () => {
    expect(formatDiagnosticsForTerminal([{ code: 'internal-error', severity: 'error', message: 'Internal error: boom', hint: 'Report it.' }])).toBe(
      'error  Internal error: boom  [internal-error]\n    → Report it.',
    );
  });

  it('shows the code frame of a parse error under its line, indented', () => {
    const source = 'line one\nline two\n<Broken\nline four\nline five\n';
    const diagnostic: Diagnostic = {
      code: 'mdx-syntax',
      severity: 'error',
      message: 'Unexpected end of file',
      hint: 'Close the tag.',
      location: { file: 'content/a.mdx', line: 3, column: 8 },
      codeFrame: formatCodeFrame(source, 3, 8),
    };
    expect(formatDiagnosticsForTerminal([diagnostic]).split('\n')).toEqual([
      'content/a.mdx:3:8  error  Unexpected end of file  [mdx-syntax]',
      '      1 | line one',
      '      2 | line two',
      '    > 3 | <Broken',
      '        |        ^',
      '      4 | line four',
      '    → Close the tag.',
    ]);
  });

  it('paints place, severity and code only when asked for colour', () => {
    const painted = formatDiagnosticsForTerminal([brokenLink('content/a.md', 1)], { color: true });
    expect(painted.split('\n')[0]).toBe(
      '\u001b[1mcontent/a.md:1:3\u001b[0m  \u001b[31merror\u001b[0m  Link to /nope does not resolve to any page  \u001b[2m[broken-link]\u001b[0m',
    );
    expect(formatDiagnosticsForTerminal([brokenLink('content/a.md', 1)])).not.toContain('\u001b[');
  });

  it('says a broken link reported on every page with broken links is probably in the layout', () => {
    const everywhere = ['content/a.md', 'content/b.md', 'content/c.md'].map((file) => brokenLink(file, 1, '/old-home'));
    const report = formatDiagnosticsForTerminal([...everywhere, brokenLink('content/a.md', 5, '/only-here')]);
    expect(report.split('\n').at(-1)).toBe(
      'note: "Link to /old-home does not resolve to any page" is reported on every page with broken links; it is probably in a shared layout or partial.',
    );
    expect(report).not.toContain('note: "Link to /only-here');
  });

  it('says the same of a link the crawl of a built site finds broken on every page', () => {
    const message = 'Link to /docs/gone answered 404 Not Found';
    const report = formatDiagnosticsForTerminal(
      ['/docs/', '/docs/a', '/docs/b'].map(
        (page): Diagnostic => ({ code: 'crawl-broken-link', severity: 'error', message, location: { page, link: '/docs/gone' } }),
      ),
    );
    expect(report.split('\n').at(-1)).toBe(`note: "${message}" is reported on every page with broken links; it is probably in a shared layout or partial.`);
  });

  it('does not suspect the layout for fewer than three pages, nor for other problems', () => {
    expect(formatDiagnosticsForTerminal(['content/a.md', 'content/b.md'].map((file) => brokenLink(file, 1)))).not.toContain('note:');
    const anchors = ['content/a.md', 'content/b.md', 'content/c.md'].map(
      (file): Diagnostic => ({ code: 'broken-anchor', severity: 'warning', message: 'Link #x points to #x', location: { file, line: 1 } }),
    );
    expect(formatDiagnosticsForTerminal(anchors)).not.toContain('note:');
  });
});

describe('formatCounts', () => {
  it('counts errors and warnings, in the singular for one', () => {
    expect(formatCounts([])).toBe('0 errors, 0 warnings');
    const warning: Diagnostic = { code: 'content-empty', severity: 'warning', message: 'empty' };
    expect(formatCounts([brokenLink('a.md', 1), warning])).toBe('1 error, 1 warning');
    expect(formatCounts([brokenLink('a.md', 1), brokenLink('a.md', 2), warning, warning, warning])).toBe('2 errors, 3 warnings');
  });
});

describe('toJsonDiagnostic', () => {
  it('gives every diagnostic the same fields, null where there is no place, and the hint of the catalogue when it has none', () => {
    expect(toJsonDiagnostic({ code: 'content-empty', severity: 'warning', message: 'The content folder is empty' })).toEqual({
      code: 'content-empty',
      severity: 'warning',
      message: 'The content folder is empty',
      hint: 'Add .md or .mdx files to content/ (files and folders whose names start with _ or . are left out).',
      file: null,
      line: null,
      column: null,
    });
  });

  it('adds the pointer, config field, option, or page and link where the location has them', () => {
    const base = { code: 'openapi-invalid', severity: 'error', message: 'm', hint: 'h' } as const;
    expect(toJsonDiagnostic({ ...base, location: { file: 'content/a.md', line: 3, column: 4 } })).toMatchObject({ file: 'content/a.md', line: 3, column: 4 });
    expect(toJsonDiagnostic({ ...base, location: { file: 'specs/x.yaml', pointer: '/info' } })).toEqual({
      ...base,
      file: 'specs/x.yaml',
      line: null,
      column: null,
      pointer: '/info',
    });
    expect(toJsonDiagnostic({ ...base, location: { configField: 'title', file: 'site.config.ts', line: 2, column: 3 } })).toEqual({
      ...base,
      file: 'site.config.ts',
      line: 2,
      column: 3,
      configField: 'title',
    });
    expect(toJsonDiagnostic({ ...base, location: { option: '--out' } })).toEqual({ ...base, file: null, line: null, column: null, option: '--out' });
    expect(toJsonDiagnostic({ ...base, location: { page: '/docs/', link: '/docs/nope' } })).toEqual({
      ...base,
      file: null,
      line: null,
      column: null,
      page: '/docs/',
      link: '/docs/nope',
    });
  });
});

describe('toJsonReport', () => {
  it('is ok, exitCode, the command’s own fields, then warnings and errors, each sorted', () => {
    const warning: Diagnostic = { code: 'broken-anchor', severity: 'warning', message: 'w', location: { file: 'content/z.md', line: 1 } };
    const report = toJsonReport({ exitCode: 1, diagnostics: [brokenLink('content/b.md', 1), warning, brokenLink('content/a.md', 1)] }, { pages: 3 });
    expect(Object.keys(report)).toEqual(['ok', 'exitCode', 'pages', 'warnings', 'errors']);
    expect(report).toMatchObject({ ok: false, exitCode: 1, pages: 3, warnings: [{ code: 'broken-anchor', file: 'content/z.md' }] });
    expect((report.errors as Array<{ file: string }>).map((error) => error.file)).toEqual(['content/a.md', 'content/b.md']);
  });

  it('is ok exactly when the exit code is 0, warnings or not', () => {
    expect(toJsonReport({ exitCode: 0, diagnostics: [{ code: 'content-empty', severity: 'warning', message: 'w' }] })).toMatchObject({
      ok: true,
      exitCode: 0,
      errors: [],
    });
    expect(toJsonReport({ exitCode: 2, diagnostics: [] })).toEqual({ ok: false, exitCode: 2, warnings: [], errors: [] });
  });
});

describe('listNames', () => {
  it('sorts the names and cuts a long list', () => {
    expect(listNames(['b', 'a', 'c'])).toBe('a, b, c');
    expect(listNames(['d', 'c', 'b', 'a'], 2)).toBe('a, b … and 2 more');
  });
});

describe('formatCodeFrame', () => {
  it('shows two lines before and one after, aligned when the line numbers grow a digit', () => {
    const source = Array.from({ length: 12 }, (_, index) => `line ${index + 1}`).join('\n');
    expect(formatCodeFrame(source, 10, 2).split('\n')).toEqual(['   8 | line 8', '   9 | line 9', '> 10 | line 10', '     |  ^', '  11 | line 11']);
  });

  it('counts CR LF and CR as line ends, as the parsers do', () => {
    expect(formatCodeFrame('a\r\nb\rc', 3, 1).split('\n')).toEqual(['  1 | a', '  2 | b', '> 3 | c', '    | ^']);
  });

  it('cuts a long line to a window around the column, marked with …, the caret still under the column', () => {
    const long = `${'x'.repeat(500)}!${'y'.repeat(500)}`;
    const [line, caret] = formatCodeFrame(long, 1, 501).split('\n');
    expect(line!.startsWith('> 1 | …')).toBe(true);
    expect(line!.endsWith('…')).toBe(true);
    expect(line!.indexOf('!')).toBe(caret!.indexOf('^'));
  });
});
