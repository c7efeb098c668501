/**
 * Schema trees and examples on a built API page: allOf merged, oneOf with
 * its discriminator, readOnly/writeOnly per direction, recursion marked,
 * deeper levels in the page's fragments file (named by its hash, written
 * with the page, the same bytes build after build), named examples, and
 * example values that agree between the example body and the request sample.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, copyFixture, fixture, makeTemporaryFolder, readText, removeTemporaryFolders, runCli, type BuildRun } from './helpers/cli.js';
import { sharedBuild } from './helpers/shared-builds.js';
import { textOf } from './helpers/html.js';

afterAll(removeTemporaryFolders);

type Fragments = Record<string, string>;

/** The fragments files among a folder's names (the code samples' files of each language are beside them: `shop.python.<hash>.json`). */
function fragmentsFilesIn(names: readonly string[]): string[] {
  return names.filter((name) => /^[\w-]+\.[0-9a-f]{16}\.json$/.test(name));
}

describe('the schemas of a built API page', () => {
  let run: BuildRun;
  let html: string;
  let fragments: Fragments;
  let fragmentsUrl: string;

  beforeAll(async () => {
    run = await sharedBuild('api-schemas');
    expect(run.code, run.stderr).toBe(0);
    html = await readText(run.outDir, 'api/shop/index.html');
    fragmentsUrl = /<header class="api-reference__header" data-fragments="([^"]+)"/.exec(html)?.[1] ?? '';
    fragments = JSON.parse(await readText(run.outDir, fragmentsUrl.slice(1))) as Fragments;
  }, 120_000);

  /** The HTML a control stands for: the fragment of the first control with this accessible name. */
  const fragmentOf = (source: string, label: string): string => {
    const id = new RegExp(`data-fragment="([a-z0-9]+)"[^>]*>${label}</button>`).exec(source)?.[1];
    expect(id, `a control "${label}"`).toBeDefined();
    expect(fragments[id!], `the fragment of "${label}"`).toBeDefined();
    return fragments[id!]!;
  };
  /** A schema of the Schemas section with its tree opened: the section (name, description, the control), then what the control opens. */
  const schemaSection = (name: string) => {
    const start = html.indexOf(`<section class="api-schema" id="schema-${name}">`);
    const section = html.slice(start, html.indexOf('</section>', start));
    return `${section}${fragmentOf(section, `Show (?:properties|variants) of ${name}`)}`;
  };
  const operation = (id: string) => {
    const start = html.indexOf(`<section class="api-operation" id="${id}">`);
    return html.slice(start, html.indexOf('<section class="api-operation"', start + 1));
  };
  const names = (source: string) => [...source.matchAll(/<code class="schema__name">([^<]+)<\/code>/g)].map((match) => match[1]);

  it('names its fragments file by the hash of its bytes, under assets/fragments, beside nothing stale', async () => {
    expect(fragmentsUrl).toMatch(/^\/assets\/fragments\/api\/shop\.[0-9a-f]{16}\.json$/);
    expect(fragmentsFilesIn(await readdir(path.join(run.outDir, 'assets/fragments/api')))).toEqual([path.basename(fragmentsUrl)]);
    // Deeper levels are not in the page: the billing address's fields are only in the fragments file.
    expect(html).not.toContain('maxLength 80');
    expect(fragmentOf(operation('payOrder'), 'Show properties of billing')).toContain('maxLength 80');
  });

  it('writes the same fragments file, by name and bytes, in a second build from nothing', async () => {
    const again = await buildSite(fixture('api-schemas'), ['--no-cache']);
    expect(again.code, again.stderr).toBe(0);
    expect(await readText(again.outDir, fragmentsUrl.slice(1))).toBe(await readText(run.outDir, fragmentsUrl.slice(1)));
    expect(await readText(again.outDir, 'api/shop/index.html')).toBe(html);
  });

  it('lists every named schema once under its anchor, its tree a click away', () => {
    for (const name of ['Entity', 'Order', 'Customer', 'Payment', 'Card', 'BankTransfer', 'Category', 'Team']) {
      expect(html.split(`id="schema-${name}"`), name).toHaveLength(2);
    }
    // allOf of a reference and an object: one merged list, required lists joined, read-only and write-only marked.
    const order = schemaSection('Order');
    expect(names(order)).toEqual(['id', 'created_at', 'customer', 'lines', 'status', 'gift', 'voucher', 'metadata']);
    expect(order).not.toContain('All of');
    expect(textOf(order)).toMatch(/id string \(uuid\)\s*required/);
    expect(textOf(order)).toMatch(/customer Customer\s*required/);
    expect(textOf(order)).toContain('read-only');
    expect(textOf(order)).toContain('write-only');
    // Type, nullable and deprecated on the property; enum values and limits under it.
    expect(textOf(order)).toMatch(/gift boolean\s*nullable\s*deprecated/);
    expect(textOf(order)).toMatch(/One of: open\s*, paid\s*, shipped/);
    expect(textOf(order)).toContain('minItems 1');
  });

  it('shows a body’s named schema per direction, its first level in the page: a request tree without readOnly properties, a response tree without writeOnly ones', () => {
    const create = operation('createOrder');
    const responses = create.indexOf('<h4>Responses</h4>');
    expect(create).not.toContain('>Show properties of Order</button>');
    expect(names(create.slice(0, responses))).toEqual(['customer', 'lines', 'gift', 'voucher', 'metadata']);
    expect(names(create.slice(responses))).toEqual(['id', 'created_at', 'customer', 'lines', 'status', 'gift', 'metadata']);
    // The next level stays behind its control.
    expect(create).toContain('>Show properties of customer</button>');
    expect(names(create)).not.toContain('email');
  });

  it('shows an array of objects with its items’ properties, and additionalProperties', () => {
    const order = schemaSection('Order');
    const lines = fragmentOf(order, 'Show properties of lines');
    expect(names(lines)).toEqual(['sku', 'quantity']);
    expect(textOf(lines)).toContain('Default: 1');
    expect(textOf(fragmentOf(order, 'Show properties of metadata'))).toContain('Other properties: string');
  });

  it('shows oneOf as variants to pick, the first picked, with the discriminator and its mapping', () => {
    const payment = schemaSection('Payment');
    expect(payment).toContain('<div class="schema-choice" data-choice="">');
    // Named by the schema they are variants of.
    expect(payment).toContain('aria-label="Variants of Payment"');
    expect(payment).toContain('>Show variants of Payment</button>');
    expect(textOf(payment)).toMatch(/One of\s*, chosen by method\s*:/);
    expect([...payment.matchAll(/aria-pressed="(true|false)" data-variant="(\d)">([^<]+)</g)].map((match) => [match[3], match[1]])).toEqual([
      ['Card', 'true'],
      ['BankTransfer', 'false'],
    ]);
    expect(textOf(payment)).toMatch(/method\s*: card\s*Card\s*method\s*: bank\s*BankTransfer/);
    expect(payment).toContain('<a class="schema__type schema__type--ref" href="#schema-BankTransfer">BankTransfer</a>');
    // Each variant's properties, the second hidden until picked.
    expect(payment).toMatch(/data-variant-panel="0">.*number.*<\/div><div class="schema-choice__panel" data-variant-panel="1" hidden="">.*iban/s);
  });

  it('marks a schema met again inside itself, and never opens it', () => {
    const category = schemaSection('Category');
    expect(textOf(category)).toMatch(/parent Category\s*recursive: Category/);
    expect(textOf(category)).toMatch(/children array of Category\s*recursive: Category/);
    // A longer cycle (Category → Team → Category) is a control the browser marks once it sees the chain.
    expect(fragmentOf(category, 'Show properties of owner')).toMatch(/data-recursive="recursive: Category">Show properties of category</);
  });

  it('shows a description once: on the property, not again above its properties', () => {
    const pay = operation('payOrder');
    expect(pay.split('Where the invoice goes.')).toHaveLength(2);
    expect(fragmentOf(pay, 'Show properties of billing')).not.toContain('Where the invoice goes.');
    expect(pay.split('How the order is paid.')).toHaveLength(2);
  });

  it('shows every named example with its summary, and a generated one that agrees with the request sample', () => {
    const create = operation('createOrder');
    expect(create).toContain('<select data-example-select="">');
    expect([...create.matchAll(/<option value="([^"]+)"[^>]*>([^<]+)<\/option>/g)].map((match) => [match[1], match[2]])).toEqual([
      ['single', 'One book'],
      ['gift', 'A gift with a card payment'],
    ]);
    expect(create).toMatch(/<div data-example="gift" hidden="">/);
    // No example in the spec: one generated from the schema (formats, defaults), sent by the curl sample.
    const curl = textOf(operation('payOrder'));
    expect(curl).toContain('"country": "DE"');
    expect(curl).toContain('"method": "card"');
  });
});

