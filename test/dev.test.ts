/**
 * `docs-gen dev` end to end: the real command on a copy of a fixture, edited
 * as a writer would. Each edit must reach the open pages as a reload event
 * for the pages it changed, and the server must keep serving through broken
 * files and recover when they are fixed.
 */
import { request } from 'node:http';
import { appendFile, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, removeTemporaryFolders, reportLines, runCli } from './helpers/cli.js';
import { isReloadOf, startDev, type DevEvent, type RunningDev } from './helpers/dev.js';

interface Problems {
  readonly errors: ReadonlyArray<{ code: string; where?: string; message: string }>;
  readonly warnings: ReadonlyArray<{ code: string; where?: string; message: string }>;
}

const isProblems = (accept: (problems: Problems) => boolean) => (event: DevEvent) => event.event === 'problems' && accept(event.data as Problems);

describe('docs-gen dev', () => {
  let root: string;
  let dev: RunningDev;
  const page = (url: string) => dev.page(url);

  beforeAll(async () => {
    root = await copyFixture('basic');
    dev = await startDev(root);
  }, 90_000);
  afterAll(async () => {
    await dev?.stop();
    await removeTemporaryFolders();
  });

  it('serves the site from memory on loopback, with the page script and the drafts', async () => {
    expect(dev.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const install = await page('guide/install');
    expect(install.status).toBe(200);
    expect(install.html).toContain('<h1');
    expect(install.html).toContain('Read this first.');
    expect(install.html).toContain('<script src="/__docs-gen/client.js" defer></script>');
    expect((await page('guide/wip')).html).toContain('Work in progress');
    expect((await page('no/such/page')).status).toBe(404);
    expect(await fetch(new URL('img/logo.svg', dev.url)).then((response) => response.status)).toBe(200);
    expect(dev.output()).toMatch(/Built: \d+ docs parsed, \d+ pages in \d+ ms/);
  });

  it('serves the route size table every page asks for, empty: links are prefetched on hover and focus', async () => {
    const sizes = await fetch(new URL('assets/route-sizes.json', dev.url));
    expect(sizes.status).toBe(200);
    expect(await sizes.json()).toEqual({});
  });

  it('reloads the edited page with its new content, and prints one line for the rebuild', async () => {
    const reload = dev.nextEvent(isReloadOf('/guide/install'));
    await appendFile(path.join(root, 'content/01-guide/01-install.md'), '\nA sentence added while previewing.\n');
    const event = await reload;
    // Only that page changed: its title, and so every sidebar, is the same.
    expect((event.data as { pages: string[] }).pages).toEqual(['/guide/install']);
    expect((await page('guide/install')).html).toContain('A sentence added while previewing.');
    await dev.waitForOutput(/content\/01-guide\/01-install\.md changed: 1 doc parsed, 1 page updated in \d+ ms/);
  });

  it('shows a broken file as a problem with its position, keeps serving, and recovers when it is fixed', async () => {
    const file = path.join(root, 'content/concepts/diagram.mdx');
    const broken = dev.nextEvent(isProblems((problems) => problems.errors.some((error) => error.code === 'mdx-syntax')));
    await writeFile(file, '# Diagram\n\nSome text.\n\n<Tabs>\n  <TabItem value="a">\n');
    const { errors } = (await broken).data as Problems;
    expect(errors.find((error) => error.code === 'mdx-syntax')?.where).toMatch(/^content\/concepts\/diagram\.mdx:\d+:\d+$/);
    await dev.waitForOutput(/content\/concepts\/diagram\.mdx:\d+:\d+\s+error/);
    expect((await page('guide/install')).status).toBe(200);

    const fixed = dev.nextEvent(isProblems((problems) => problems.errors.length === 0));
    await writeFile(file, '# Diagram\n\nNow it parses.\n');
    await fixed;
    // writeFile empties the file before it writes: the watcher may see it empty first (no problem either), then written.
    await expect.poll(async () => (await page('concepts/diagram')).html).toContain('Now it parses.');
  });

  it('reports a doc nested too deep with its position, in milliseconds, and serves the other pages', async () => {
    const file = path.join(root, 'content/deep.md');
    const reported = dev.nextEvent(isProblems((problems) => problems.errors.some((error) => error.code === 'content-too-deep')));
    await writeFile(file, `# Deep\n\n${'>'.repeat(10_000)} x\n`);
    const { errors } = (await reported).data as Problems;
    expect(errors).toEqual([expect.objectContaining({ code: 'content-too-deep', where: 'content/deep.md:3:101' })]);
    await dev.waitForOutput(/content\/deep\.md:3:101\s+error\s+Nesting goes deeper than 100 levels/);
    expect((await page('guide/install')).html).toContain('Read this first.');

    const fixed = dev.nextEvent(isProblems((problems) => problems.errors.length === 0));
    await rm(file);
    await fixed;
  });

  it('picks up new and deleted pages: the sidebar follows', async () => {
    const file = path.join(root, 'content/concepts/new-page.md');
    const added = dev.nextEvent(isReloadOf('/concepts/new-page'));
    await writeFile(file, '# A new page\n\nFresh.\n');
    await added;
    // The watcher may see the new file before its text is in it, then again once it is.
    await expect.poll(async () => (await page('concepts/new-page')).html).toContain('Fresh.');
    expect((await page('guide/install')).html).toContain('href="/concepts/new-page"');

    const removed = dev.nextEvent(isReloadOf('/guide/install'));
    await rm(file);
    await removed;
    expect((await page('concepts/new-page')).status).toBe(404);
    expect((await page('guide/install')).html).not.toContain('href="/concepts/new-page"');
  });

  it('reports a broken link with its position without blocking the preview', async () => {
    const file = path.join(root, 'content/reference/cli.md');
    const reported = dev.nextEvent(isProblems((problems) => problems.warnings.some((warning) => warning.code === 'broken-link')));
    await appendFile(file, '\nSee [the missing page](/no-such-page).\n');
    const { warnings, errors } = (await reported).data as Problems;
    expect(errors).toEqual([]);
    expect(warnings.find((warning) => warning.code === 'broken-link')).toMatchObject({ where: expect.stringMatching(/^content\/reference\/cli\.md:\d+:\d+$/) });
    expect((await page('reference/cli')).html).toContain('the missing page');
    // The line says what the count says: a warning, as dev never blocks on a link.
    await dev.waitForOutput(/\(1 warning, shown in the browser\)\n[\s\S]*content\/reference\/cli\.md:\d+:\d+\s+warning\s+Link to \/no-such-page/);
  });

  it('reloads every page when the config changes, and none when only a comment of it changed', async () => {
    const config = path.join(root, 'site.config.ts');
    const source = await readFile(config, 'utf8');
    await appendFile(config, '\n// touched\n');
    // The watcher may hand in a late event of an earlier test's file in the same batch ("2 files changed (…, site.config.ts)").
    await dev.waitForOutput(/(?:site\.config\.ts changed|files changed \([^)]*site\.config\.ts\)): 0 docs parsed, 0 pages updated/);

    const reload = dev.nextEvent((event) => event.event === 'reload' && (event.data as { pages: unknown }).pages === 'all');
    await writeFile(config, source.replace("title: 'Basic Docs'", "title: 'Renamed Docs'"));
    await reload.catch((error) => {
      throw new Error(`${error}\n${dev.output()}`);
    });
    expect((await page('guide/install')).html).toContain('Renamed Docs</title>');
  });

  it('never serves a file outside the site', async () => {
    await symlink(path.join(root, 'site.config.ts'), path.join(root, 'static/config-link.ts'));
    const { port } = new URL(dev.url);
    for (const target of [
      '/../site.config.ts',
      '/%2e%2e/site.config.ts',
      '/..%2fsite.config.ts',
      '/static/../site.config.ts',
      '//etc/passwd',
      '/config-link.ts',
    ]) {
      const response = await rawGet(Number(port), target);
      expect(response.status, target).toBe(404);
      expect(response.body, target).not.toContain('defineConfig');
    }
  });

  it('serves no dotfile of static/ that the build would leave out', async () => {
    const warned = dev.nextEvent(isProblems((problems) => problems.warnings.some((warning) => warning.code === 'static-dotfile-skipped')));
    await writeFile(path.join(root, 'static/.env'), 'TOKEN=dev-secret\n');
    await warned;
    const { port } = new URL(dev.url);
    const response = await rawGet(Number(port), '/.env');
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('dev-secret');
    expect(await fetch(new URL('img/logo.svg', dev.url)).then((answer) => answer.status)).toBe(200);
  });
});

