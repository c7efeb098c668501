/**
 * What a spec says beyond its operations, on a built API page: `info.summary`
 * under the title and as the page's description, contact, license and terms
 * of service; deprecated operations marked; the webhooks as a section of
 * their own and an operation's callbacks under it, each shown as an
 * operation; `x-tagGroups` in the page, the sidebar and "On this page";
 * and the spec to download, as written and bundled, from `build` and from
 * `dev` (updated when the spec changes, left out while it is invalid).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, fixture, readText, removeTemporaryFolders, type BuildRun } from './helpers/cli.js';
import { sharedBuild } from './helpers/shared-builds.js';
import { startDev, type DevEvent } from './helpers/dev.js';
import { element, linksIn, metaContent, textOf } from './helpers/html.js';

afterAll(removeTemporaryFolders);

const SPECS = path.join(fixture('api-spec-info'), 'specs');

let run: BuildRun;
let events: string;
let ledger: string;
beforeAll(async () => {
  run = await sharedBuild('api-spec-info');
  expect(run.code, run.stderr).toBe(0);
  events = await readText(run.outDir, 'api/events/index.html');
  ledger = await readText(run.outDir, 'api/ledger/index.html');
}, 60_000);

/** The ids of the page's sections, operations and groups, in page order. */
const idsOf = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map(([, id]) => id);

describe('the header of an API page', () => {
  it('shows info.summary under the title and makes it the page’s description and og:description', () => {
    const header = element(events, '<header class="api-reference__header"')!;
    expect(header).toContain('<h1>Events API</h1><p class="api-reference__summary">Invoices, payments and customers, and the events they send.</p>');
    expect(metaContent(events, 'description')).toBe('Invoices, payments and customers, and the events they send.');
    expect(metaContent(events, 'og:description')).toBe('Invoices, payments and customers, and the events they send.');
  });

  it('lists the downloads, the contact, the license (its SPDX identifier linked) and the terms of service in one list', () => {
    const facts = element(events, '<ul class="api-facts">')!;
    expect(textOf(facts)).toBe(
      'Download: events.yaml (as written), events.bundled.json (bundled, JSON) ' +
        'Contact: Events support , support@events.example.com License: Apache 2.0 Terms of service',
    );
    expect(linksIn(facts)).toEqual([
      'events.yaml → /assets/specs/events.yaml',
      'events.bundled.json → /assets/specs/bundled/events.yaml.json',
      'Events support → https://events.example.com/support',
      'support@events.example.com → mailto:support@events.example.com',
      'Apache 2.0 → https://spdx.org/licenses/Apache-2.0.html',
      'Terms of service → https://events.example.com/terms',
    ]);
    expect(facts).toContain('download="events.bundled.json"');
  });

  it('rejects what a spec does not say: no summary, no description, only the downloads', () => {
    expect(ledger).not.toContain('api-reference__summary');
    expect(metaContent(ledger, 'description')).toBeUndefined();
    expect(textOf(element(ledger, '<ul class="api-facts">')!)).toBe('Download: ledger.json (as written), ledger.bundled.json (bundled, JSON)');
  });
});

describe('deprecated operations', () => {
  it('carry a badge in their title and in their sidebar entry, whose label is struck through', () => {
    const title = element(element(events, '<section class="api-operation" id="deleteCustomer"')!, '<h3')!;
    // Spaces aside: the path's parameters are elements of their own.
    expect(textOf(title).replace(/ /g, '')).toBe('DELETE/customers/{id}Deprecated');
    expect(title).toContain('<span class="api-badge api-badge--deprecated">Deprecated</span>');
    const entry = element(element(events, '<aside class="api-layout__sidebar"')!, '<a class="api-nav__operation" href="#deleteCustomer"')!;
    expect(textOf(entry)).toBe('DELETE Delete a customer deprecated');
    expect(entry).toContain('<span class="api-nav__label api-nav__label--deprecated">');
  });

  it('rejects the mark on an operation that is not deprecated', () => {
    expect(element(events, '<section class="api-operation" id="getCustomer"')).not.toContain('api-badge');
  });
});

