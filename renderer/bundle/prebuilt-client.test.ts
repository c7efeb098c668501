import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleClient, type ClientBundle } from './bundle-client.js';
import { readPrebuiltClient, writePrebuiltClient } from './prebuilt-client.js';

describe('the client bundle made when docs-gen is compiled', () => {
  let dir: string;
  let fresh: ClientBundle;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'docs-gen-prebuilt-'));
    fresh = await bundleClient();
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Bundling takes seconds: the tests of what is done with a bundle write the one made above.
  const write = () => writePrebuiltClient({ dir, fingerprint: 'theme-a', bundle: fresh });

  it('is the bundle a build would make, read back whole', async () => {
    await writePrebuiltClient({ dir, fingerprint: 'theme-a' });
    const read = readPrebuiltClient({ dir, fingerprint: 'theme-a' });
    expect(read?.stylesheets).toEqual(fresh.stylesheets);
    expect(read?.scripts).toEqual(fresh.scripts);
    expect(read?.componentScripts).toEqual(fresh.componentScripts);
    expect(read?.files.map((file) => file.path)).toEqual(fresh.files.map((file) => file.path));
    expect(read?.files.every((file, index) => Buffer.from(file.contents).equals(Buffer.from(fresh.files[index]!.contents)))).toBe(true);
  }, 60_000);

  it("names the on-demand components' chunk and the chunks it imports that the page's script does not", () => {
    const paths = new Set(fresh.files.map((file) => file.path));
    expect(fresh.componentScripts.some((file) => /^assets\/js\/chunks\/on-demand\.\w+\.js$/.test(file))).toBe(true);
    for (const file of fresh.componentScripts) expect(paths.has(file), file).toBe(true);
    const client = Buffer.from(fresh.files.find((file) => file.path === fresh.scripts[0])!.contents).toString('utf8');
    // Statically imported (`import"…"`, `from"…"`) by the page's script, a chunk is loaded already; a dynamic `import("…")` is not.
    const staticImports = [...client.matchAll(/(?:\bfrom|\bimport)\s*"([^"]+)"/g)].map((match) => path.posix.basename(match[1]!));
    expect(staticImports.length).toBeGreaterThan(0);
    for (const file of fresh.componentScripts) expect(staticImports, file).not.toContain(path.posix.basename(file));
  });

  it('loads everything a doc page needs up front in one chunk beside the entry, within 85 KB gzip', () => {
    const byPath = new Map(fresh.files.map((file) => [file.path, Buffer.from(file.contents)]));
    const loaded = new Set<string>();
    const pending = [...fresh.scripts];
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (loaded.has(file)) continue;
      loaded.add(file);
      const text = byPath.get(file)!.toString('utf8');
      for (const match of text.matchAll(/(?:\bfrom|\bimport)\s*"([^"]+)"/g)) pending.push(path.posix.join(path.posix.dirname(file), match[1]!));
    }
    // The entry, the chunk of all it loads, and esbuild's module helpers (shared with the diagrams' chunks). The lazy
    // layouts (API reference, blog) and the on-demand components once made a chunk for each part of it they shared.
    expect(loaded.size).toBeLessThanOrEqual(3);
    const gzipBytes = [...loaded].reduce((sum, file) => sum + gzipSync(byPath.get(file)!, { level: 9 }).length, 0);
    expect(gzipBytes).toBeLessThanOrEqual(85 * 1024);
  });

  it('is not used once the theme or the packages differ from what it was made from', async () => {
    await write();
    expect(readPrebuiltClient({ dir, fingerprint: 'theme-b' })).toBeUndefined();
  }, 60_000);

  it('is not used when a file was changed, removed, or the manifest is missing', async () => {
    await write();
    const script = path.join(dir, fresh.scripts[0]!);
    appendFileSync(script, '\n// edited');
    expect(readPrebuiltClient({ dir, fingerprint: 'theme-a' })).toBeUndefined();

    // The same size, other bytes: its new modification time gives it away, and its digest is checked.
    await write();
    const bytes = readFileSync(script);
    bytes[0] = bytes[0] === 0x20 ? 0x0a : 0x20;
    writeFileSync(script, bytes);
    utimesSync(script, new Date(), new Date(Date.now() + 2_000));
    expect(readPrebuiltClient({ dir, fingerprint: 'theme-a' })).toBeUndefined();

    await write();
    unlinkSync(script);
    expect(readPrebuiltClient({ dir, fingerprint: 'theme-a' })).toBeUndefined();

    await write();
    unlinkSync(path.join(dir, 'bundle.json'));
    expect(readPrebuiltClient({ dir, fingerprint: 'theme-a' })).toBeUndefined();
  }, 60_000);

  it('drops the files of an earlier bundle when made again', async () => {
    await write();
    const stale = path.join(dir, 'assets/js/client.OLDHASH.js');
    writeFileSync(stale, 'old');
    await write();
    expect(existsSync(stale)).toBe(false);
    expect(readPrebuiltClient({ dir, fingerprint: 'theme-a' })).toBeDefined();
  }, 60_000);
});
