/**
 * YAML in docs and category files: hostile or careless input (an alias bomb,
 * 100,000 keys, `.inf` as a position) is a located error in bounded time,
 * never a hang or an internal error. Bounded by counting, not by a clock:
 * the limits count alias copies and keys, and what they report says where
 * the count stopped.
 */
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../renderer/index.js';
import { makeSite, removeTemporaryFolders } from './helpers/cli.js';
import { aliasBomb } from './helpers/yaml.js';

afterAll(removeTemporaryFolders);

async function buildFiles(files: Readonly<Record<string, string>>): Promise<BuildResult> {
  const root = await makeSite(files);
  return build({ root, outDir: path.join(root, 'build'), cache: false, threads: 1 });
}

function reported(result: BuildResult): Array<{ code: string; location: unknown; message: string }> {
  return result.diagnostics.map(({ code, location, message }) => ({ code, location, message }));
}

/**
 * Made only when the YAML package's copy counter (`maxAliasCount`) stops the conversion at 1,000 copies of one
 * value: no value standing for the bomb's 9^9 strings reaches what reads front matter and categories next.
 */
const EXPANDS = 'Aliases here expand into more than 1000 copies of one value (nested aliases multiply); write the values out, or nest fewer aliases';

describe('YAML limits', () => {
  it('stops an alias bomb in front matter at once, at the value that expands', async () => {
    const result = await buildFiles({ 'content/index.md': `---\ntitle: Home\nx-data:\n${aliasBomb('  ')}\n---\n\n# Home\n` });
    expect(result.exitCode).toBe(1);
    expect(reported(result)).toEqual([
      {
        code: 'invalid-frontmatter',
        location: { file: 'content/index.md', line: 8, column: 10 },
        message: `Front matter is beyond what docs-gen reads: ${EXPANDS}`,
      },
    ]);
  });

  it('stops an alias bomb in a _category_.yml at once, instead of failing with an internal error', async () => {
    const result = await buildFiles({ 'content/guide/_category_.yml': `label: Guide\n${aliasBomb()}\n`, 'content/guide/a.md': '# A\n' });
    expect(result.exitCode).toBe(1);
    expect(reported(result)).toEqual([
      {
        code: 'invalid-category',
        location: { file: 'content/guide/_category_.yml', line: 6, column: 8 },
        message: `Cannot parse the category file: ${EXPANDS}`,
      },
    ]);
  });

  it('reads front matter with 100,000 keys in linear time and reports the first key beyond 1,000', async () => {
    // The YAML package's own duplicate-key check compares every key with every other: 5 billion comparisons here,
    // which never finished. The keys are counted instead, and this build finishing, with the count stopped at the
    // 1,001st key, is the proof; the test's time limit catches the pairwise check should it come back.
    const keys = Array.from({ length: 100_000 }, (_, index) => `key${index}: ${index}`).join('\n');
    const result = await buildFiles({ 'content/index.md': `---\n${keys}\n---\n\n# Home\n` });
    expect(result.exitCode).toBe(1);
    expect(reported(result)).toEqual([
      {
        code: 'invalid-frontmatter',
        location: { file: 'content/index.md', line: 1002, column: 1 },
        message: 'Front matter is beyond what docs-gen reads: More than 1000 keys; this kind of file holds a few settings',
      },
    ]);
  });

  it('says that infinity and NaN are no positions', async () => {
    const result = await buildFiles({
      'content/index.md': '---\ntitle: Home\nsidebar_position: .inf\n---\n\n# Home\n',
      'content/guide/_category_.yml': 'label: Guide\nposition: .nan\n',
      'content/guide/a.md': '# A\n',
    });
    expect(result.exitCode).toBe(1);
    expect(reported(result)).toEqual([
      {
        code: 'invalid-frontmatter',
        location: { file: 'content/index.md', line: 3, column: 19 },
        message: 'Front matter field "sidebar_position" must be a number, got .inf: infinity is not allowed',
      },
      {
        code: 'invalid-category',
        location: { file: 'content/guide/_category_.yml', line: 2, column: 1 },
        message: 'Category setting "position" must be a number, got .nan: NaN is not allowed',
      },
    ]);
  });
});
