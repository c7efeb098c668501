/**
 * `docs-gen check-links` as a user runs it, on a build of the "crawl" fixture
 * (baseUrl /docs/) into which the tests plant broken links, anchors, images,
 * a stylesheet and a script: it reports exactly those, by page.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, fixture, makeTemporaryFolder, removeTemporaryFolders, reportLines, runCli, type CliRun, type JsonDiagnostic } from './helpers/cli.js';

afterAll(removeTemporaryFolders);

/** The JSON object `docs-gen check-links --json` prints: the shape every command shares, written out here. */
interface CheckLinksReport {
  readonly ok: boolean;
  readonly exitCode: number;
  readonly pages: number;
  readonly links: number;
  readonly warnings: JsonDiagnostic[];
  readonly errors: JsonDiagnostic[];
}

/** What identifies a broken link in the report: its code, the page holding it, where it points, and the message. */
function brokenOf(report: CheckLinksReport): Array<{ code: string; page?: string; link?: string; message: string }> {
  return report.errors.map(({ code, page, link, message }) => ({ code, page, link, message }));
}

const ROOT = fixture('crawl');
let cleanBuild: string;
let brokenBuild: string;
/** A loopback port nothing listens on, for an external link that cannot succeed. */
let closedPort: number;

beforeAll(async () => {
  const run = await buildSite(ROOT);
  expect(run.code, run.stderr).toBe(0);
  cleanBuild = run.outDir;
  closedPort = await findClosedPort();
  brokenBuild = path.join(await makeTemporaryFolder('docs-gen-broken-'), 'build');
  // The output is a link to the site's folder: copy what it points to.
  await cp(cleanBuild, brokenBuild, { recursive: true, dereference: true });
  await plant(path.join(brokenBuild, 'index.html'), {
    '</article>': [
      '<a href="/docs/nope">Missing page</a>',
      '<a href="/docs/guide#nowhere">Guide, nowhere</a>',
      '<img src="/docs/img/missing.png" alt="Missing image">',
      // Fine: a heading of another page, and #top, which every page has (HTML §7.4.6.4).
      '<a href="/docs/reference#options">Options</a>',
      '<a href="#top">Back to top</a>',
      `<a href="http://127.0.0.1:${closedPort}/gone">Elsewhere</a>`,
    ],
  });
  await plant(path.join(brokenBuild, 'guide/index.html'), {
    '</head>': ['<link rel="stylesheet" href="/docs/assets/css/missing.css">'],
    '</article>': ['<a href="#not-here">Same page</a>', '<a href="/docs/nope">Also missing</a>'],
    '</body>': ['<script src="/docs/assets/js/missing.js"></script>'],
  });
}, 120_000);

/** Inserts HTML before the first occurrence of each key. */
async function plant(file: string, before: Record<string, string[]>): Promise<void> {
  let html = await readFile(file, 'utf8');
  for (const [marker, elements] of Object.entries(before)) {
    expect(html).toContain(marker);
    html = html.replace(marker, `${elements.join('\n')}\n${marker}`);
  }
  await writeFile(file, html);
}

function findClosedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function checkLinksJson(outDir: string, extra: readonly string[] = []): Promise<CliRun & { report: CheckLinksReport }> {
  const run = await runCli(['check-links', '--root', ROOT, '--out', outDir, '--json', ...extra]);
  try {
    return { ...run, report: JSON.parse(run.stdout) as CheckLinksReport };
  } catch {
    throw new Error(`check-links --json did not print JSON (exit ${run.code}).\nstdout: ${run.stdout}\nstderr: ${run.stderr}`);
  }
}

const PLANTED = [
  {
    code: 'crawl-broken-anchor',
    page: '/docs/',
    link: '/docs/guide#nowhere',
    message: 'Link to /docs/guide#nowhere ("Guide, nowhere") points to #nowhere, which is not an id on /docs/guide',
  },
  {
    code: 'crawl-broken-link',
    page: '/docs/',
    link: '/docs/img/missing.png',
    message: 'Link to /docs/img/missing.png ("Missing image") answered 404 Not Found',
  },
  { code: 'crawl-broken-link', page: '/docs/', link: '/docs/nope', message: 'Link to /docs/nope ("Missing page") answered 404 Not Found' },
  {
    code: 'crawl-broken-link',
    page: '/docs/guide',
    link: '/docs/assets/css/missing.css',
    message: 'Link to /docs/assets/css/missing.css answered 404 Not Found',
  },
  { code: 'crawl-broken-link', page: '/docs/guide', link: '/docs/assets/js/missing.js', message: 'Link to /docs/assets/js/missing.js answered 404 Not Found' },
  {
    code: 'crawl-broken-anchor',
    page: '/docs/guide',
    link: '/docs/guide#not-here',
    message: 'Link to /docs/guide#not-here ("Same page") points to #not-here, which is not an id on /docs/guide',
  },
  { code: 'crawl-broken-link', page: '/docs/guide', link: '/docs/nope', message: 'Link to /docs/nope ("Also missing") answered 404 Not Found' },
];

