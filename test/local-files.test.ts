/**
 * Files a doc links beside itself (`![Diagram](./img/diagram.png)`), as
 * Docusaurus bundles them: published under assets/files/ with a hash of
 * their bytes in the name and linked there, from a doc rendered as data and
 * from a compiled one; a file that is not there is a broken link; a link to
 * a file outside the site is never followed.
 */
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite, makeSite, makeTemporaryFolder, readText, readTree, removeTemporaryFolders, reportLines } from './helpers/cli.js';
import { element } from './helpers/html.js';

afterAll(removeTemporaryFolders);

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ffd3b24f0000000049454e44ae426082',
  'hex',
);

describe('files docs link beside themselves', () => {
  it('are published with a hash in their names and linked there, from a doc rendered as data and from a compiled one', async () => {
    const root = await makeSite({
      'content/guide/setup.md': '# Setup\n\n![The dropdown](./img/dropdown.png)\n\nGet [the sample](./files/sample%20project.zip?download=1).\n',
      'content/guide/compiled.mdx': "import Note from '@site/components/Note';\n\n# Compiled\n\n![The dropdown](./img/dropdown.png)\n\n<Note />\n",
      'components/Note.tsx': 'export default function Note() {\n  return <p>Note</p>;\n}\n',
      'content/guide/files/sample project.zip': 'zip bytes',
    });
    await mkdir(path.join(root, 'content/guide/img'), { recursive: true });
    await writeFile(path.join(root, 'content/guide/img/dropdown.png'), PNG);
    const run = await buildSite(root, ['--strict']);
    expect(run.code, run.stderr).toBe(0);
    const files = [...(await readTree(run.outDir)).keys()].filter((file) => file.startsWith('assets/files/')).sort();
    expect(files).toEqual([
      expect.stringMatching(/^assets\/files\/dropdown-[0-9a-f]{8}\.png$/),
      expect.stringMatching(/^assets\/files\/sample-project-[0-9a-f]{8}\.zip$/),
    ]);
    const [image, zip] = files;
    expect((await readTree(run.outDir)).get(image!)).toEqual(PNG);
    const setup = element(await readText(run.outDir, 'guide/setup/index.html'), '<article')!;
    expect(setup).toContain(`src="/${image}" alt="The dropdown"`);
    expect(setup).toContain(`href="/${zip}"`);
    expect(element(await readText(run.outDir, 'guide/compiled/index.html'), '<article')!).toContain(`src="/${image}"`);
  });

  it('are broken links when they are not there, and never read through a link out of the site', async () => {
    const outside = await makeTemporaryFolder('docs-gen-outside-');
    await writeFile(path.join(outside, 'secret.png'), PNG);
    const root = await makeSite({ 'content/index.md': '# Home\n\n![Gone](./img/gone.png)\n\n![Secret](./img/secret.png)\n' });
    await mkdir(path.join(root, 'content/img'), { recursive: true });
    await symlink(path.join(outside, 'secret.png'), path.join(root, 'content/img/secret.png'));
    const run = await buildSite(root);
    expect(run.code).toBe(1);
    const lines = reportLines(run.stderr).join('\n');
    expect(lines).toMatch(/content\/index\.md:3:1 +error +Link to \.\/img\/gone\.png does not resolve/);
    expect(lines).toMatch(/content\/index\.md:5:1 +error +Link to \.\/img\/secret\.png does not resolve/);
  });

  it('never publishes a dotfile or a file of node_modules a doc links: the link is broken', async () => {
    const root = await makeSite({
      'content/index.md': '# Home\n\n[Settings](../.env)\n\n[A package](../node_modules/tool/readme.txt)\n',
      '.env': 'TOKEN=secret\n',
      'node_modules/tool/readme.txt': 'tool\n',
    });
    const run = await buildSite(root);
    expect(run.code).toBe(1);
    const lines = reportLines(run.stderr).join('\n');
    expect(lines).toMatch(/content\/index\.md:3:1 +error +Link to \.\.\/\.env does not resolve/);
    expect(lines).toMatch(/content\/index\.md:5:1 +error +Link to \.\.\/node_modules\/tool\/readme\.txt does not resolve/);
  });
});
