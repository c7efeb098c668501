/**
 * A source folder that is itself a link leading out of the site
 * (`static -> /etc`) stops `build`, `dev` and `version` before anything is
 * read from it, naming the folder: nothing behind it is published or copied.
 * Source folders that are links within the site keep working.
 */
import { mkdir, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDevSite } from '../renderer/dev/dev-site.js';
import { snapshotVersion } from '../renderer/versions/snapshot.js';
import { buildSite, copyFixture, makeTemporaryFolder, readTree, removeTemporaryFolders } from './helpers/cli.js';

afterAll(removeTemporaryFolders);

const SECRET = 'TOP-SECRET-7f3a';

/** A folder outside any site, holding what each kind of source folder would publish from it. */
async function folderOutsideTheSite(): Promise<string> {
  const outside = await makeTemporaryFolder('docs-gen-outside-');
  await writeFile(path.join(outside, 'secret.txt'), SECRET);
  await writeFile(path.join(outside, 'leak.md'), `# Leak\n\n${SECRET}\n`);
  await writeFile(path.join(outside, 'leak.yaml'), `openapi: 3.0.3\ninfo: { title: Leak, version: '1', description: ${SECRET} }\npaths: {}\n`);
  return outside;
}

/** A copy of `fixture` whose `folder` is replaced by a link to `target`. */
async function siteWithLinkedFolder(fixture: string, folder: string, target: string): Promise<string> {
  const root = await copyFixture(fixture);
  await rm(path.join(root, folder), { recursive: true, force: true });
  await mkdir(path.dirname(path.join(root, folder)), { recursive: true });
  await symlink(target, path.join(root, folder));
  return root;
}

/** Every file of the tree under `dir` whose bytes hold the secret. */
async function filesWithSecret(dir: string): Promise<string[]> {
  const files = await readTree(dir).catch(() => new Map<string, Buffer>());
  return [...files].filter(([, bytes]) => bytes.includes(SECRET)).map(([file]) => file);
}

describe('a source folder that is a link out of the site', () => {
  for (const [fixture, folder] of [
    ['basic', 'content'],
    ['basic', 'static'],
    ['api', 'specs'],
    ['versions', 'versioned_docs/version-1.0'],
  ] as const) {
    it(`stops the build when ${folder} is one, naming it, and publishes nothing of what it leads to`, async () => {
      const outside = await folderOutsideTheSite();
      const root = await siteWithLinkedFolder(fixture, folder, outside);
      const run = await buildSite(root);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`${folder}  error  ${folder} is a link to ${outside}, outside the site folder`);
      expect(run.stderr).toContain('[source-outside-site]');
      expect(await filesWithSecret(run.outDir)).toEqual([]);
    });
  }

  it('stops the build when versions.json is one, or a link that leads nowhere', async () => {
    const outside = await folderOutsideTheSite();
    await writeFile(path.join(outside, 'versions.json'), '["1.0"]');
    const root = await siteWithLinkedFolder('versions', 'versions.json', path.join(outside, 'versions.json'));
    await rm(path.join(root, 'static'), { recursive: true, force: true });
    await symlink(path.join(outside, 'gone'), path.join(root, 'static'));
    const run = await buildSite(root);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('versions.json is a link to');
    expect(run.stderr).toContain('static is a link to nothing (its target does not exist)');
  });

  it('is refused by dev as by build', async () => {
    const root = await siteWithLinkedFolder('basic', 'static', await folderOutsideTheSite());
    const site = await createDevSite({ root, includeDrafts: false });
    try {
      const update = await site.update({ files: [], theme: false });
      expect(update.errors.map((error) => `${error.code}: ${error.message.split(';')[0]}`)).toEqual([
        expect.stringMatching(/^source-outside-site: static is a link to .*, outside the site folder /),
      ]);
      expect(site.paths().filter((file) => file.endsWith('secret.txt'))).toEqual([]);
    } finally {
      await site.close();
    }
  });

  it('is refused by docs-gen version, which never copies a file a link inside content/ leads to outside either', async () => {
    const outside = await folderOutsideTheSite();
    const linkedContent = await siteWithLinkedFolder('basic', 'content', outside);
    const refused = await snapshotVersion({ root: linkedContent, name: '1.0' });
    expect(refused.ok ? [] : refused.diagnostics.map((d) => d.code)).toEqual(['source-outside-site']);
    expect(await readdir(linkedContent)).not.toContain('versioned_docs');

    const root = await copyFixture('basic');
    await symlink(path.join(outside, 'leak.md'), path.join(root, 'content/leak.md'));
    await symlink(outside, path.join(root, 'content/leaks'));
    const saved = await snapshotVersion({ root, name: '1.0' });
    expect(saved.ok).toBe(true);
    // Left out with a warning each, as a build leaves them out.
    expect(saved.ok ? saved.warnings.map(({ code, location }) => [code, location]) : []).toEqual([
      ['link-not-followed', { file: 'content/leak.md' }],
      ['link-not-followed', { file: 'content/leaks' }],
    ]);
    expect(await filesWithSecret(path.join(root, 'versioned_docs'))).toEqual([]);
  });
});