describe('a clean build', () => {
  it('has nothing broken: exit 0, and every page crawled', async () => {
    const { code, report, stderr } = await checkLinksJson(cleanBuild);
    expect(code, stderr).toBe(0);
    // index, guide, reference and the 404 page.
    expect(report).toMatchObject({ ok: true, exitCode: 0, pages: 4, warnings: [], errors: [] });
    expect(report.links).toBeGreaterThan(10);
  });

  it('says so in one line', async () => {
    const run = await runCli(['check-links', '--root', ROOT, '--out', cleanBuild]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Checked \d+ links on 4 pages: 0 broken\.\n$/);
  });
});

describe('a build with broken links planted', () => {
  it('reports exactly the planted links as errors at the page holding each, with what is wrong and the link text, and exits 1', async () => {
    const { code, report } = await checkLinksJson(brokenBuild);
    expect(code).toBe(1);
    expect(report).toMatchObject({ ok: false, exitCode: 1, pages: 4, warnings: [] });
    expect(brokenOf(report)).toEqual(PLANTED);
    expect(report.errors[0]).toMatchObject({
      severity: 'error',
      file: null,
      line: null,
      column: null,
      hint: expect.stringMatching(/^Link to an id the target page has/),
    });
  });

  it('prints them as every command prints its problems, page by page, then the summary', async () => {
    const run = await runCli(['check-links', '--root', ROOT, '--out', brokenBuild]);
    expect(run.code).toBe(1);
    expect(reportLines(run.stderr)).toEqual(PLANTED.map(({ code, page, message }) => `${page}  error  ${message}  [${code}]`));
    expect(run.stderr).toContain(
      '[crawl-broken-link]\n    → Fix the link, image, script or stylesheet in the source of the page (or in the layout, when every page has it), then build again.\n',
    );
    expect(run.stdout).toMatch(/^Checked \d+ links on 4 pages: 7 broken\.\n$/);
  });

  it('checks links to other sites only with --external', async () => {
    const { code, report } = await checkLinksJson(brokenBuild, ['--external']);
    expect(code).toBe(1);
    const url = `http://127.0.0.1:${closedPort}/gone`;
    const external = {
      code: 'crawl-broken-link',
      page: '/docs/',
      link: url,
      message: `Link to ${url} ("Elsewhere") got no response: connect ECONNREFUSED 127.0.0.1:${closedPort}`,
    };
    expect(brokenOf(report)).toEqual([...PLANTED.slice(0, 3), external, ...PLANTED.slice(3)]);
  });
});

describe('without a build', () => {
  it('says to build first, at --out, and exits 1', async () => {
    const outDir = path.join(await makeTemporaryFolder(), 'build');
    const run = await runCli(['check-links', '--root', ROOT, '--out', outDir]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(reportLines(run.stderr)).toEqual([`option --out  error  No built site in ${outDir}  [site-not-built]`]);
  });

  it('says the same in the one --json shape', async () => {
    const outDir = path.join(await makeTemporaryFolder(), 'build');
    const { code, report } = await checkLinksJson(outDir);
    expect(code).toBe(1);
    expect(report).toMatchObject({ ok: false, exitCode: 1, pages: 0, links: 0, warnings: [] });
    expect(report.errors).toEqual([expect.objectContaining({ code: 'site-not-built', message: `No built site in ${outDir}`, option: '--out', file: null })]);
  });

  it('names a broken link that every page has as probably in the layout', async () => {
    const everywhere = path.join(await makeTemporaryFolder('docs-gen-layout-'), 'build');
    await cp(cleanBuild, everywhere, { recursive: true, dereference: true });
    for (const page of ['index.html', 'guide/index.html', 'reference/index.html'])
      await plant(path.join(everywhere, page), { '</body>': ['<a href="/docs/old-home">Home</a>'] });
    const run = await runCli(['check-links', '--root', ROOT, '--out', everywhere]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      '\nnote: "Link to /docs/old-home ("Home") answered 404 Not Found" is reported on every page with broken links; it is probably in a shared layout or partial.\n',
    );
  });
});
