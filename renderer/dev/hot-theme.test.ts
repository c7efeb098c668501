import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTemporaryFolder, removeTemporaryFolders } from '../../test/helpers/cli.js';
import { loadThemeAfresh } from './hot-theme.js';

describe('loading the theme afresh', () => {
  afterAll(removeTemporaryFolders);

  it('accepts the theme as it is: a page renderer and the MDX components', async () => {
    const loaded = await loadThemeAfresh({ generation: 1, root: process.cwd() });
    expect(loaded.ok).toBe(true);
    if (loaded.ok) expect(loaded.theme.components).toContain('Tabs');
  });

  it('rejects a theme that does not compile, at the file, line and column, with a code frame', async () => {
    const root = await makeTemporaryFolder();
    const entry = path.join(root, 'broken-theme.tsx');
    await writeFile(entry, 'export const mdxComponents = {};\nexport function createPageRenderer() {\n  return <div>;\n}\n');
    const loaded = await loadThemeAfresh({ generation: 2, root, entry });
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.diagnostics[0]).toEqual(
      expect.objectContaining({ code: 'theme-build-failed', severity: 'error', location: { file: 'broken-theme.tsx', line: 4, column: 1 } }),
    );
    expect(loaded.diagnostics[0]?.codeFrame).toContain('> 4 | }');
  });
});