describe('docs-gen dev on a site with docs versions', () => {
  it('watches the released versions too', async () => {
    const root = await copyFixture('versions');
    const dev = await startDev(root);
    try {
      const reload = dev.nextEvent(isReloadOf('/1.0/guide/legacy'));
      await appendFile(path.join(root, 'versioned_docs/version-1.0/guide/legacy.md'), '\nStill supported for a while.\n');
      await reload;
      const html = await fetch(new URL('1.0/guide/legacy', dev.url)).then((response) => response.text());
      expect(html).toContain('Still supported for a while.');
    } finally {
      await dev.stop();
      await removeTemporaryFolders();
    }
  }, 90_000);
});

describe('docs-gen dev on a site without content yet', () => {
  it('says what is missing, keeps serving, and builds the site once the content folder appears', async () => {
    const root = await copyFixture('basic');
    await rm(path.join(root, 'content'), { recursive: true });
    const dev = await startDev(root);
    try {
      expect(dev.output()).toMatch(/content\s+error\s+The content folder .*content does not exist\s+\[content-missing\]/);
      const waiting = await fetch(dev.url);
      expect(await waiting.text()).toContain('The site has not built yet.');

      const built = dev.nextEvent(isProblems((problems) => problems.errors.length === 0));
      await mkdir(path.join(root, 'content'));
      await writeFile(path.join(root, 'content/index.md'), '# Hello\n\nFirst page.\n');
      await built;
      // The watcher may see the new file before its text is in it, then again once it is.
      await expect.poll(() => fetch(dev.url).then((response) => response.text())).toContain('First page.');
    } finally {
      await dev.stop();
      await removeTemporaryFolders();
    }
  }, 90_000);
});

