/**
 * `docs-gen serve` as a user runs it: a built fixture (baseUrl /docs/) served
 * on a local port, the next port when that one is busy, a clean stop on
 * Ctrl-C, and clear messages when there is nothing to serve.
 */
import { statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, fixture, makeTemporaryFolder, removeTemporaryFolders, reportLines, runCli } from './helpers/cli.js';
import { killServes, startServe, type ServeProcess } from './helpers/serve.js';

const ROOT = fixture('base-url');
let outDir: string;

beforeAll(async () => {
  const run = await buildSite(ROOT);
  expect(run.code, run.stderr).toBe(0);
  outDir = run.outDir;
}, 120_000);

afterAll(async () => {
  killServes();
  await removeTemporaryFolders();
});

/** A port free right now on 127.0.0.1, with a server holding it when `hold` is set. */
function freePort({ hold = false } = {}): Promise<{ port: number; server: Server }> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      if (hold) resolve({ port, server });
      else server.close(() => resolve({ port, server }));
    });
  });
}

describe('serving a built site', () => {
  let served: ServeProcess;
  let port: number;
  beforeAll(async () => {
    port = (await freePort()).port;
    served = await startServe(['--root', ROOT, '--out', outDir, '--port', String(port)]);
  });

  it('prints the URL under the site’s baseUrl', () => {
    expect(served.url).toBe(`http://127.0.0.1:${port}/docs/`);
    expect(served.output).toBe(`Serving ${outDir} at http://127.0.0.1:${port}/docs/\nPress Ctrl-C to stop.\n`);
  });

  it('serves the pages', async () => {
    const home = await fetch(served.url);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(await home.text()).toContain('<title>Base URL Docs</title>');
    const guide = await fetch(`${served.url}guide`);
    expect(guide.status).toBe(200);
    expect(await guide.text()).toContain('<title>Guide | Base URL Docs</title>');
  });

  it('redirects the server root to the baseUrl', async () => {
    const root = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' });
    expect(root.status).toBe(301);
    expect(root.headers.get('location')).toBe('/docs/');
  });

  it('answers a missing page with the site’s 404 page', async () => {
    const missing = await fetch(`${served.url}nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<h1>Page Not Found</h1>');
  });

  it('lets browsers keep the hashed stylesheet for good', async () => {
    const [stylesheet] = await readdir(path.join(outDir, 'assets/css'));
    const response = await fetch(`${served.url}assets/css/${stylesheet}`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('compresses pages, scripts and stylesheets by what the browser accepts', async () => {
    // The largest script: the client's entry only imports its chunks, too few bytes to be worth compressing.
    const chunks = (await readdir(path.join(outDir, 'assets/js/chunks'))).filter((file) => file.endsWith('.js'));
    const script = `chunks/${chunks.sort((a, b) => statSync(path.join(outDir, 'assets/js/chunks', b)).size - statSync(path.join(outDir, 'assets/js/chunks', a)).size)[0]}`;
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      for (const url of [served.url, `${served.url}assets/js/${script}`]) {
        // fetch decodes the body and keeps the headers that say how it came.
        const response = await fetch(url, { headers: { 'Accept-Encoding': acceptEncoding } });
        expect([url, acceptEncoding, response.headers.get('content-encoding'), response.headers.get('vary')]).toEqual([
          url,
          acceptEncoding,
          encoding,
          'Accept-Encoding',
        ]);
        expect(await response.text()).toBe(await readFile(path.join(outDir, url === served.url ? 'index.html' : `assets/js/${script}`), 'utf8'));
      }
    }
  });

  it('stops on Ctrl-C with exit code 0', async () => {
    expect(await served.stop()).toBe(0);
    await expect(fetch(served.url)).rejects.toThrow();
  });
});

describe('a busy port', () => {
  it('takes the next free port and says so', async () => {
    const { port, server } = await freePort({ hold: true });
    try {
      const served = await startServe(['--root', ROOT, '--out', outDir, '--port', String(port)]);
      const taken = Number(new URL(served.url).port);
      expect(taken).toBeGreaterThan(port);
      expect(served.output).toBe(`Port ${port} is in use; serving on ${served.url} instead.\nServing ${outDir} at ${served.url}\nPress Ctrl-C to stop.\n`);
      expect((await fetch(served.url)).status).toBe(200);
      expect(await served.stop()).toBe(0);
    } finally {
      server.close();
    }
  });
});

describe('nothing to serve', () => {
  it('says to build first when the build folder is missing, at --out, and exits 1', async () => {
    const missing = path.join(await makeTemporaryFolder(), 'build');
    const run = await runCli(['serve', '--root', ROOT, '--out', missing]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `option --out  error  No built site in ${missing}  [site-not-built]\n    → Run \`docs-gen build\` first, or pass --out <dir> naming the folder the site was built into.\n`,
    );
  });

  it('says which option to change when it cannot listen on the address, and exits 2', async () => {
    // 192.0.2.0/24 is reserved for documentation (RFC 5737): no machine has it.
    const run = await runCli(['serve', '--root', ROOT, '--out', outDir, '--host', '192.0.2.1', '--port', '0']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(reportLines(run.stderr)).toEqual([
      'option --host  error  Cannot listen on 192.0.2.1 port 0: it is not an address of this machine (EADDRNOTAVAIL)  [listen-failed]',
    ]);
  });

  it('reports an invalid config like build does, and exits 2', async () => {
    const run = await runCli(['serve', '--root', fixture('config-wrong-type'), '--out', outDir]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('site.config.ts (field title)  error  title must be a non-empty string, got number  [config-invalid]');
  });

  it('rejects a port that is not one', async () => {
    const run = await runCli(['serve', '--root', ROOT, '--out', outDir, '--port', 'http']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Give a port number from 0 to 65535.');
  });
});
