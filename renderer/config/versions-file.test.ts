import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTemporaryFolder, removeTemporaryFolders } from '../../test/helpers/cli.js';
import { checkVersionName, readVersions, readVersionSidebars, versionDocsDir, versionSidebarsFile } from './versions-file.js';

afterAll(removeTemporaryFolders);

/** A site folder with these files (path → text) and a versioned_docs folder for each of `versions`. */
async function makeSite(files: Readonly<Record<string, string>>, versions: readonly string[] = []): Promise<string> {
  const root = await makeTemporaryFolder('docs-gen-versions-');
  for (const name of versions) await mkdir(path.join(root, versionDocsDir(name)), { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  return root;
}

/** What a reader sees of each diagnostic: code, where, message. */
function described(diagnostics: readonly { code: string; message: string; location?: object }[]): unknown[] {
  return diagnostics.map(({ code, location, message }) => ({ code, location, message }));
}

describe('version paths', () => {
  it('places a version under versioned_docs and versioned_sidebars, as Docusaurus does', () => {
    expect(versionDocsDir('1.0')).toBe('versioned_docs/version-1.0');
    expect(versionSidebarsFile('1.0')).toBe('versioned_sidebars/version-1.0-sidebars.json');
  });
});

describe('checkVersionName', () => {
  it('accepts names made of letters, digits, ".", "_" and "-"', () => {
    for (const name of ['1.0', '2.0.0-beta.1', 'v3', '2024_06', 'V1.x']) expect(checkVersionName(name), name).toBeUndefined();
  });

  it('rejects what is not one plain path segment, naming the rule', () => {
    expect(checkVersionName('1/0')).toBe(
      '"1/0" is not a valid version name: it must be one path segment of letters, digits, ".", "_" or "-", not starting with "." or "-"',
    );
    for (const name of ['', '.', '..', '../x', 'a\\b', '1 0', ' 1.0', '1.0\n', '\t', '-rc', '.hidden', 'v1?', 'é', 'v1#2', '1%2F0']) {
      expect(checkVersionName(name), JSON.stringify(name)).toMatch(/is not a valid version name/);
    }
  });

  it('rejects the reserved names current and next, saying why', () => {
    expect(checkVersionName('current')).toBe(
      '"current" cannot be a version name: it is reserved for the unreleased docs in content/. Choose another name, such as 1.0',
    );
    expect(checkVersionName('next')).toMatch(/^"next" cannot be a version name: it is reserved/);
  });
});

describe('readVersions', () => {
  it('accepts a site without versions.json: no versions', async () => {
    expect(readVersions(await makeSite({}))).toEqual({ names: [], diagnostics: [] });
  });

  it('accepts a list of names with their folders, keeping the order (newest first)', async () => {
    const root = await makeSite({ 'versions.json': '[\n  "2.0",\n  "1.10",\n  "1.9"\n]\n' }, ['1.9', '1.10', '2.0']);
    expect(readVersions(root)).toEqual({ names: ['2.0', '1.10', '1.9'], diagnostics: [] });
  });

  it('rejects invalid JSON at the line and column of the mistake, with a code frame', async () => {
    const root = await makeSite({ 'versions.json': '[\n  "2.0",\n  "1.0",\n]\n' }, ['1.0', '2.0']);
    const { names, diagnostics } = readVersions(root);
    expect(names).toEqual([]);
    expect(described(diagnostics)).toEqual([
      {
        code: 'versions-invalid',
        location: { file: 'versions.json', line: 4, column: 1 },
        message: 'versions.json is not valid JSON: expected value, found "]"',
      },
    ]);
    expect(diagnostics[0]?.codeFrame).toContain('> 4 | ]');
  });

  it('rejects other JSON mistakes at their place: a missing comma, single quotes, an empty file, text after the list', async () => {
    const cases: Array<[string, number, number, string]> = [
      ['["2.0" "1.0"]', 1, 8, 'expected comma, found "\\"1.0\\""'],
      ["['1.0']", 1, 2, 'invalid symbol, found "\'1.0\'"'],
      ['', 1, 1, 'expected value, found the end of the file'],
      ['["1.0"]\n["2.0"]', 2, 1, 'expected end of file, found "["'],
      ['{"a" 1}', 1, 6, 'expected colon, found "1"'],
      ['{1: "a"}', 1, 2, 'expected property name, found "1"'],
    ];
    for (const [text, line, column, expected] of cases) {
      const { diagnostics } = readVersions(await makeSite({ 'versions.json': text }));
      expect(described(diagnostics), text).toEqual([
        { code: 'versions-invalid', location: { file: 'versions.json', line, column }, message: `versions.json is not valid JSON: ${expected}` },
      ]);
    }
  });

  it('accepts a byte order mark at the start, as some editors save one', async () => {
    const root = await makeSite({ 'versions.json': '\uFEFF["1.0"]' }, ['1.0']);
    expect(readVersions(root)).toEqual({ names: ['1.0'], diagnostics: [] });
  });

  it('rejects JSON that is not an array', async () => {
    const { names, diagnostics } = readVersions(await makeSite({ 'versions.json': '{ "1.0": true }' }));
    expect(names).toEqual([]);
    expect(described(diagnostics)).toEqual([
      {
        code: 'versions-invalid',
        location: { file: 'versions.json' },
        message: 'versions.json must be an array of version names, newest first, such as ["2.0", "1.0"]; got an object',
      },
    ]);
  });

  it('rejects entries that are not strings, and keeps the others', async () => {
    const root = await makeSite({ 'versions.json': '["1.0", 2, null]' }, ['1.0']);
    const { names, diagnostics } = readVersions(root);
    expect(names).toEqual(['1.0']);
    expect(diagnostics.map((d) => d.message)).toEqual([
      'versions.json[1] must be a version name (a string), got number 2',
      'versions.json[2] must be a version name (a string), got null',
    ]);
    expect(diagnostics.every((d) => d.code === 'versions-invalid' && d.severity === 'error')).toBe(true);
  });

  it('rejects invalid and reserved names', async () => {
    const { names, diagnostics } = readVersions(await makeSite({ 'versions.json': '["../x", "current"]' }));
    expect(names).toEqual([]);
    expect(described(diagnostics)).toEqual([
      {
        code: 'versions-invalid',
        location: { file: 'versions.json' },
        message:
          'versions.json[0]: "../x" is not a valid version name: it must be one path segment of letters, digits, ".", "_" or "-", not starting with "." or "-"',
      },
      {
        code: 'versions-invalid',
        location: { file: 'versions.json' },
        message: 'versions.json[1]: "current" cannot be a version name: it is reserved for the unreleased docs in content/. Choose another name, such as 1.0',
      },
    ]);
  });

  it('rejects a name listed twice', async () => {
    const root = await makeSite({ 'versions.json': '["2.0", "1.0", "2.0"]' }, ['1.0', '2.0']);
    const { names, diagnostics } = readVersions(root);
    expect(names).toEqual(['2.0', '1.0']);
    expect(described(diagnostics)).toEqual([
      { code: 'versions-invalid', location: { file: 'versions.json' }, message: 'versions.json lists version "2.0" more than once' },
    ]);
  });

  it('rejects a version whose versioned_docs folder is missing (or is a file)', async () => {
    const root = await makeSite({ 'versions.json': '["2.0", "1.0"]', 'versioned_docs/version-2.0': 'not a folder' }, ['1.0']);
    const { names, diagnostics } = readVersions(root);
    expect(names).toEqual(['1.0']);
    expect(described(diagnostics)).toEqual([
      {
        code: 'versions-invalid',
        location: { file: 'versions.json' },
        message: 'versions.json lists version "2.0", but its docs folder versioned_docs/version-2.0 does not exist',
      },
    ]);
  });
});

describe('readVersionSidebars', () => {
  const file = 'versioned_sidebars/version-1.0-sidebars.json';

  it('accepts the sidebars docs-gen version writes: generated, or explicit items of every kind', async () => {
    const sidebars = {
      docs: [{ type: 'autogenerated', dirName: '.' }],
      guide: [
        'intro',
        { type: 'doc', id: 'guide/install', label: 'Install' },
        { type: 'link', href: 'https://example.com', label: 'Elsewhere' },
        {
          type: 'category',
          label: 'Concepts',
          collapsed: false,
          link: { type: 'generated-index', slug: '/concepts' },
          items: [{ type: 'autogenerated', dirName: 'concepts' }],
        },
      ],
    };
    const root = await makeSite({ [file]: JSON.stringify(sidebars, null, 2) });
    expect(readVersionSidebars(root, '1.0')).toEqual({ sidebars, diagnostics: [] });
  });

  it('rejects a missing sidebars file', async () => {
    const { sidebars, diagnostics } = readVersionSidebars(await makeSite({}), '1.0');
    expect(sidebars).toBeUndefined();
    expect(described(diagnostics)).toEqual([
      {
        code: 'versions-invalid',
        location: { file },
        message: 'Version "1.0" has no sidebars file: versioned_sidebars/version-1.0-sidebars.json does not exist',
      },
    ]);
  });

  it('rejects invalid JSON at its line and column', async () => {
    const { sidebars, diagnostics } = readVersionSidebars(await makeSite({ [file]: '{\n  "docs": [\n    "intro",\n  ]\n}\n' }), '1.0');
    expect(sidebars).toBeUndefined();
    expect(described(diagnostics)).toEqual([
      { code: 'versions-invalid', location: { file, line: 4, column: 3 }, message: `${file} is not valid JSON: expected value, found "]"` },
    ]);
  });

  it('rejects JSON that is not an object of sidebar id → array, naming the file and the field in it', async () => {
    const cases: Array<[string, { line: number; column: number }, string]> = [
      ['[]', { line: 1, column: 1 }, `${file} must be an object, got array`],
      [
        '{\n  "docs": "intro"\n}\n',
        { line: 2, column: 11 },
        'docs must be an array of items, or an object of categories ({ "Guides": ["install"] }), got string',
      ],
    ];
    for (const [text, position, message] of cases) {
      const { sidebars, diagnostics } = readVersionSidebars(await makeSite({ [file]: text }), '1.0');
      expect(sidebars).toBeUndefined();
      expect(described(diagnostics), text).toEqual([{ code: 'versions-invalid', location: { file, ...position }, message }]);
    }
  });

  it('accepts Docusaurus’s shorthand object form, as docusaurus docs:version writes it', async () => {
    const { sidebars, diagnostics } = readVersionSidebars(await makeSite({ [file]: '{ "docs": { "Intro": ["intro", { "More": ["more"] }] } }' }), '1.0');
    expect(diagnostics).toEqual([]);
    expect(sidebars).toEqual({
      docs: [{ type: 'category', label: 'Intro', items: ['intro', { type: 'category', label: 'More', items: ['more'] }] }],
    });
  });

  it('rejects items the config would reject, naming the item in the file, at its line', async () => {
    const { sidebars, diagnostics } = readVersionSidebars(await makeSite({ [file]: '{ "docs": ["intro", { "type": "category", "items": [] }] }' }), '1.0');
    expect(sidebars).toBeUndefined();
    expect(described(diagnostics)).toEqual([
      { code: 'versions-invalid', location: { file, line: 1, column: 21 }, message: 'docs[1].label is required and must be a non-empty string' },
    ]);
  });

  it('rejects a bad type deep in a category and an unknown key, each at the line that writes it', async () => {
    const text = [
      '{',
      '  "guide": [',
      '    "intro",',
      '    {',
      '      "type": "category",',
      '      "label": "Concepts",',
      '      "colapsed": true,',
      '      "items": ["concepts/a", { "type": "page", "id": "concepts/b" }]',
      '    }',
      '  ]',
      '}',
      '',
    ].join('\n');
    const { sidebars, diagnostics } = readVersionSidebars(await makeSite({ [file]: text }), '1.0');
    expect(sidebars).toBeUndefined();
    expect(described(diagnostics)).toEqual([
      { code: 'versions-invalid', location: { file, line: 7, column: 19 }, message: 'Unknown field "guide[1].colapsed" — did you mean "guide[1].collapsed"?' },
      {
        code: 'versions-invalid',
        location: { file, line: 8, column: 41 },
        message: 'guide[1].items[1].type must be one of "doc", "ref", "link", "html", "autogenerated", "category", got "page"',
      },
    ]);
  });
});
