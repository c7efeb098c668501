/**
 * `docs-gen check-links` as a user runs it, on a build of the "crawl" fixture
 * (baseUrl /docs/) into which the tests plant broken links, anchors, images,
 * a stylesheet and a script: it reports exactly those, by page.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, fixture, makeTemporaryFolder, removeTemporaryFolders, runCli, type CliRun } from './helpers/cli.js';

afterAll(removeTemporaryFolders);

/** The JSON object `docs-gen check-links --json` prints: the CLI's contract, written out here. */
interface CheckLinksReport {
  readonly ok: boolean;
  readonly pages: number;
  readonly links: number;
  readonly broken: { page: string; url: string; status: number | null; reason: string; text: string | null }[];
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
  { page: '/docs/', url: '/docs/guide#nowhere', status: null, reason: 'missing anchor #nowhere', text: 'Guide, nowhere' },
  { page: '/docs/', url: '/docs/img/missing.png', status: 404, reason: '404 Not Found', text: 'Missing image' },
  { page: '/docs/', url: '/docs/nope', status: 404, reason: '404 Not Found', text: 'Missing page' },
  { page: '/docs/guide', url: '/docs/assets/css/missing.css', status: 404, reason: '404 Not Found', text: null },
  { page: '/docs/guide', url: '/docs/assets/js/missing.js', status: 404, reason: '404 Not Found', text: null },
  { page: '/docs/guide', url: '/docs/guide#not-here', status: null, reason: 'missing anchor #not-here', text: 'Same page' },
  { page: '/docs/guide', url: '/docs/nope', status: 404, reason: '404 Not Found', text: 'Also missing' },
];

describe('a clean build', () => {
  it('has nothing broken: exit 0, and every page crawled', async () => {
    const { code, report, stderr } = await checkLinksJson(cleanBuild);
    expect(code, stderr).toBe(0);
    // index, guide, reference and the 404 page.
    expect(report).toMatchObject({ ok: true, pages: 4, broken: [] });
    expect(report.links).toBeGreaterThan(10);
  });

  it('says so in one line', async () => {
    const run = await runCli(['check-links', '--root', ROOT, '--out', cleanBuild]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Checked \d+ links on 4 pages: 0 broken\.\n$/);
  });
});

describe('a build with broken links planted', () => {
  it('reports exactly the planted links, by page, with status, reason and text, and exits 1', async () => {
    const { code, report } = await checkLinksJson(brokenBuild);
    expect(code).toBe(1);
    expect(report.ok).toBe(false);
    expect(report.pages).toBe(4);
    expect(report.broken).toEqual(PLANTED);
  });

  it('prints them grouped under each page, then the summary', async () => {
    const run = await runCli(['check-links', '--root', ROOT, '--out', brokenBuild]);
    expect(run.code).toBe(1);
    const lines = run.stdout.split('\n');
    expect(lines.slice(0, 10)).toEqual([
      '/docs/',
      '  missing anchor #nowhere  /docs/guide#nowhere  "Guide, nowhere"',
      '  404 Not Found  /docs/img/missing.png  "Missing image"',
      '  404 Not Found  /docs/nope  "Missing page"',
      '',
      '/docs/guide',
      '  404 Not Found  /docs/assets/css/missing.css',
      '  404 Not Found  /docs/assets/js/missing.js',
      '  missing anchor #not-here  /docs/guide#not-here  "Same page"',
      '  404 Not Found  /docs/nope  "Also missing"',
    ]);
    expect(lines.slice(10)).toEqual(['', expect.stringMatching(/^Checked \d+ links on 4 pages: 7 broken\.$/), '']);
  });

  it('checks links to other sites only with --external', async () => {
    const { code, report } = await checkLinksJson(brokenBuild, ['--external']);
    expect(code).toBe(1);
    const external = { page: '/docs/', url: `http://127.0.0.1:${closedPort}/gone`, status: null, reason: `connect ECONNREFUSED 127.0.0.1:${closedPort}`, text: 'Elsewhere' };
    expect(report.broken).toEqual([...PLANTED.slice(0, 3), external, ...PLANTED.slice(3)]);
  });
});

describe('without a build', () => {
  it('says to build first, and exits 1', async () => {
    const outDir = path.join(await makeTemporaryFolder(), 'build');
    const run = await runCli(['check-links', '--root', ROOT, '--out', outDir]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`No built site in ${outDir}: run \`docs-gen build\` first.\n`);
  });
});
