/**
 * Seeded mutations of real docs, for the fuzz test: long runs of syntax
 * characters, deep nesting of every construct, truncation and splicing. The
 * same seed gives the same docs on every machine (mulberry32, no clock).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mulberry32 } from '../../bench/generate-site.js';
import { PACKAGE_ROOT } from './cli.js';

export interface SeedDoc {
  readonly name: string;
  readonly format: 'md' | 'mdx';
  readonly source: string;
}

/** The docs of this repository's site and the Markdown fixtures, front matter left out (its limits are the YAML parser's). */
export function readSeedDocs(root = PACKAGE_ROOT): SeedDoc[] {
  const docs: SeedDoc[] = [];
  for (const dir of ['content', 'test/fixtures/markdown', 'test/fixtures/sites']) {
    for (const entry of readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })) {
      const match = /\.(mdx?)$/.exec(entry.name);
      if (!entry.isFile() || !match) continue;
      const file = path.join(entry.parentPath, entry.name);
      const source = readFileSync(file, 'utf8').replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
      docs.push({ name: path.relative(root, file), format: match[1] as 'md' | 'mdx', source });
    }
  }
  return docs.sort((a, b) => (a.name < b.name ? -1 : 1));
}

export class Random {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  /** Integer in [1, max], small ones as likely as large ones in each power of ten. */
  count(max: number): number {
    return Math.max(1, Math.round(Math.exp(this.next() * Math.log(max))));
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
}

const SYNTAX_CHARACTERS = [...'*_~[]()<>{}#>-:|`!\\&$=+.\n\t \r'];
const TOKENS = [
  '*a',
  '**a',
  '_a',
  '__a',
  '~a',
  '~~a',
  '[a](',
  '[a]',
  '[a][',
  '![',
  '](b)',
  '[^1]',
  '<div>',
  '</div>',
  '<b>',
  '</b>',
  '<!--',
  '-->',
  '<Tabs>',
  '</Tabs>',
  '<TabItem value="a">',
  '<Details>',
  '<Admonition type="note">',
  ':::note\n',
  ':::tip[T]\n',
  ':::\n',
  '::::\n',
  '> ',
  '- ',
  '* ',
  '1. ',
  '2) ',
  '\n',
  '\n\n',
  '  ',
  '&amp;',
  '&#',
  '{',
  '}',
  '{1}',
  '`',
  '``',
  '```\n',
  '~~~\n',
  '| a ',
  '|---',
  'a@b.',
  'www.a.com/',
  'https://a.b/',
  '<a@b.c>',
  '\\',
  '# ',
  '###### ',
  '---\n',
  '===\n',
  '$',
  'é',
  '\u0000',
  '\u200b',
  '😀',
];
const HTML_TAGS = ['div', 'span', 'b', 'em', 'a', 'details', 'table', 'section', 'p', 'li', 'ul'];
const JSX_TAGS = ['Tabs', 'TabItem value="x"', 'Details summary="s"', 'Admonition type="tip"', 'div', 'b', 'CodeBlock'];

/** Deep nesting of one construct, `depth` levels. */
function nested(random: Random, depth: number, format: 'md' | 'mdx'): string {
  const kinds: Array<() => string> = [
    () => `${'>'.repeat(depth)} x\n`,
    () => `${'> '.repeat(depth)}x\n`,
    () => `${'- '.repeat(depth)}x\n`,
    () => `${'1. '.repeat(depth)}x\n`,
    () => `${Array.from({ length: depth }, (_, level) => `${' '.repeat(2 * level)}- item ${level}`).join('\n')}\n`,
    () => `${Array.from({ length: depth }, (_, level) => `${'>'.repeat(level + 1)} line ${level}`).join('\n')}\n`,
    () => `${':::note\n'.repeat(depth)}x\n${random.chance(0.5) ? ':::\n'.repeat(depth) : ''}`,
    () => `${Array.from({ length: depth }, (_, level) => `${':'.repeat(depth - level + 2)}tip[T${level}]`).join('\n')}\nx\n`,
    () => {
      const tag = random.pick(format === 'mdx' ? JSX_TAGS : HTML_TAGS);
      const name = tag.split(' ')[0]!;
      const separator = random.pick(['', '\n', '\n\n']);
      return `${`<${tag}>${separator}`.repeat(depth)}x${separator}${random.chance(0.7) ? `</${name}>${separator}`.repeat(depth) : ''}\n`;
    },
    () => `${'*'.repeat(depth)}a${'*'.repeat(depth)}\n`,
    () => `${'_'.repeat(depth)}a${'_'.repeat(depth)}\n`,
    () => `${'~~'.repeat(depth)}a${'~~'.repeat(depth)}\n`,
    () => `${'*_'.repeat(depth)}a${'_*'.repeat(depth)}\n`,
    () => `${'['.repeat(depth)}a${'](u)'.repeat(depth)}\n`,
    () => `${'!['.repeat(depth)}a${'](b)'.repeat(depth)}\n`,
    () => `${'[*'.repeat(depth)}a${'*](u)'.repeat(depth)}\n`,
    () => `${'`'.repeat(depth)}a${'`'.repeat(random.int(1, depth))}\n`,
    () => (format === 'mdx' ? `{${'('.repeat(depth)}1${')'.repeat(depth)}}\n` : `${'('.repeat(depth)}1${')'.repeat(depth)}\n`),
    () => (format === 'mdx' ? `{${'['.repeat(depth)}${']'.repeat(depth)}}\n` : `${'<'.repeat(depth)}a${'>'.repeat(depth)}\n`),
    () => `| ${'a | '.repeat(depth)}\n| ${'- | '.repeat(depth)}\n| ${'*a* | '.repeat(depth)}\n`,
    () => `| a | b |\n| - | - |\n${'| x | *y* |\n'.repeat(depth)}`,
  ];
  return random.pick(kinds)();
}

/** One doc, mutated one to four times. */
export function mutateDoc(random: Random, seedDocs: readonly SeedDoc[]): SeedDoc {
  const base = random.pick(seedDocs);
  const format = random.chance(0.5) ? base.format : base.format === 'md' ? 'mdx' : 'md';
  let source = base.source;
  const at = () => random.int(0, source.length);
  const mutations = random.int(1, 4);
  for (let step = 0; step < mutations; step++) {
    const position = at();
    switch (random.int(0, 7)) {
      case 0: {
        const run = random.pick(SYNTAX_CHARACTERS).repeat(random.count(20_000));
        source = source.slice(0, position) + run + source.slice(position);
        break;
      }
      case 1: {
        const run = random.pick(TOKENS).repeat(random.count(20_000));
        source = source.slice(0, position) + run + source.slice(position);
        break;
      }
      case 2:
      case 3:
        source = source.slice(0, position) + nested(random, random.count(3_000), format) + source.slice(position);
        break;
      case 4:
        source = source.slice(0, position);
        break;
      case 5: {
        // Splice: a slice of another doc (or this one) pasted at a random place.
        const other = random.pick(seedDocs).source;
        const start = random.int(0, other.length);
        source = source.slice(0, position) + other.slice(start, start + random.count(4_000)) + source.slice(position);
        break;
      }
      case 6: {
        // Amplify: a slice of this doc repeated many times.
        const length = random.count(200);
        source = source.slice(0, position) + source.slice(position, position + length).repeat(random.count(2_000)) + source.slice(position);
        break;
      }
      default: {
        // Bytes: delete a range, or insert random characters.
        const end = position + random.count(500);
        const noise = Array.from({ length: random.count(300) }, () =>
          String.fromCharCode(random.chance(0.9) ? random.int(9, 126) : random.int(127, 0x2fff)),
        ).join('');
        source = source.slice(0, position) + (random.chance(0.5) ? noise : '') + source.slice(end);
      }
    }
  }
  return { name: base.name, format, source: source.slice(0, MAX_DOC_LENGTH) };
}

/** Amplified docs are cut here: long enough for any super-linear cost to show, short enough to parse hundreds in seconds. */
const MAX_DOC_LENGTH = 200_000;