describe('the fragments file across builds with the build cache', () => {
  it('is kept with its page while the spec is unchanged, and replaced (the old one removed) when it changes', async () => {
    const root = await copyFixture('api-schemas');
    const parent = await makeTemporaryFolder('docs-gen-out-');
    const args = ['build', '--root', root, '--out', path.join(parent, 'build'), '--cache-dir', path.join(parent, 'cache'), '--json'];
    const build = async () => {
      const run = await runCli(args);
      expect(run.code, run.stderr).toBe(0);
      return JSON.parse(run.stdout) as { work: { rendered: number } };
    };
    const fragmentsFiles = async () => fragmentsFilesIn(await readdir(path.join(parent, 'build/assets/fragments/api')));
    await build();
    const [first] = await fragmentsFiles();

    expect((await build()).work.rendered).toBe(0);
    expect(await fragmentsFiles()).toEqual([first]);

    const spec = path.join(root, 'specs/shop.yaml');
    await writeFile(spec, (await readFile(spec, 'utf8')).replace('The article number.', 'The stock keeping unit.'));
    expect((await build()).work.rendered).toBe(1);
    const [second] = await fragmentsFiles();
    expect(second).not.toBe(first);
    expect(await fragmentsFiles()).toEqual([second]);
    const html = await readText(path.join(parent, 'build'), 'api/shop/index.html');
    expect(html).toContain(`data-fragments="/assets/fragments/api/${second}"`);
  }, 120_000);
});
