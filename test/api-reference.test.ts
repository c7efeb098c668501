/**
 * API reference pages: every operation and schema of a spec on its page,
 * OpenAPI 3.0, 3.1 and Swagger 2.0, configured paths and per-tag pages,
 * links from docs into operations, sanitised descriptions, and a broken spec
 * failing the build with its JSON pointer.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, buildSiteJson, copyFixture, fixture, PACKAGE_ROOT, readText, removeTemporaryFolders, type BuildRun } from './helpers/cli.js';
import { sharedBuild } from './helpers/shared-builds.js';
import { repositorySite } from './helpers/shared-builds.js';
import { codeOf, element, metaContent } from './helpers/html.js';
import { PAGE_BUDGET, weigh } from '../renderer/render/page-weight.js';

afterAll(removeTemporaryFolders);

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface SpecCounts {
  readonly operationIds: string[];
  readonly operations: number;
  readonly schemas: string[];
}

async function countSpec(file: string): Promise<SpecCounts> {
  const text = await readFile(file, 'utf8');
  const spec = (file.endsWith('.json') ? JSON.parse(text) : parseYaml(text)) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
    components?: { schemas?: Record<string, unknown> };
    definitions?: Record<string, unknown>;
  };
  const operations = Object.values(spec.paths).flatMap((item) => METHODS.filter((method) => item[method] !== undefined).map((method) => item[method]!));
  return {
    operationIds: operations.flatMap((operation) => (operation.operationId ? [operation.operationId] : [])),
    operations: operations.length,
    schemas: Object.keys(spec.components?.schemas ?? spec.definitions ?? {}),
  };
}

/** The code of an operation's curl sample. */
function curlSample(html: string, anchor: string): string {
  return codeOf(element(element(html, `<div class="tabs__panel" id="${anchor}-sample"`) ?? '', '<pre') ?? '');
}

/** A schema of the Schemas section, its tree opened: the section's HTML, then its fragment. */
async function schemaSection(outDir: string, html: string, name: string): Promise<string> {
  const section = element(html, `<section class="api-schema" id="schema-${name}"`) ?? '';
  const id = /<button type="button" class="api-deferred"[^>]* data-fragment="([a-z0-9]+)"/.exec(section)?.[1];
  if (id === undefined) return section;
  return `${section}\n${(await fragmentsOf(outDir, html))[id] ?? ''}`;
}

/** Every fragment of the page's fragments file, or of its parts (a large page's: the attribute lists their URLs). */
async function fragmentsOf(outDir: string, html: string): Promise<Record<string, string>> {
  const urls = /data-fragments="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
  const parts = await Promise.all(urls.map(async (url) => JSON.parse(await readText(outDir, url.slice(1))) as Record<string, string>));
  return Object.assign({}, ...parts) as Record<string, string>;
}

/** The page's HTML and every fragment of its fragments file: all a reader sees or can open. */
async function withFragments(outDir: string, html: string): Promise<string> {
  return [html, ...Object.values(await fragmentsOf(outDir, html))].join('\n');
}

