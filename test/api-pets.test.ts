/**
 * The pet store fixture, an OpenAPI 3.1 spec that uses what the reference
 * must render by the spec's rules: allOf merged property by property, oneOf
 * with a discriminator, callbacks, servers with variables (every field of
 * one), OAuth 2 and HTTP basic, array item enums, a named enum as a
 * parameter's schema, additionalProperties false, patternProperties,
 * min/maxProperties and const. Bodies show their first level on load.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_DIR, SEARCH_ROOT_FILE } from '../renderer/shared/search-index-files.js';
import { createSearchEngine } from '../theme/components/Search/search-engine.js';
import { buildSite, buildSiteJson, copyFixture, fixture, readText, readTree, removeTemporaryFolders, type BuildRun } from './helpers/cli.js';
import { element, textOf } from './helpers/html.js';

afterAll(removeTemporaryFolders);

const names = (source: string) => [...source.matchAll(/<code class="schema__name">([^<]+)<\/code>/g)].map((match) => match[1]);

describe('the pet store reference (OpenAPI 3.1)', () => {
  let run: BuildRun;
  let html: string;

  beforeAll(async () => {
    run = await buildSite(fixture('api-pets'), ['--strict']);
    html = await readText(run.outDir, 'api/pets/index.html');
  }, 120_000);

  const operation = (id: string) => element(html, `<section class="api-operation" id="${id}"`) ?? '';
  /** What an operation's text column shows (its panel holds the examples). */
  const described = (id: string) => {
    const whole = operation(id);
    return whole.slice(0, whole.indexOf('<div class="api-operation__panel">'));
  };
  const requestBody = (id: string) => described(id).slice(described(id).indexOf('<h4>Request body'), described(id).indexOf('<h4>Responses</h4>'));
  const responses = (id: string) => described(id).slice(described(id).indexOf('<h4>Responses</h4>'));

  it('builds, strictly, a valid 3.1 spec whose server variables have an enum, a default and a description', () => {
    expect(run.code, run.stderr).toBe(0);
    const servers = element(html, '<ul class="api-servers__variables"') ?? '';
    // Each variable a field: its enum a select at its default, else a text field holding the default; its description under it.
    expect(textOf(servers)).toContain('{region} eu us ap Where the data is kept.');
    expect(servers).toContain('<option value="eu" selected="">eu</option><option value="us">us</option><option value="ap">ap</option>');
    expect(textOf(servers)).toContain('{basePath} The version of the API.');
    expect(servers).toMatch(/<input type="text" id="[^"]+" data-server-variable="basePath"[^>]* value="v2"\/>/);
  });

  it('shows a request body’s fields on load, each oneOf variant’s in its panel, the next level behind its control', () => {
    const body = requestBody('createPet');
    expect(body).not.toContain('>Show properties of Pet</button>');
    expect(body).toContain('aria-label="Variants of Pet"');
    const [cat, dog] = [
      element(body, '<div class="schema-choice__panel" data-variant-panel="0"') ?? '',
      element(body, '<div class="schema-choice__panel" data-variant-panel="1"') ?? '',
    ];
    // Request trees leave out read-only properties (id).
    expect(names(cat)).toEqual(['name', 'petType', 'status', 'owner', 'callbackUrl', 'huntingSkill']);
    expect(names(dog)).toEqual(['name', 'petType', 'status', 'owner', 'callbackUrl', 'packSize']);
    expect(dog).toMatch(/^<div class="schema-choice__panel" data-variant-panel="1" hidden="">/);
    expect(cat).toContain('>Show properties of owner</button>');
    expect(names(cat)).not.toContain('email');
  });

  it('shows a response body’s fields on load, an array of a named schema included', () => {
    expect(names(responses('createPet'))).toEqual(expect.arrayContaining(['id', 'huntingSkill', 'packSize']));
    expect(names(responses('createPet'))).not.toContain('callbackUrl');
    expect(textOf(responses('listPets'))).toContain('Array of Pet');
    expect(names(responses('listPets'))).toContain('huntingSkill');
    expect(names(described('addStaff'))).toEqual(['email', 'roles', 'note', 'labels', 'email', 'roles', 'note', 'labels']);
  });

  it('merges allOf property by property: Cat’s petType is PetBase’s string, described, and always cat', () => {
    const cat = element(requestBody('createPet'), '<div class="schema-choice__panel" data-variant-panel="0"') ?? '';
    expect(textOf(element(cat, '<li><code class="schema__name">petType') ?? '')).toBe('petType string required Which kind of pet this is. Always: cat');
  });

  it('lists the values of array items, and of a named enum where it is used: a parameter’s row and a property', () => {
    const roles = element(requestBody('addStaff'), '<li><code class="schema__name">roles') ?? '';
    expect(textOf(roles)).toBe('roles array of string required Each item one of: admin , staff , customer minItems 1');
    const parameters = element(described('listPets'), '<ul class="api-parameters"') ?? '';
    const [status, kinds] = parameters.split('<li class="api-parameter">').slice(1);
    expect(textOf(status ?? '')).toContain('status in query PetStatus optional Only pets in this state. One of: available , pending , adopted');
    expect(textOf(kinds ?? '')).toContain('kinds in query array of string optional Each item one of: cat , dog');
    const property = element(requestBody('createPet'), '<li><code class="schema__name">status') ?? '';
    expect(textOf(property)).toBe('status PetStatus Where a pet is in the store. One of: available , pending , adopted');
  });

  it('says an object takes no other properties, how many it takes, and which names match a pattern', async () => {
    const body = requestBody('addStaff');
    expect(textOf(body)).toContain('What a staff member may do. minProperties 2 maxProperties 4 no other properties');
    const labels = element(body, '<li><code class="schema__name">labels') ?? '';
    expect(textOf(labels)).toContain('labels object Free labels of the request. no other properties');
    const id = /data-fragment="([a-z0-9]+)"[^>]*>Show properties of labels<\/button>/.exec(labels)?.[1];
    const url = /data-fragments="([^"]+)"/.exec(html)?.[1] ?? '';
    const fragments = JSON.parse(await readText(run.outDir, url.slice(1))) as Record<string, string>;
    expect(textOf(fragments[id!] ?? '')).toBe('Properties matching ^x- : string maxLength 20');
  });

  it('shows a callback’s body on load, as an operation’s', () => {
    const callback = element(html, '<div class="api-callback" id="createPet-callback-onAdopted"') ?? '';
    expect(names(callback.slice(0, callback.indexOf('<div class="api-operation__panel">')))).toEqual(['petId', 'adoptedAt']);
  });
});