describe('webhooks and callbacks', () => {
  it('shows each webhook as an operation in a section of its own: its payload, the responses it expects, no call to make', () => {
    const section = element(events, '<section class="api-tag" id="webhooks">')!;
    expect(idsOf(section, /<section class="api-operation" id="([^"]+)"/g)).toEqual(['webhook-invoicePaid', 'webhook-customerDeleted']);
    const paid = element(section, '<section class="api-operation" id="webhook-invoicePaid"')!;
    expect(textOf(element(paid, '<h3')!)).toBe('POST invoicePaid');
    expect(paid).toContain('Sent when an invoice is paid in full.');
    expect(textOf(element(paid, '<div class="api-operation__samples">')!)).toMatch(
      /^Example payload application\/json \{ "id": "inv_3", "total": \{ "amount": 0, "currency": "EUR" \} \}/,
    );
    expect(textOf(element(paid, '<div class="api-responses">')!)).toBe(
      '200 Your server took the event. 410 Your server no longer wants these events; they stop.',
    );
    expect(paid).not.toContain('Example request');
    expect(paid).not.toContain('data-try-it');
    expect(paid).not.toContain('Authentication:');
    expect(textOf(element(section, '<section class="api-operation" id="webhook-customerDeleted"')!)).toContain('POST customerDeleted Deprecated');
  });

  it('shows an operation’s callbacks under it: name, URL expression, method, payload and responses', () => {
    const payment = element(events, '<section class="api-operation" id="createPayment"')!;
    const callbacks = element(payment, '<div class="api-callbacks">')!;
    const callback = element(callbacks, '<div class="api-callback" id="createPayment-callback-onPaymentSettled"')!;
    expect(textOf(element(callback, '<h5')!)).toBe('onPaymentSettled');
    const settled = element(callback, '<section class="api-operation" id="createPayment-callback-onPaymentSettled-post"')!;
    expect(textOf(element(settled, '<h3')!)).toBe('POST {$request.body#/callbackUrl}');
    expect(textOf(element(settled, '<div class="api-operation__samples">')!)).toContain(
      'Example payload application/json { "paymentId": "pay_42", "status": "settled" }',
    );
    expect(textOf(element(settled, '<div class="api-responses">')!)).toBe('200 Your server took the result.');
    // The operation itself keeps its own sample and console.
    expect(textOf(element(payment, '<div class="api-operation__samples">')!)).toMatch(/^Example request/);
  });

  it('rejects callbacks on an operation without any', () => {
    expect(element(events, '<section class="api-operation" id="listInvoices"')).not.toContain('api-callbacks');
  });
});

describe('x-tagGroups', () => {
  it('puts the tags under their groups in the spec’s order, the tags of no group after them, then the webhooks', () => {
    expect(idsOf(events, /<section class="api-(?:group|tag)" id="([^"]+)"/g)).toEqual([
      'group-billing',
      'tag-payments',
      'tag-invoices',
      'group-accounts',
      'tag-customers',
      'tag-status',
      'webhooks',
    ]);
    expect(textOf(element(events, '<section class="api-group" id="group-billing"')!.match(/<h2[^>]*>[^<]*<\/h2>/)![0])).toBe('Billing');
  });

  it('groups the sidebar the same way', () => {
    const sidebar = element(events, '<aside class="api-layout__sidebar"')!;
    expect(linksIn(sidebar).filter((link) => !/^(GET|POST|PUT|DELETE) /.test(link))).toEqual([
      'Billing → #group-billing',
      'Payments → #tag-payments',
      'Invoices → #tag-invoices',
      'Accounts → #group-accounts',
      'Customers → #tag-customers',
      'Status → #tag-status',
      'Webhooks → #webhooks',
      'Schemas → #schemas',
    ]);
    const billing = element(sidebar, '<ul class="api-nav__group-tags">')!;
    expect(linksIn(billing)).toEqual([
      'Payments → #tag-payments',
      'POST Pay an invoice → #createPayment',
      'Invoices → #tag-invoices',
      'GET List invoices → #listInvoices',
    ]);
  });

  it('nests "On this page": groups, their tags, their operations; the webhooks with theirs', () => {
    const toc = element(events, '<nav class="toc-collapsible__content"')!;
    /** The entry of "On this page" that links `href`, with the entries nested in it. */
    const entry = (href: string) => {
      const link = toc.indexOf(`href="${href}"`);
      return element(toc.slice(toc.lastIndexOf('<li class="table-of-contents__item"', link)), '<li')!;
    };
    expect(linksIn(entry('#group-billing'))).toEqual([
      'Billing → #group-billing',
      'Payments → #tag-payments',
      'Pay an invoice → #createPayment',
      'Invoices → #tag-invoices',
      'List invoices → #listInvoices',
    ]);
    expect(linksIn(entry('#tag-status'))).toEqual(['Status → #tag-status', 'Read the service status → #getStatus']);
    expect(linksIn(entry('#webhooks'))).toEqual(['Webhooks → #webhooks', 'Invoice paid → #webhook-invoicePaid', 'Customer deleted → #webhook-customerDeleted']);
  });

  it('rejects groups for a spec without x-tagGroups', () => {
    expect(ledger).not.toContain('api-group');
    expect(ledger).not.toContain('api-nav__group');
  });
});