/** Operations on the page: whole, or their method, path and summary with the rest loaded as the reader nears them. */
function renderedOperations(html: string): number {
  return html.match(/<section class="api-operation( api-operation--lazy)?" id="/g)?.length ?? 0;
}

describe("the site's two API references", () => {
  let run: BuildRun;
  beforeAll(async () => {
    run = await repositorySite();
  }, 120_000);

  for (const name of ['transaction', 'openid']) {
    it(`/api/${name} shows every operation and every schema of specs/${name}.yaml`, async () => {
      expect(run.code, run.stderr).toBe(0);
      const counts = await countSpec(path.join(PACKAGE_ROOT, `specs/${name}.yaml`));
      const html = await readText(run.outDir, `api/${name}/index.html`);
      expect(renderedOperations(html)).toBe(counts.operations);
      for (const operationId of counts.operationIds)
        expect(html, operationId).toMatch(new RegExp(`<section class="api-operation( api-operation--lazy)?" id="${operationId}">`));
      // The first operations are whole in the page, as many as its weight budget holds; the rest come from the fragments file, whole too.
      const whole = [...html.matchAll(/<section class="api-operation( api-operation--lazy)?" id="/g)].map((match) => match[1] === undefined);
      expect(whole.indexOf(false) === -1 ? whole : whole.slice(0, whole.indexOf(false))).toEqual(whole.filter(Boolean));
      expect(whole.filter(Boolean).length).toBeGreaterThanOrEqual(1);
      // The first operation left out is out because the page could not hold it too (bodies list their fields on load: some weigh a lot).
      const firstLeftOut = /<section class="api-operation api-operation--lazy" id="[^"]+">[\s\S]*?data-fragment="([a-z0-9]+)"/.exec(html)?.[1];
      if (firstLeftOut !== undefined) {
        const [page, next] = [weigh(html), weigh((await fragmentsOf(run.outDir, html))[firstLeftOut]!)];
        expect(page.bytes + next.bytes > PAGE_BUDGET.bytes * 0.85 || page.elements + next.elements > PAGE_BUDGET.elements * 0.85).toBe(true);
      }
      const opened = await withFragments(run.outDir, html);
      for (const operationId of counts.operationIds) expect(opened, operationId).toContain(`id="${operationId}-sample"`);
      for (const schema of counts.schemas) expect(html, schema).toContain(`<section class="api-schema" id="schema-${schema}">`);
      expect(counts.operations).toBeGreaterThan(20);
      expect(html).toContain('<span class="api-method api-method--post">POST</span>');
      expect(html).toMatch(/<title>[^<]+ \| Tollbooth Payments Documentation<\/title>/);
      // The spec's info.summary is the page's description for search engines and link previews.
      expect(metaContent(html, 'description')).toMatch(/^[A-Z].{20,}\.$/);
    });
  }

  it('shows parameters with their defaults and limits, and example requests under the placeholder host (the spec names none)', async () => {
    const html = await readText(run.outDir, 'api/transaction/index.html');
    const opened = await withFragments(run.outDir, html);
    expect(opened).toContain('Default: <code>2147483647</code>');
    expect(opened).toContain('maxLength 1000');
    expect(curlSample(html, 'checkAccess')).toMatch(/^curl --request POST \\\n {2}--url https:\/\/your-api-host\.invalid\/access \\\n/);
  });
});

describe('API reference pages from any spec', () => {
  let run: BuildRun;
  beforeAll(async () => {
    run = await sharedBuild('api');
  }, 60_000);

  it('builds OpenAPI 3.0, 3.1 and Swagger 2.0 specs, and checks the links docs make into them', () => {
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/\(0 errors, 0 warnings\)/);
  });

  it('puts a spec at the path the config gives, else at /api/<file name>', async () => {
    const pets = await readText(run.outDir, 'reference/pets/index.html');
    expect(renderedOperations(pets)).toBe(3);
    // An operation without an operationId is anchored by its method and path.
    expect(pets).toContain('id="get-pets-petid"');
    const legacy = await readText(run.outDir, 'api/legacy/index.html');
    expect(renderedOperations(legacy)).toBe(2);
    expect(legacy).toContain('id="schema-User"');
    expect(curlSample(legacy, 'listUsers')).toContain('curl --request GET \\\n  --url https://legacy.example.com/v1/users');
  });

  it('splits a spec configured with pagePerTag into an overview with the schemas and a page per tag', async () => {
    const overview = await readText(run.outDir, 'api/big/index.html');
    expect(renderedOperations(overview)).toBe(0);
    expect(overview).toContain('id="schema-Node"');
    expect(overview).toContain('href="/api/big/nodes"');
    const nodes = await readText(run.outDir, 'api/big/nodes/index.html');
    expect(renderedOperations(nodes)).toBe(1);
    // Schemas are listed on the overview; references point there, and open in place here.
    expect(nodes).toContain('href="/api/big#schema-Node"');
    expect(nodes).not.toContain('id="schema-Node"');
    // The response's first level is in the page; Node within itself is marked, never opened.
    expect([...nodes.matchAll(/<code class="schema__name">([^<]+)<\/code>/g)].map((match) => match[1])).toEqual(['id', 'next']);
    expect(nodes).toContain('<span class="schema__recursive">recursive: <!-- -->Node</span>');
  });

  it('shows composed, recursive and nullable schemas without looping', async () => {
    const pets = await readText(run.outDir, 'reference/pets/index.html');
    const pet = await schemaSection(run.outDir, pets, 'Pet');
    // allOf is merged: NewPet's properties and Pet's own, in one list, without an "All of" list.
    expect(pet).not.toContain('All of');
    expect([...pet.matchAll(/<code class="schema__name">([^<]+)<\/code>/g)].map((match) => match[1])).toEqual([
      'name',
      'tag',
      'owner',
      'id',
      'status',
      'parent',
      'children',
    ]);
    expect(pet).toContain('<a class="schema__type schema__type--ref" href="#schema-Pet">Pet</a>');
    expect(pet).toContain('<span class="schema__recursive">recursive: <!-- -->Pet</span>');
    expect(await schemaSection(run.outDir, pets, 'Shape')).toContain('One of');
    expect(pet).toContain('<span class="schema__badge">nullable</span>');
    expect(pet).toMatch(/One of: <code>available<\/code>, <code>pending<\/code>/);
    expect(pet).toMatch(/<button type="button" class="api-deferred" aria-expanded="false" data-fragment="[a-z0-9]+">Show properties of owner<\/button>/);
  });

  it('renders Markdown descriptions and makes raw HTML in a spec inert', async () => {
    const pets = await readText(run.outDir, 'reference/pets/index.html');
    expect(pets).toContain('<strong>pet store</strong>');
    // Fenced code in a description is highlighted like the docs' own.
    expect(pets).toMatch(
      /<div class="code-block__title">A pet<\/div><pre class="language-json"[^>]*><code[^>]*><span class="code-line"><span class="token punctuation">\{/,
    );
    expect(pets).not.toMatch(/<script>alert|onerror=|javascript:alert/);
    // The body holds only the client bundle's script: the spec's raw HTML added none.
    expect(pets.slice(pets.indexOf('<body')).match(/<script/g)).toHaveLength(1);
  });

  it('reports a link to a missing operation anchor like any other broken anchor', async () => {
    const root = await copyFixture('api', { 'content/index.md': '---\ntitle: Home\n---\n\n## Links\n\n[Nope](/reference/pets#deletePet)\n' });
    const { report } = await buildSiteJson(root);
    expect(report.warnings.map((warning) => warning.code)).toEqual(['broken-anchor']);
  });
});

describe('a broken spec', () => {
  it('fails the build with the spec file, the JSON pointer and the validator message, writing nothing', async () => {
    const { report, code } = await buildSiteJson(fixture('api-broken'));
    expect(code).toBe(1);
    expect(report.errors).toEqual([
      expect.objectContaining({
        code: 'openapi-invalid',
        file: 'specs/broken.yaml',
        pointer: '/paths/~1things/get/parameters/0/in',
        message: expect.stringContaining('must be equal to one of the allowed values: query, header, path, cookie'),
      }),
    ]);
  });

  it('is reported in the terminal as file#pointer', async () => {
    const run = await buildSite(fixture('api-broken'));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('specs/broken.yaml#/paths/~1things/get/parameters/0/in  error  Invalid OpenAPI document');
  });
});