describe('searching the pet store reference', () => {
  it('finds the operations that send or return a body field, each with the field’s place, beside the schema that has it', async () => {
    const run = await buildSite(fixture('api-pets'));
    expect(run.code, run.stderr).toBe(0);
    const engine = createSearchEngine({
      rootUrl: `/${SEARCH_ROOT_FILE}`,
      fetchJson: async (url) => JSON.parse(await readFile(path.join(run.outDir, url), 'utf8')),
    });
    // The dialog shows two hits of a page: the schema that has the field, and an operation that uses it.
    expect((await engine.search('huntingSkill')).groups.flatMap((group) => group.hits.map((hit) => hit.url))).toEqual([
      '/api/pets#schema-Cat',
      '/api/pets#listPets',
    ]);
    const hits = (await engine.search('huntingSkill', { maxHitsPerPage: 10 })).groups.flatMap((group) => group.hits);
    const excerpt = (url: string) =>
      hits
        .find((hit) => hit.url === url)
        ?.excerpt.map((part) => part.text)
        .join('');
    expect(hits.map((hit) => hit.url)).toEqual(expect.arrayContaining(['/api/pets#listPets', '/api/pets#createPet', '/api/pets#schema-Cat']));
    expect(excerpt('/api/pets#createPet')).toContain('createPet › body › huntingSkill');
    expect(excerpt('/api/pets#listPets')).toContain('listPets › 200 › huntingSkill');
    const roles = (await engine.search('roles')).groups.flatMap((group) => group.hits);
    expect(
      roles
        .find((hit) => hit.url === '/api/pets#addStaff')
        ?.excerpt.map((part) => part.text)
        .join(''),
    ).toContain('addStaff › body › roles');
  });
});

