import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { digestOf } from './digest.js';
import { fingerprintOf } from './code-fingerprint.js';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

/** A package with one compiled bundle, dist/cli.cjs, and the digests compile.mjs records of it. */
async function makePackage(bundle: string) {
  const root = await mkdtemp(path.join(tmpdir(), 'docs-gen-fingerprint-'));
  folders.push(root);
  await mkdir(path.join(root, 'dist'));
  const file = path.join(root, 'dist/cli.cjs');
  await writeFile(file, bundle);
  const record = async (digest = digestOf(bundle)) => {
    const { size, mtimeMs } = await stat(file);
    await writeFile(path.join(root, 'dist/code-digests.json'), JSON.stringify({ 'dist/cli.cjs': { size, mtimeMs, digest } }));
  };
  const fingerprint = () => fingerprintOf({ root, codeDirs: [path.join(root, 'dist')], extra: [] });
  return { file, record, fingerprint };
}

describe('the code fingerprint', () => {
  it('accepts the digest compile.mjs recorded of a bundle that keeps its size and modification time, without reading it', async () => {
    const pkg = await makePackage('module.exports = 1;');
    const read = pkg.fingerprint();
    await pkg.record();
    expect(pkg.fingerprint()).toBe(read);
    // Trusted as recorded: a digest that is not the bytes' shows that the bytes were not read.
    await pkg.record('0'.repeat(40));
    expect(pkg.fingerprint()).not.toBe(read);
  });

  it('rejects the recorded digest of a bundle changed since, even to bytes of the same size', async () => {
    const pkg = await makePackage('module.exports = 1;');
    await pkg.record();
    const before = pkg.fingerprint();
    const { mtime } = await stat(pkg.file);
    await writeFile(pkg.file, 'module.exports = 2;');
    await utimes(pkg.file, mtime, new Date(mtime.getTime() + 1000));
    expect(pkg.fingerprint()).not.toBe(before);
  });
});
