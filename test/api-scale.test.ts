/**
 * A large spec split per tag (test/helpers/large-spec.ts: 302 operations,
 * 425 schemas, webhooks with and without a tag): every page within the
 * weight budget of 200 KB of HTML; every operation readable without
 * JavaScript (its method, path and summary under its anchor, whole or with a
 * button that loads the rest), whole ones first as the budget allows; the
 * schemas as a compact list of names under their anchors, each with its
 * content in a part of the fragments file; the webhooks on their tags' pages or a page
 * of their own, in the sidebars; and links from a doc into all of these
 * accepted by the anchor checks.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryFragmentId, fragmentsPartOf } from '../theme/components/ApiReference/Deferred.js';
import { readText, removeTemporaryFolders } from './helpers/cli.js';
import { element, linksIn, textOf } from './helpers/html.js';
import { LARGE_SPEC_NAME, makeLargeSpec } from './helpers/large-spec.js';
import { sharedBuild, type SharedBuild } from './helpers/shared-builds.js';

afterAll(removeTemporaryFolders);

const spec = makeLargeSpec();
const BASE = `/api/${LARGE_SPEC_NAME}`;
const pageFile = (route: string) => `${route.slice(1)}/index.html`;

let run: SharedBuild;
// The large spec's site is the last of the shared builds (shared-builds.ts), which run while the tests do.
beforeAll(async () => {
  run = await sharedBuild('large-spec');
}, 300_000);

describe('a large spec split per tag', () => {
  it('builds with --strict: the links into a schema of the compact list, an operation and a webhook are accepted', () => {
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/\(0 errors, 0 warnings\)/);
  });

  it('keeps every page at most 200 KB of HTML', async () => {
    const dir = path.join(run.outDir, BASE.slice(1));
    const pages = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('index.html'));
    expect(pages.sort()).toEqual(['index.html', 'issues/index.html', 'meta/index.html', 'repos/index.html', 'users/index.html', 'webhooks/index.html']);
    const sizes = Object.fromEntries(await Promise.all(pages.map(async (file) => [file, (await stat(path.join(dir, file))).size] as const)));
    for (const [file, bytes] of Object.entries(sizes)) expect(bytes, `${file}: ${bytes} bytes`).toBeLessThanOrEqual(200 * 1024);
  });

  it('shows every operation without JavaScript: its method, path and summary under its anchor, whole first as the budget allows, then compact', async () => {
    for (const tag of ['repos', 'issues', 'users', 'meta']) {
      const html = element(await readText(run.outDir, pageFile(`${BASE}/${tag}`)), `<section class="api-tag" id="tag-${tag}"`)!;
      const operations = spec.operations.filter((operation) => operation.tag === tag);
      const sections = [...html.matchAll(/<section class="api-operation( api-operation--lazy)?" id="([^"]+)"/g)];
      expect(
        sections.map((match) => match[2]),
        tag,
      ).toEqual(operations.map((operation) => operation.operationId));
      const whole = sections.map((match) => match[1] === undefined);
      // Whole ones, then compact ones: the budget fills the top of the page.
      expect(
        whole.slice(whole.indexOf(false)).every((kind) => !kind),
        tag,
      ).toBe(true);
      expect(whole.indexOf(false), `${tag} has whole operations`).toBeGreaterThan(0);
      for (const operation of operations) {
        const section = element(
          html,
          `<section class="api-operation${whole[operations.indexOf(operation)] ? '' : ' api-operation--lazy'}" id="${operation.operationId}"`,
        )!;
        // (Text without tags: a whole operation's path marks its parameters, which reads as spaces here.)
        expect(textOf(element(section, '<h3')!).replaceAll(' ', ''), operation.operationId).toMatch(
          new RegExp(`^${operation.method}${operation.path.replace(/[{}]/g, '\\$&')}`),
        );
        expect(textOf(section)).toContain(operation.summary);
        if (!whole[operations.indexOf(operation)])
          expect(section).toMatch(
            new RegExp(`<button type="button" class="api-deferred" aria-expanded="false" data-fragment="[a-z0-9]+" data-replaces="">Show ${operation.method} `),
          );
      }
    }
    // The largest tag holds more than a page's budget could hold whole.
    const repos = await readText(run.outDir, pageFile(`${BASE}/repos`));
    expect(repos.match(/api-operation--lazy/g)!.length).toBeGreaterThan(100);
  });

  it('lists the schemas on the overview as names under their anchors, each opening from a part of the fragments file', async () => {
    const overview = await readText(run.outDir, pageFile(BASE));
    const list = element(overview, '<ul class="api-schema-index"')!;
    expect([...list.matchAll(/<li id="schema-([^"]+)"><a href="#schema-\1">\1<\/a><\/li>/g)].map((match) => match[1])).toEqual(spec.schemas);
    // Over a megabyte of fragments, in parts of about 256 KB: opening one schema fetches one part.
    const urls = /data-fragments="([^"]+)"/.exec(overview)![1]!.split(' ');
    expect(urls.length).toBeGreaterThan(2);
    for (const [index, url] of urls.entries())
      expect(url).toMatch(new RegExp(`^/assets/fragments${BASE}\\.${index + 1}-of-${urls.length}\\.[0-9a-f]{16}\\.json$`));
    const parts = await Promise.all(urls.map(async (url) => JSON.parse(await readText(run.outDir, url.slice(1))) as Record<string, string>));
    for (const url of urls) expect((await stat(path.join(run.outDir, url))).size, url).toBeLessThan(512 * 1024);
    const fragments: Record<string, string> = Object.assign({}, ...parts);
    const id = entryFragmentId('schema-Entity400');
    expect(Object.keys(parts[fragmentsPartOf(id, parts.length)]!)).toContain(id);
    const entity = fragments[entryFragmentId('schema-Entity400')]!;
    expect(entity).toContain('Entity400<a class="hash-link" href="#schema-Entity400"');
    expect(entity).toContain('Entity number 400');
    expect([...entity.matchAll(/<code class="schema__name">([^<]+)<\/code>/g)].map((match) => match[1])).toEqual([
      'id',
      'name',
      'kind',
      'created_at',
      'count',
      'next',
    ]);
    expect(Object.keys(fragments).filter((id) => spec.schemas.some((name) => entryFragmentId(`schema-${name}`) === id))).toHaveLength(spec.schemas.length);
  });

  it('puts a webhook on the page of its tag, and those without a tag on a page of their own, each in its sidebar', async () => {
    const tagged = spec.webhooks.filter((webhook) => webhook.tag === 'repos');
    const untagged = spec.webhooks.filter((webhook) => webhook.tag === undefined);
    const repos = await readText(run.outDir, pageFile(`${BASE}/repos`));
    const webhooks = await readText(run.outDir, pageFile(`${BASE}/webhooks`));
    const idsIn = (html: string) =>
      [...element(html, '<section class="api-tag" id="webhooks"')!.matchAll(/<section class="api-operation[^"]*" id="([^"]+)"/g)].map((m) => m[1]);
    expect(idsIn(repos)).toEqual(tagged.map((webhook) => webhook.anchor));
    expect(idsIn(webhooks)).toEqual(untagged.map((webhook) => webhook.anchor));
    const sidebarLinks = (html: string) => linksIn(element(html, '<aside class="api-layout__sidebar"')).map((link) => link.split(' → ')[1]);
    expect(sidebarLinks(repos)).toEqual(expect.arrayContaining(['#webhooks', ...tagged.map((webhook) => `#${webhook.anchor}`)]));
    expect(sidebarLinks(webhooks)).toEqual(expect.arrayContaining(['#webhooks', ...untagged.map((webhook) => `#${webhook.anchor}`)]));
    // The overview says where they are, and its sidebar leads there.
    const overview = await readText(run.outDir, pageFile(BASE));
    expect(linksIn(element(overview, '<section class="api-tag" id="webhooks"'))).toEqual([
      `Webhooks → ${BASE}/webhooks`,
      `Webhooks of repos → ${BASE}/repos#webhooks`,
    ]);
    expect(linksIn(element(overview, '<aside class="api-layout__sidebar"'))).toContain(`Webhooks → ${BASE}/webhooks`);
    expect(webhooks).toContain(`<title>Webhooks | Scale API | Scale</title>`);
  });
});