describe('the page a Try it sign-in returns to', () => {
  it('is written under assets/ for a spec with an authorization code flow, linked by its page under the baseUrl: tiny, its one script inline, noindex, in no sitemap or search', async () => {
    const config = await readText(fixture('api-pets'), 'site.config.ts');
    const root = await copyFixture('api-pets', {
      'site.config.ts': config.replace("url: 'https://docs.example.com',", "url: 'https://docs.example.com', baseUrl: '/docs/',"),
    });
    const run = await buildSite(root, ['--strict']);
    expect(run.code, run.stderr).toBe(0);
    const header = element(await readText(run.outDir, 'api/pets/index.html'), '<header class="api-reference__header"') ?? '';
    expect(header).toMatch(/^<header [^>]*data-oauth-redirect="\/docs\/assets\/oauth2-redirect.html"/);

    const page = await readText(run.outDir, 'assets/oauth2-redirect.html');
    expect(Buffer.byteLength(page)).toBeLessThan(1500);
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('<title>Signing in | Pets Fixture</title>');
    expect(page).toContain('<html lang="en" dir="ltr">');
    // Nothing loaded: no script, stylesheet or image from anywhere, the site included.
    expect(page).not.toMatch(/\s(src|href)=/);
    expect(page.match(/<script>/g)).toHaveLength(1);
    // Handed to this origin only, or to this origin's channel.
    expect(page).toContain('window.opener.postMessage(message, location.origin)');
    expect(page).toContain('new BroadcastChannel(message.type)');
    expect(textOf(element(page, '<main>') ?? '')).toBe(
      'Signing in This window hands your sign-in to the API reference that opened it, then closes. If it stays open, close it and go back to the reference.',
    );

    expect(await readText(run.outDir, 'sitemap.xml')).not.toContain('oauth2-redirect');
    const searchFiles = (await readTree(path.join(run.outDir, SEARCH_DIR))).values();
    for (const contents of searchFiles) expect(contents.toString('utf8')).not.toMatch(/oauth2-redirect|Signing in/);
  });

  it('is not written, nor linked, when no console can sign in: the spec has no authorization code flow, or Try it is off', async () => {
    const spec = await readText(fixture('api-pets'), 'specs/pets.yaml');
    const config = await readText(fixture('api-pets'), 'site.config.ts');
    const withoutFlow = spec.replace(/ {8}authorizationCode:\n(?: {10}.*\n)+/, '');
    expect(withoutFlow).not.toContain('authorizationCode');
    const sites: Array<Record<string, string>> = [
      { 'specs/pets.yaml': withoutFlow },
      { 'site.config.ts': config.replace('api: { specs:', 'api: { tryIt: false, specs:') },
    ];
    for (const changes of sites) {
      const run = await buildSite(await copyFixture('api-pets', changes));
      expect(run.code, run.stderr).toBe(0);
      expect(existsSync(path.join(run.outDir, 'assets/oauth2-redirect.html'))).toBe(false);
      expect(await readText(run.outDir, 'api/pets/index.html')).not.toContain('data-oauth-redirect');
    }
  });
});

describe('OpenAPI 3.1 validation', () => {
  it('refuses an invalid server variable with the JSON pointer of the problem', async () => {
    const spec = await readText(fixture('api-pets'), 'specs/pets.yaml');
    const root = await copyFixture('api-pets', { 'specs/pets.yaml': spec.replace('enum: [eu, us, ap]', 'enum: []') });
    const { report, code } = await buildSiteJson(root);
    expect(code).toBe(1);
    expect(report.errors).toEqual([
      expect.objectContaining({
        code: 'openapi-invalid',
        file: 'specs/pets.yaml',
        pointer: '/servers/0/variables/region/enum',
        message: expect.stringContaining('must NOT have fewer than 1 items'),
      }),
    ]);
  });

  it('refuses a server variable field the spec does not define, naming the variable', async () => {
    const spec = await readText(fixture('api-pets'), 'specs/pets.yaml');
    const root = await copyFixture('api-pets', {
      'specs/pets.yaml': spec.replace('description: Where the data is kept.', 'descriptions: Where the data is kept.'),
    });
    const { report, code } = await buildSiteJson(root);
    expect(code).toBe(1);
    expect(report.errors).toEqual([
      expect.objectContaining({ pointer: '/servers/0/variables/region', message: expect.stringContaining('must NOT have unevaluated properties') }),
    ]);
  });
});
