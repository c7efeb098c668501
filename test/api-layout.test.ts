/**
 * The frame of an API reference page, as the server writes it: a sidebar of
 * the page's sections, tags and operations, a table of contents of the
 * description's headings, tags and operations that comes before the text,
 * each operation as a row of text and a panel of examples, and route data
 * that holds the navigation only (the reference is in the HTML, once).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteData } from '../renderer/shared/page-data.js';
import { readText, removeTemporaryFolders, type BuildRun } from './helpers/cli.js';
import { repositorySite } from './helpers/shared-builds.js';
import { element, linksIn } from './helpers/html.js';

afterAll(removeTemporaryFolders);

/** The targets of the links in a piece of HTML, in order. */
const hrefsIn = (fragment: string) => linksIn(fragment).map((link) => link.split(' → ').at(-1)!);

describe('the API reference pages of the Tollbooth site', () => {
  let run: BuildRun;
  let html: string;
  let data: RouteData;
  beforeAll(async () => {
    run = await repositorySite();
    expect(run.code, run.stderr).toBe(0);
    html = await readText(run.outDir, 'api/transaction/index.html');
    data = JSON.parse(await readText(run.outDir, 'assets/routes/api/transaction.json')) as RouteData;
  }, 120_000);

  const operationIds = () => [...html.matchAll(/<section class="api-operation(?: api-operation--lazy)?" id="([^"]+)"/g)].map((match) => match[1]!);

  it('lists every operation in the sidebar, under its tag, with its method badge, and the description’s sections first', () => {
    const sidebar = element(html, '<aside class="api-layout__sidebar"')!;
    expect(operationIds().length).toBe(28);
    expect(hrefsIn(sidebar)).toEqual(expect.arrayContaining(operationIds().map((id) => `#${id}`)));
    expect(sidebar).toContain(
      '<a class="api-nav__operation" href="#checkAccess"><span class="api-method api-method--post">POST</span>Check access to content</a>',
    );
    expect(hrefsIn(sidebar).slice(0, 2)).toEqual(['#token-kinds', '#the-customer-id']);
    expect(hrefsIn(sidebar)).toContain('#authentication');
    expect(hrefsIn(sidebar).at(-1)).toBe('#schemas');
    // Nothing marked by the server: the reader's place is known only in the browser.
    expect(sidebar).not.toContain('aria-current');
  });

  it('lists no section twice in a sidebar: a description with its own Authentication section has the security schemes under another name', async () => {
    const openid = await readText(run.outDir, 'api/openid/index.html');
    const sectionsOf = (page: string) => [
      ...element(page, '<aside class="api-layout__sidebar"')!.matchAll(/class="api-nav__section" href="([^"]+)">([^<]+)</g),
    ];
    const openidSections = sectionsOf(openid).map(([, href, label]) => `${label} ${href}`);
    expect(openidSections).toEqual(expect.arrayContaining(['Authentication #authentication-2', 'Security schemes #authentication']));
    expect(new Set(sectionsOf(openid).map(([, , label]) => label)).size).toBe(openidSections.length);
    expect(openid).toContain('<section class="api-section" id="authentication"><h2>Security schemes</h2>');
    // The transaction spec's description has no such section: its schemes are under Authentication.
    expect(sectionsOf(html).map(([, href, label]) => `${label} ${href}`)).toContain('Authentication #authentication');
    expect(html).toContain('<section class="api-section" id="authentication"><h2>Authentication</h2>');
  });

  it('gives the description’s headings ids and "#" links, and lists them in the table of contents with the tags and operations, before the text', () => {
    expect(html).toContain('<h2 id="token-kinds">Token kinds<a class="hash-link" href="#token-kinds"');
    const toc = element(html, '<details class="toc-collapsible"')!;
    const links = hrefsIn(toc);
    expect(links.slice(0, 4)).toEqual(['#token-kinds', '#the-customer-id', '#error-model', '#what-this-description-does-not-state']);
    expect(links).toEqual(expect.arrayContaining(['#authentication', '#tag-access', ...operationIds().map((id) => `#${id}`), '#schemas']));
    expect(html.indexOf('<details class="toc-collapsible"')).toBeLessThan(html.indexOf('<article class="api-reference"'));
  });

  /** An operation as the reader gets it: whole in the page, or, past the page's weight budget, from the fragments file as the reader nears it. */
  const wholeOperation = async (id: string): Promise<string> => {
    const whole = element(html, `<section class="api-operation" id="${id}"`);
    if (whole !== undefined) return whole;
    const fragment = /data-fragment="([a-z0-9]+)"[^>]*data-replaces/.exec(
      element(html, `<section class="api-operation api-operation--lazy" id="${id}"`) ?? '',
    )?.[1];
    const urls = /data-fragments="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
    for (const url of urls) {
      const found = (JSON.parse(await readText(run.outDir, url.slice(1))) as Record<string, string>)[fragment ?? ''];
      if (found !== undefined) return found;
    }
    throw new Error(`${id} is neither in the page nor in its fragments`);
  };

  it('shows each operation as a row: its text, and beside it a panel with the example request and the example responses', async () => {
    const operation = await wholeOperation('getCustomer');
    const text = element(operation, '<div class="api-operation__text"')!;
    const panel = element(operation, '<div class="api-operation__panel"')!;
    expect(text).toContain('<h4>Parameters</h4>');
    // Stacked rows: name, where, type and whether required; then the description, the constraints and the example.
    expect(text).toMatch(
      /<ul class="api-parameters" aria-label="Parameters of GET \/customers\/\{id\}"><li class="api-parameter"><p class="api-parameter__head"><code class="api-parameter__name">id<\/code> <span class="api-parameter__in">in path<\/span> <span class="api-parameter__type">.*?<\/span> <span class="api-parameter__required">required<\/span><\/p>/,
    );
    expect(text).toContain('<p class="api-parameter__example">Example: <code>me</code></p>');
    expect(text).not.toContain('<table');
    expect(panel).toContain('<h4 class="api-panel-section__title">Example request</h4>');
    expect(panel).toContain('<h4 class="api-panel-section__title">Example responses</h4>');
    expect(panel).toMatch(/<details class="api-example" open=""><summary><span class="api-status api-status--2xx">200<\/span>/);
    expect(text).not.toContain('api-example');
  });

  it('sends as route data only the navigation and table of contents: the reference itself is in the HTML alone', async () => {
    expect(data.body).toBeNull();
    expect(data.page.api?.tags.flatMap((tag) => tag.operations.map((operation) => operation.anchor))).toEqual(operationIds());
    expect(data.page.toc.map((entry) => entry.id)).toEqual(expect.arrayContaining(operationIds()));
    const json = JSON.stringify(data);
    // No description, schema, example or sample of the reference: none of its HTML either.
    for (const part of ['descriptionHtml', 'schema"', 'examples', 'curl', '<p>', 'Returns the customer']) expect(json, part).not.toContain(part);
    expect(await wholeOperation('getActiveAccess')).toContain('Returns the customer');
    const bytes = (await stat(path.join(run.outDir, 'assets/routes/api/transaction.json'))).size;
    expect(bytes).toBeLessThan(16_000);
    const openid = await readFile(path.join(run.outDir, 'assets/routes/api/openid.json'), 'utf8');
    expect(openid.length).toBeLessThan(16_000);
  });
});