/** Checks a bundled download: JSON that parses, is valid OpenAPI and refers to nothing outside itself. */
async function expectBundled(bytes: Buffer): Promise<Record<string, unknown>> {
  const text = bytes.toString('utf8');
  const document = JSON.parse(text) as Record<string, unknown>;
  expect(text).toBe(`${JSON.stringify(document, null, 2)}\n`);
  const refs = [...text.matchAll(/"\$ref": "([^"]*)"/g)].map(([, ref]) => ref!);
  expect(refs.length).toBeGreaterThan(0);
  expect(refs.filter((ref) => !ref.startsWith('#/'))).toEqual([]);
  await SwaggerParser.validate(structuredClone(document) as never);
  return document;
}

describe('the spec’s downloads', () => {
  it('are written by build: the spec byte for byte under its own name, and bundled as indented JSON with the external schema inside', async () => {
    expect(await readFile(path.join(run.outDir, 'assets/specs/events.yaml'))).toEqual(await readFile(path.join(SPECS, 'events.yaml')));
    expect(await readFile(path.join(run.outDir, 'assets/specs/ledger.json'))).toEqual(await readFile(path.join(SPECS, 'ledger.json')));
    const bundled = await expectBundled(await readFile(path.join(run.outDir, 'assets/specs/bundled/events.yaml.json')));
    // The schema of specs/parts/money.yaml is inside the bundle now.
    expect(JSON.stringify(bundled)).toContain('"description":"In the currency\'s smallest unit."');
    expect(JSON.parse(await readText(run.outDir, 'assets/specs/bundled/ledger.json.json'))).toEqual(
      JSON.parse(await readFile(path.join(SPECS, 'ledger.json'), 'utf8')),
    );
  });

  it('are served by dev, updated when the spec changes and left out while it is invalid', async () => {
    const root = await copyFixture('api-spec-info');
    const dev = await startDev(root);
    const download = async (file: string) => {
      const response = await fetch(new URL(`assets/specs/${file}`, dev.url));
      return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
    };
    const reloaded = () => dev.nextEvent((event: DevEvent) => event.event === 'reload');
    try {
      const spec = path.join(root, 'specs/events.yaml');
      const original = await readFile(spec);
      expect(await download('events.yaml')).toEqual({ status: 200, bytes: original });
      await expectBundled((await download('bundled/events.yaml.json')).bytes);

      // A spec whose bytes change but not its meaning (a comment): the served copy follows the bytes.
      const edited = Buffer.from(`${original.toString('utf8').replace('Invoices, payments and customers', 'Invoices and payments')}# edited\n`);
      let reload = reloaded();
      await writeFile(spec, edited);
      await reload;
      // writeFile empties the file before it writes: dev may see it empty first, then written.
      await expect.poll(() => download('events.yaml')).toEqual({ status: 200, bytes: edited });
      expect(JSON.parse((await download('bundled/events.yaml.json')).bytes.toString('utf8')).info.summary).toBe(
        'Invoices and payments, and the events they send.',
      );

      const broken = dev.nextEvent(
        (event: DevEvent) =>
          event.event === 'problems' && (event.data as { errors: Array<{ code: string }> }).errors.some((error) => error.code === 'openapi-invalid'),
      );
      await writeFile(spec, edited.toString('utf8').replace('openapi: 3.1.0', 'openapi: 3.1.0\npaths: 7'));
      await broken;
      expect((await download('events.yaml')).status).toBe(404);
      expect((await download('bundled/events.yaml.json')).status).toBe(404);
      expect((await download('ledger.json')).status).toBe(200);

      reload = reloaded();
      await writeFile(spec, original);
      await reload;
      await expect.poll(() => download('events.yaml')).toEqual({ status: 200, bytes: original });
    } finally {
      await dev.stop();
    }
  }, 120_000);
});
