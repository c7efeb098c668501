import { describe, expect, it } from 'vitest';
import { parseCategoryMeta } from './category-meta.js';

const file = 'content/guide/_category_.yml';

/** Each problem as `line:column message`, which is what a reader sees. */
function problemsOf(source: string): string[] {
  return parseCategoryMeta({ file, source }).diagnostics.map((diagnostic) => {
    const location = diagnostic.location as { line: number; column: number };
    return `${location.line}:${location.column} ${diagnostic.message}`;
  });
}

describe('parseCategoryMeta', () => {
  it('accepts every setting, in YAML and in JSON', () => {
    const yaml =
      'label: Guide\nposition: 2\ncollapsible: true\ncollapsed: false\ndescription: All guides\nlink:\n  type: generated-index\n  slug: /guides\nclassName: wide\ncustomProps:\n  icon: book\n';
    expect(parseCategoryMeta({ file, source: yaml })).toEqual({
      meta: {
        label: 'Guide',
        position: 2,
        collapsible: true,
        collapsed: false,
        description: 'All guides',
        link: { type: 'generated-index', slug: '/guides' },
        className: 'wide',
        customProps: { icon: 'book' },
      },
      diagnostics: [],
    });
    expect(parseCategoryMeta({ file, source: '{ "label": "Guide", "link": { "type": "doc", "id": "guide/intro" } }' }).meta).toEqual({
      label: 'Guide',
      link: { type: 'doc', id: 'guide/intro' },
    });
    expect(parseCategoryMeta({ file, source: 'link: null\n' }).meta).toEqual({ link: null });
  });

  it('rejects a wrong type at its key, saying what it got', () => {
    expect(problemsOf('label: Guide\nposition: first\ncollapsed: "no"\n')).toEqual([
      '2:1 Category setting "position" must be a number, got string "first"',
      '3:1 Category setting "collapsed" must be true or false, got string "no"',
    ]);
  });

  it('rejects an unknown setting with the one it was probably meant to be, or the list of settings', () => {
    expect(problemsOf('lable: Guide\nicon: book\n')).toEqual([
      '1:1 Unknown category setting "lable" — did you mean "label"?',
      '2:1 Unknown category setting "icon" — the category file accepts label, position, collapsible, collapsed, description, link, className, customProps',
    ]);
  });

  it('rejects a bad link at the field inside it', () => {
    expect(problemsOf('link:\n  type: doc\n')).toEqual(['1:1 Category setting "link.id" is required and must be a non-empty string']);
    expect(problemsOf('link:\n  type: page\n')).toEqual(['2:3 Category setting "link.type" must be one of "doc", "generated-index", got "page"']);
    expect(problemsOf('link: /guide\n')).toEqual(['1:1 Category setting "link" must be an object, got string']);
  });

  it('keeps no setting of a file with a problem', () => {
    expect(parseCategoryMeta({ file, source: 'label: Guide\nposition: first\n' }).meta).toEqual({});
  });
});

describe('parseCategoryMeta of a _category_.json', () => {
  const jsonFile = 'content/guide/_category_.json';
  const parse = (source: string) => parseCategoryMeta({ file: jsonFile, source });

  it('reads valid settings as the YAML way does', () => {
    const source = '{\n  "label": "Guide",\n  "position": 2,\n  "collapsed": false,\n  "link": { "type": "doc", "id": "guide/intro" }\n}\n';
    expect(parse(source)).toEqual(parseCategoryMeta({ file, source }));
    expect(parse(source).meta).toEqual({ label: 'Guide', position: 2, collapsed: false, link: { type: 'doc', id: 'guide/intro' } });
  });

  it('locates a problem in valid JSON by line and column', () => {
    const { diagnostics } = parse('{\n  "label": "Guide",\n  "postion": 2\n}\n');
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code: 'invalid-category', location: { file: jsonFile, line: 3, column: 3 } });
    expect(diagnostics[0]!.message).toContain('postion');
  });

  it('locates a JSON syntax error', () => {
    const { diagnostics } = parse('{\n  "label": "Guide",\n  "position": 2,,\n}\n');
    expect(diagnostics[0]).toMatchObject({ location: { file: jsonFile, line: 3 } });
  });

  it('applies the depth limit to customProps', () => {
    const deep = `{"customProps": ${'['.repeat(200)}${']'.repeat(200)}}`;
    expect(parse(deep).diagnostics[0]!.message).toMatch(/Nested more than/);
  });
});