describe('docs-gen dev on a site large enough for worker threads', () => {
  it('parses its first build on every core, serves the bodies parsed there, and still reloads an edited page', async () => {
    const root = await copyFixture('basic');
    const count = 300;
    await mkdir(path.join(root, 'content/many'), { recursive: true });
    await Promise.all(
      Array.from({ length: count }, (_, index) =>
        writeFile(
          path.join(root, `content/many/page-${index}.md`),
          `# Many ${index}\n\nBody of page ${index}, with \`code\`.\n\n## Details\n\nSee [the next one](./page-${(index + 1) % count}.md#details).\n`,
        ),
      ),
    );
    const dev = await startDev(root);
    try {
      const cores = availableParallelism();
      expect(dev.output()).toMatch(cores > 1 ? new RegExp(`Built: \\d+ docs parsed on ${cores} threads, \\d+ pages in \\d+ ms`) : /Built: \d+ docs parsed, /);
      for (const index of [0, 150, count - 1]) {
        const html = await (await fetch(new URL(`many/page-${index}`, dev.url))).text();
        expect(html).toContain(`Body of page ${index}, with <code>code</code>.`);
        expect(html).toContain(`href="/many/page-${(index + 1) % count}#details"`);
      }
      const reload = dev.nextEvent(isReloadOf('/many/page-7'));
      await appendFile(path.join(root, 'content/many/page-7.md'), '\nAdded while previewing.\n');
      await reload;
      expect(await (await fetch(new URL('many/page-7', dev.url))).text()).toContain('Added while previewing.');
    } finally {
      await dev.stop();
      await removeTemporaryFolders();
    }
  }, 90_000);
});

describe('docs-gen dev on a busy port', () => {
  it('takes the next free port and says which', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const busy = (blocker.address() as { port: number }).port;
    const root = await copyFixture('basic');
    const dev = await startDev(root, ['--port', String(busy)]);
    try {
      expect(dev.output()).toContain(`Port ${busy} is in use; serving on`);
      expect(dev.url).not.toContain(`:${busy}/`);
      expect((await fetch(dev.url)).status).toBe(200);
    } finally {
      await dev.stop();
      blocker.close();
      await removeTemporaryFolders();
    }
  }, 90_000);
});

describe('docs-gen dev on an address it cannot listen on', () => {
  it('says which option to change, and exits 2', async () => {
    const root = await copyFixture('basic');
    // 192.0.2.0/24 is reserved for documentation (RFC 5737): no machine has it.
    const run = await runCli(['dev', '--root', root, '--host', '192.0.2.1', '--port', '0']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(reportLines(run.stderr)).toEqual([
      'option --host  error  Cannot listen on 192.0.2.1 port 0: it is not an address of this machine (EADDRNOTAVAIL)  [listen-failed]',
    ]);
  }, 90_000);
});

/** A GET with the path exactly as given: fetch would resolve the dots first. */
function rawGet(port: number, target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port, path: target, method: 'GET' }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    call.on('error', reject);
    call.end();
  });
}
