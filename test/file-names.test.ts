/**
 * A site whose docs are named with characters a URL must percent-encode
 * (`%`, `#`, `?`, spaces, non-ASCII letters, `&`, `+`, `'`, `"`, `<`): its
 * files keep their names, every URL that leads to them is encoded, and the
 * build's link check and `docs-gen check-links` agree on which links work.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, copyFixture, fixture, readText, removeTemporaryFolders, runCli, type CliRun } from './helpers/cli.js';
import { element, linksIn } from './helpers/html.js';

afterAll(removeTemporaryFolders);

const ROOT = fixture('file-names');
let outDir: string;

beforeAll(async () => {
  const run = await buildSite(ROOT, ['--strict']);
  expect(run.code, run.stderr).toBe(0);
  outDir = run.outDir;
}, 120_000);

/** The JSON object `docs-gen check-links --json` prints (the fields these tests read). */
interface CheckLinksReport {
  readonly ok: boolean;
  readonly errors: { code: string; page: string; link: string; message: string }[];
}

async function checkLinks(root: string, out: string): Promise<CliRun & { report: CheckLinksReport }> {
  const run = await runCli(['check-links', '--root', root, '--out', out, '--json']);
  try {
    return { ...run, report: JSON.parse(run.stdout) as CheckLinksReport };
  } catch {
    throw new Error(`check-links --json did not print JSON (exit ${run.code}).\nstdout: ${run.stdout}\nstderr: ${run.stderr}`);
  }
}

const ENCODED = {
  percent: '/docs/100%25',
  sharp: '/docs/a%23b',
  bracketed: '/docs/what%20%5B1%5D',
  naive: '/docs/caf%C3%A9%20cr%C3%A8me/na%C3%AFve',
  carte: '/docs/caf%C3%A9%20cr%C3%A8me/%C3%A0%20la%20carte',
  // As HTML writes it in an attribute: `&` and `'` escaped.
  quoted: '/docs/q&amp;a%20+%20more/it&#x27;s%20%7Bquoted%7D',
  quotedIndex: '/docs/q&amp;a%20+%20more',
};

