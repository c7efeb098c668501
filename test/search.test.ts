/**
 * The search index a build writes (issue 18): which pages it holds, what a
 * query over it finds, `search: false` in the config and in front matter,
 * `search.exclude`, noIndex sites, the same bytes from two builds, and a
 * warm rebuild that renders only the page edited and still indexes it.
 */
import { readFileSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_ROOT_FILE, type SearchPageEntry, type SearchRoot } from '../renderer/shared/search-index-files.js';
import { createSearchEngine } from '../theme/components/Search/search-engine.js';
import { buildSiteJson, copyFixture, type JsonReport, makeSite, makeTemporaryFolder, readTree, removeTemporaryFolders, runCli } from './helpers/cli.js';

afterAll(removeTemporaryFolders);

/** Every page URL the index of a built site holds. */
function indexedPages(outDir: string): string[] {
  const root = JSON.parse(readFileSync(path.join(outDir, SEARCH_ROOT_FILE), 'utf8')) as SearchRoot;
  return root.pages.flatMap((hash) =>
    (JSON.parse(readFileSync(path.join(outDir, `assets/search/p.${hash}.json`), 'utf8')) as SearchPageEntry[]).map(([url]) => url),
  );
}

/** The search over a built site's files, as the dialog reads them. */
function engineOf(outDir: string) {
  return createSearchEngine({
    rootUrl: `/${SEARCH_ROOT_FILE}`,
    fetchJson: async (url) => JSON.parse(await readFile(path.join(outDir, url), 'utf8')),
  });
}

/** The first results' URLs for a query. */
async function search(outDir: string, query: string): Promise<string[]> {
  return (await engineOf(outDir).search(query)).groups.flatMap((group) => group.hits.map((hit) => hit.url));
}

describe('the search index of a built site', () => {
  let root: string;
  let outDir: string;
  let cacheDir: string;
  /** A build into the same output folder, with the same cache, as an author's builds are. */
  const buildAgain = async () => {
    const run = await runCli(['build', '--root', root, '--out', outDir, '--cache-dir', cacheDir, '--json']);
    expect(run.code, run.stdout).toBe(0);
    return JSON.parse(run.stdout) as JsonReport;
  };
  beforeAll(async () => {
    root = await copyFixture('basic', {
      'content/reference/internal.md': '---\nsearch: false\n---\n\n# Internal notes\n\nZebra crossings are not for search.\n',
      'content/concepts/archived-routing.md': '# Old routing\n\nZebra archives.\n',
      'content/concepts/routing.md': '# Routing\n\nHow routes work.\n\n## Trailing slashes {#slashes}\n\nZebra slashes decide the URL shape.\n',
    });
    const config = path.join(root, 'site.config.ts');
    await writeFile(
      config,
      (await readFile(config, 'utf8')).replace("title: 'Basic Docs',", "title: 'Basic Docs',\n  search: { exclude: ['/concepts/archived-*'] },"),
    );
    outDir = path.join(await makeTemporaryFolder('docs-gen-out-'), 'build');
    cacheDir = await makeTemporaryFolder('docs-gen-cache-');
    await buildAgain();
  }, 60_000);

  it('holds the doc and category pages, and leaves out unlisted, draft, search: false and excluded pages', () => {
    const pages = indexedPages(outDir);
    expect(pages).toContain('/concepts/routing');
    expect(pages).toContain('/guide/install');
    expect(pages.some((url) => url.includes('secret'))).toBe(false);
    expect(pages.some((url) => url.includes('wip'))).toBe(false);
    expect(pages).not.toContain('/reference/internal');
    expect(pages).not.toContain('/concepts/archived-routing');
    expect(pages).not.toContain('/404');
  });

  it("finds a heading by its words, at the heading's anchor", async () => {
    expect(await search(outDir, 'zebra')).toEqual(['/concepts/routing#slashes']);
    expect((await search(outDir, 'trailing slashes'))[0]).toBe('/concepts/routing#slashes');
  });

  it('reads a word as a typo of the words one edit from it (two from eight letters), below what matches as typed', async () => {
    // One letter off (swapped, missing, wrong), in a word of four letters or more.
    for (const typo of ['zerba', 'zebr ', 'zebta ', 'trailing slahses']) expect((await search(outDir, typo))[0], typo).toBe('/concepts/routing#slashes');
    // Two off (two pairs swapped), in a word of eight letters or more; not in a shorter one.
    expect((await search(outDir, 'cnofigrue'))[0]?.split('#')[0]).toBe('/guide/configure');
    expect(await search(outDir, 'zrbea')).toEqual([]);
    // A word the index has matches itself before its neighbours.
    expect(await search(outDir, 'zebras ')).toEqual(['/concepts/routing#slashes']);
  });

  it('puts a search button in the navbar and the index root in the page data', async () => {
    const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
    expect(html).toContain('class="search-button"');
    expect(JSON.parse(await readFile(path.join(outDir, 'assets/routes/index.json'), 'utf8')).page.site.search).toEqual({ index: '/assets/search/index.json' });
  });

  it('is written the same, byte for byte, by a second build from nothing', async () => {
    const again = await buildSiteJson(root, ['--no-cache']);
    const first = await readTree(path.join(outDir, 'assets/search'));
    expect(await readTree(path.join(again.outDir, 'assets/search'))).toEqual(first);
  });

  it("renders the kept pages again when the output lost the index's page files, and writes what a clean build writes", async () => {
    for (const file of await readdir(path.join(outDir, 'assets/search'))) if (file.startsWith('p.')) await rm(path.join(outDir, 'assets/search', file));
    await writeFile(path.join(root, 'content/index.md'), '# Welcome\n\nA home page edited.\n');
    const warm = await buildAgain();
    expect(warm.work?.rendered).toBeGreaterThan(5);
    const clean = await buildSiteJson(root, ['--no-cache']);
    expect(await readTree(path.join(outDir, 'assets/search'))).toEqual(await readTree(path.join(clean.outDir, 'assets/search')));
  });

  it('follows an edit in a warm rebuild that renders only the edited page, and writes what a clean build writes', async () => {
    const file = path.join(root, 'content/reference/cli.md');
    const before = await readFile(file, 'utf8');
    await writeFile(file, `${before}\n\nThe quokka flag prints the version.\n`);
    const warm = await buildAgain();
    expect(warm.work?.rendered).toBe(1);
    expect(await search(outDir, 'quokka')).toEqual(['/reference/cli']);
    expect(await search(outDir, 'zebra')).toEqual(['/concepts/routing#slashes']);
    const clean = await buildSiteJson(root, ['--no-cache']);
    expect(await readTree(path.join(outDir, 'assets/search'))).toEqual(await readTree(path.join(clean.outDir, 'assets/search')));
    await writeFile(file, before);
  });

  it("renders the kept pages again when the cache lost the index's state, and writes what a clean build writes", async () => {
    await rm(path.join(cacheDir, 'search-index.state'));
    await writeFile(path.join(root, 'content/index.md'), '# Welcome\n\nA home page edited once more.\n');
    const warm = await buildAgain();
    expect(warm.work?.rendered).toBeGreaterThan(5);
    const clean = await buildSiteJson(root, ['--no-cache']);
    expect(await readTree(path.join(outDir, 'assets/search'))).toEqual(await readTree(path.join(clean.outDir, 'assets/search')));
  });
});