describe('a source folder that is a link within the site', () => {
  it('builds as if the folder were there', async () => {
    const root = await copyFixture('basic');
    await rename(path.join(root, 'static'), path.join(root, 'assets'));
    await writeFile(path.join(root, 'assets/hello.txt'), 'hello');
    await symlink('assets', path.join(root, 'static'));
    const run = await buildSite(root);
    expect(run.code, run.stderr).toBe(0);
    const files = await readTree(run.outDir);
    expect(files.get('hello.txt')?.toString()).toBe('hello');
    expect(files.has('img/logo.svg')).toBe(true);
  });
});

describe('a spec file that is a link', () => {
  it('builds its reference when it leads within the site, and is left out with a warning naming it when it leads out', async () => {
    const outside = await folderOutsideTheSite();
    const root = await copyFixture('api');
    await mkdir(path.join(root, 'spec-sources'));
    await rename(path.join(root, 'specs/petstore.yaml'), path.join(root, 'spec-sources/petstore.yaml'));
    await symlink('../spec-sources/petstore.yaml', path.join(root, 'specs/petstore.yaml'));
    await symlink(path.join(outside, 'leak.yaml'), path.join(root, 'specs/leak.yaml'));
    const run = await buildSite(root);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(
      /specs\/leak\.yaml {2}warning {2}specs\/leak\.yaml is a link to .*, outside the site folder; .* so it was skipped {2}\[link-not-followed\]/,
    );
    const files = await readTree(run.outDir);
    expect(files.has('reference/pets/index.html')).toBe(true);
    expect(await filesWithSecret(run.outDir)).toEqual([]);
  });
});

describe('dotfiles in static/', () => {
  it('are left out with a warning each, unless static.include lists them (a file, a folder, or a glob)', async () => {
    const root = await copyFixture('basic', {
      'static/.env': `TOKEN=${SECRET}\n`,
      'static/.git/config': `[remote "origin"]\n\turl = https://user:${SECRET}@example.com/x.git\n`,
      'static/img/.DS_Store': 'finder state',
      'static/.nojekyll': '',
      'static/.well-known/security.txt': 'Contact: mailto:security@example.com\n',
      'static/.well-known/.private': SECRET,
      'static/.styles/print.css': 'body { color: black; }\n',
    });
    const plain = await buildSite(root, ['--json']);
    expect(plain.code, plain.stdout).toBe(0);
    const skipped = (JSON.parse(plain.stdout) as { warnings: Array<{ code: string; file: string }> }).warnings.filter(
      (warning) => warning.code === 'static-dotfile-skipped',
    );
    expect(skipped.map((warning) => warning.file).sort()).toEqual([
      'static/.env',
      'static/.git',
      'static/.nojekyll',
      'static/.styles',
      'static/.well-known',
      'static/img/.DS_Store',
    ]);
    expect(await filesWithSecret(plain.outDir)).toEqual([]);
    const published = [...(await readTree(plain.outDir)).keys()];
    expect(published.filter((file) => file.split('/').some((part) => part.startsWith('.')))).toEqual([]);

    const configFile = path.join(root, 'site.config.ts');
    const config = await readFile(configFile, 'utf8');
    await writeFile(
      configFile,
      config.replace("title: 'Basic Docs',", "title: 'Basic Docs',\n  static: { include: ['.nojekyll', '.well-known/*.txt', '.styles'] },"),
    );
    const listed = await buildSite(root, ['--json']);
    expect(listed.code, listed.stdout).toBe(0);
    const tree = await readTree(listed.outDir);
    expect(tree.has('.nojekyll')).toBe(true);
    expect(tree.has('.styles/print.css')).toBe(true);
    expect(tree.get('.well-known/security.txt')?.toString('utf8')).toBe('Contact: mailto:security@example.com\n');
    expect(await filesWithSecret(listed.outDir)).toEqual([]);
    const stillSkipped = (JSON.parse(listed.stdout) as { warnings: Array<{ code: string; file: string }> }).warnings
      .filter((warning) => warning.code === 'static-dotfile-skipped')
      .map((warning) => warning.file)
      .sort();
    expect(stillSkipped).toEqual(['static/.env', 'static/.git', 'static/.well-known/.private', 'static/img/.DS_Store']);
  });
});