describe('a site whose file names need encoding in URLs', () => {
  it('writes each page and its route data under the decoded name', () => {
    for (const file of [
      '100%/index.html',
      'a#b/index.html',
      'what [1]/index.html',
      'café crème/naïve/index.html',
      'café crème/à la carte/index.html',
      `q&a + more/it's {quoted}/index.html`,
      'q&a + more/index.html',
      'assets/routes/100%.json',
      'assets/routes/a#b.json',
    ]) {
      expect(existsSync(path.join(outDir, file)), file).toBe(true);
    }
  });

  it('links the pages and static files from doc bodies by their encoded URLs, whether written as URLs, as files or in raw HTML', async () => {
    const body = element(await readText(outDir, 'index.html'), '<article');
    expect(linksIn(body)).toEqual([
      `One hundred percent → ${ENCODED.percent}#setup`,
      `One hundred percent, as a file → ${ENCODED.percent}`,
      `A sharp B → ${ENCODED.sharp}`,
      `What [1] → ${ENCODED.bracketed}`,
      `Naïve → ${ENCODED.naive}`,
      `Quoted → ${ENCODED.quoted}`,
      `À la carte → ${ENCODED.carte}`,
    ]);
    // A relative link from a page whose own URL is encoded, and a file under static/.
    const carte = element(await readText(outDir, 'café crème/à la carte/index.html'), '<article');
    expect(linksIn(carte)).toEqual([`one hundred percent → ${ENCODED.percent}#setup`, 'the report → /docs/files/100%25%20report%20%231.txt']);
  });

  it('links them by their encoded URLs from the sidebar, navbar, footer, breadcrumbs, pagination and category cards', async () => {
    const home = await readText(outDir, 'index.html');
    expect(linksIn(element(home, '<nav class="doc-sidebar'))).toEqual([
      `One hundred percent → ${ENCODED.percent}`,
      `A sharp B → ${ENCODED.sharp}`,
      `café crème → ${ENCODED.naive}`,
      'File names → /docs/',
      `q&a + more → ${ENCODED.quotedIndex}`,
      `What [1] → ${ENCODED.bracketed}`,
    ]);
    expect(linksIn(element(home, '<nav class="paginator'))).toEqual([`Previous À la carte → ${ENCODED.carte}`, `Next q&a + more → ${ENCODED.quotedIndex}`]);
    expect(linksIn(element(home, '<footer'))).toContain(`Naïve → ${ENCODED.naive}#top`);

    const percent = await readText(outDir, '100%/index.html');
    // The navbar's `to: '/100%25'` names the page, so it is marked as the current one.
    expect(percent).toContain(`<a class="navbar__link navbar__link--active" href="${ENCODED.percent}" aria-current="page">`);

    const carte = await readText(outDir, 'café crème/à la carte/index.html');
    expect(linksIn(element(carte, '<nav class="breadcrumbs'))).toEqual([' → /docs/', `café crème → ${ENCODED.naive}`]);

    const cards = await readText(outDir, 'q&a + more/index.html');
    expect(cards).toContain(`<a class="card__link" href="${ENCODED.quoted}">`);
  });

  it('gives encoded URLs to the canonical tag, the route data, the shared sidebar, the favicon and sitemap.xml', async () => {
    const percent = await readText(outDir, '100%/index.html');
    expect(percent).toContain('<link rel="canonical" href="https://docs.example.com/docs/100%25">');
    expect(percent).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/docs/assets/routes/100%25.json" data-route-data="">');
    expect(percent).toContain('<link rel="icon" href="/docs/img/fav%20icon%20%231.svg">');
    // The sidebar `all 100%` is kept in a file whose name is itself encoded, so its URL encodes that name.
    expect(percent).toContain('data-sidebar-src="/docs/assets/sidebars/all%2520100%2525.json"');
    expect(existsSync(path.join(outDir, 'assets/sidebars/all%20100%25.json'))).toBe(true);
    const sitemap = await readText(outDir, 'sitemap.xml');
    expect([...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc)).toEqual([
      'https://docs.example.com/docs/',
      'https://docs.example.com/docs/100%25',
      'https://docs.example.com/docs/a%23b',
      'https://docs.example.com/docs/caf%C3%A9%20cr%C3%A8me/na%C3%AFve',
      'https://docs.example.com/docs/caf%C3%A9%20cr%C3%A8me/%C3%A0%20la%20carte',
      'https://docs.example.com/docs/q&amp;a%20+%20more',
      'https://docs.example.com/docs/q&amp;a%20+%20more/it&#39;s%20%7Bquoted%7D',
      'https://docs.example.com/docs/what%20%5B1%5D',
    ]);
  });

  it('has no broken link for docs-gen check-links', async () => {
    const { code, report, stderr } = await checkLinks(ROOT, outDir);
    expect(report.errors).toEqual([]);
    expect(code, stderr).toBe(0);
  });
});

describe('a link to such a page that a browser could not follow', () => {
  // Unencoded, `#` starts the fragment: this names the page /a. (`?`, which starts the query, is refused in page URLs.)
  const WRONG = '# Wrong\n\n- [A sharp B](/a#b)\n';

  it('fails the build, at the link, naming what the browser would open', async () => {
    const root = await copyFixture('file-names', { 'content/wrong.md': WRONG });
    const run = await buildSite(root, ['--strict']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('content/wrong.md:3:3  error  Link to /a#b does not resolve to any page; the page /a#b is linked as /a%23b  [broken-link]');
  });

  it('is broken for docs-gen check-links too', async () => {
    const config = await readFile(path.join(ROOT, 'site.config.ts'), 'utf8');
    const root = await copyFixture('file-names', {
      'content/wrong.md': WRONG,
      'site.config.ts': config.replace("title: 'File Names',", "title: 'File Names',\n  onBrokenLinks: 'warn',"),
    });
    const run = await buildSite(root);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('content/wrong.md:3:3  warning  Link to /a#b does not resolve to any page');
    const { code, report } = await checkLinks(root, run.outDir);
    expect(code).toBe(1);
    expect(report.errors.map(({ code, page, link, message }) => ({ code, page, link, answered404: message.endsWith(' answered 404 Not Found') }))).toEqual([
      { code: 'crawl-broken-link', page: '/docs/wrong', link: '/a', answered404: true },
    ]);
  });
});