describe('ranking', () => {
  let outDir: string;
  beforeAll(async () => {
    const run = await buildSiteJson(
      await makeSite({
        'content/check-entitlement.md': '# Check entitlement\n\nAsk whether a reader may read.\n',
        'content/tables.md': `# Tables\n\n## Entitlement\n\nThe entitlement table: one entitlement per row, each entitlement with its dates.\n\n${['Columns', 'Keys', 'Dates', 'Limits'].map((name) => `## ${name}\n\nEvery entitlement row has ${name.toLowerCase()}.\n`).join('\n')}`,
        'content/guide.md': '# Guide\n\nHow the meter counts.\n',
        'content/scattered.md': '# Notes\n\nThe meter is read daily; every meter reading and meter total counts, and the daily counts are summed.\n',
        'content/errors.md': '# Errors\n\n## Error codes\n\n| Code | Meaning |\n| --- | --- |\n| `not_user_cancellable` | The reader may not cancel it. |\n',
        'content/user-cancel.md': '# User cancel\n\nA user may cancel; the user cancel call cancels for the user.\n',
        'content/emails.md':
          '# E-mail notifications\n\nThe platform sends e-mails to each customer, and stops them when asked.\n\n## Stopping e-mails for one customer\n\nSet the flag.\n',
        'content/api.md':
          "# Orders API\n\n## List a customer's orders\n\nPages of orders.\n\n## Orders of a customer, listed by date\n\nList orders of one customer by date, with each order and customer listed.\n",
      }),
    );
    expect(run.code, run.stderr).toBe(0);
    outDir = run.outDir;
  }, 60_000);

  it('puts a page titled with the words above a heading that is what was typed', async () => {
    expect((await search(outDir, 'entitlement'))[0]).toBe('/check-entitlement');
  });

  it('shows at most two sections of one page, so one long page does not fill the first results', async () => {
    const pages = (await search(outDir, 'entitlement row ')).map((url) => url.split('#')[0]);
    expect(pages.filter((page) => page === '/tables')).toHaveLength(2);
  });

  it('reads a question as its words: how, what, do and the like are left out', async () => {
    expect(await search(outDir, 'how do I check entitlement')).toEqual(await search(outDir, 'check entitlement'));
  });

  it('puts the words side by side, as typed, above the same words scattered', async () => {
    expect((await search(outDir, 'meter counts '))[0]).toBe('/guide');
  });

  it('finds a snake_case identifier by its name, not by its words', async () => {
    const found = await search(outDir, 'not_user_cancellable');
    expect(found[0]).toBe('/errors#error-codes');
    expect(found).not.toContain('/user-cancel');
  });

  it('puts a heading that holds every word of a question above the page around it, and reads "e-mails" without its "e"', async () => {
    const engine = engineOf(outDir);
    const answer = await engine.search('how do I stop e-mails to one customer');
    expect(answer.partial).toBe(false);
    expect(answer.groups[0]!.hits[0]!.url).toBe('/emails#stopping-e-mails-for-one-customer');
  });

  it('reads a heading as named by a question that says it word for word, stems and stop words aside', async () => {
    expect((await search(outDir, "how do I list a customer's orders"))[0]).toBe('/api#list-a-customers-orders');
  });

  it('says when no section holds every word, and gives the closest matches', async () => {
    const engine = engineOf(outDir);
    const partial = await engine.search('meter unicorn');
    expect(partial.partial).toBe(true);
    expect(partial.groups.map((group) => group.pageUrl).sort()).toEqual(['/guide', '/scattered']);
    expect((await engine.search('meter counts')).partial).toBe(false);
  });
});

describe('synonyms', () => {
  it('finds a section by a synonym the config lists for what it says, and only with the config', async () => {
    const files = {
      'content/contribution.md': '# Voluntary contribution\n\nReaders support a publisher with a voluntary contribution.\n',
      'content/other.md': '# Other\n\nA contribution of another kind.\n',
    };
    const withSynonyms = await buildSiteJson(await makeSite(files, "title: 'Test', search: { synonyms: [['donation', 'voluntary contribution']] }"));
    expect(withSynonyms.code, withSynonyms.stderr).toBe(0);
    expect(await search(withSynonyms.outDir, 'donation ')).toEqual(['/contribution']);
    const without = await buildSiteJson(await makeSite(files));
    expect(await search(without.outDir, 'donation ')).toEqual([]);
  });
});

describe('an API page in the index', () => {
  it('holds its operations and schemas, each found by its name', async () => {
    const run = await buildSiteJson(await copyFixture('api'));
    expect(run.code, run.stderr).toBe(0);
    const root = JSON.parse(await readFile(path.join(run.outDir, SEARCH_ROOT_FILE), 'utf8')) as SearchRoot;
    expect(root.sections).toBeGreaterThan(10);
    const [first] = await search(run.outDir, 'listPets');
    expect(first).toBe('/reference/pets#listPets');
    // Its method and path, as a reader copies them from a request.
    expect((await search(run.outDir, 'GET /pets'))[0]).toBe('/reference/pets#listPets');
  });
});

describe('search turned off', () => {
  it('by search: false writes no index and no button', async () => {
    const root = await makeSite({ 'content/guide.md': '# Guide\n\nText.\n' }, "title: 'T', search: false");
    const run = await buildSiteJson(root);
    expect(run.code, run.stderr).toBe(0);
    const files = [...(await readTree(run.outDir)).keys()];
    expect(files.filter((file) => file.startsWith('assets/search/'))).toEqual([]);
    expect(await readFile(path.join(run.outDir, 'index.html'), 'utf8')).not.toContain('search-button');
  });

  it('on a noIndex site holds no page, unless search.includeNoIndex', async () => {
    const files = { 'content/guide.md': '# Guide\n\nText about otters.\n' };
    const hidden = await buildSiteJson(await makeSite(files, "title: 'T', noIndex: true"));
    expect(indexedPages(hidden.outDir)).toEqual([]);
    const shown = await buildSiteJson(await makeSite(files, "title: 'T', noIndex: true, search: { includeNoIndex: true }"));
    expect(await search(shown.outDir, 'otters')).toEqual(['/guide']);
  });
});

describe('mistakes', () => {
  it('reports a wrong search setting at its field, with exit 2', async () => {
    const root = await makeSite({}, "title: 'T', search: { exclude: 'archive' }");
    const run = await buildSiteJson(root);
    expect(run.code).toBe(2);
    expect(run.report.errors).toEqual([
      expect.objectContaining({ code: 'config-invalid', file: 'site.config.ts', line: 3, message: expect.stringContaining('search.exclude must be an array') }),
    ]);
  });

  it('reports front matter search that is not a boolean at its line', async () => {
    const root = await makeSite({ 'content/guide.md': '---\nsearch: no-thanks\n---\n\n# Guide\n' });
    const run = await buildSiteJson(root);
    expect(run.code).toBe(1);
    expect(run.report.errors).toEqual([expect.objectContaining({ code: 'invalid-frontmatter', file: 'content/guide.md', line: 2 })]);
  });

  it('leaves the output as it was when a build with search fails', async () => {
    const root = await makeSite({ 'content/guide.md': '# Guide\n\nText.\n' });
    const good = await buildSiteJson(root);
    const before = await readTree(good.outDir);
    await writeFile(path.join(root, 'content/guide.md'), '# Guide\n\n[broken](/nowhere)\n');
    const outDir = good.outDir;
    const failed = await runCli(['build', '--root', root, '--out', outDir]);
    expect(failed.code).toBe(1);
    expect(await readTree(outDir)).toEqual(before);
  });
});
