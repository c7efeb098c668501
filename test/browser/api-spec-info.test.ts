/**
 * What a spec says beyond its operations, in Chromium: the sidebar lists the
 * tags under their x-tagGroups groups and the webhooks after them, follows
 * the reader into a webhook and a callback, and holds the same lists in the
 * phone drawer; the Download links save the spec under its names; and axe
 * finds nothing on the page, in light and dark mode, on a desktop and a phone.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describedAxeViolations, HAS_CHROMIUM, tabOf, useSiteInBrowser } from '../helpers/browser.js';
import { fixture, makeTemporaryFolder } from '../helpers/cli.js';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

describe.skipIf(!HAS_CHROMIUM)('in Chromium, an API page with tag groups, webhooks, callbacks and downloads', () => {
  const env = useSiteInBrowser(fixture('api-spec-info'));

  async function open(viewport: { width: number; height: number }, hash = ''): Promise<Page> {
    return load(await tabOf(env.browser), viewport, hash);
  }

  /** Loads the page in `page`, at `viewport`. */
  async function load(page: Page, viewport: { width: number; height: number }, hash = ''): Promise<Page> {
    await page.setViewportSize(viewport);
    await page.goto(`${env.site.url}/api/events${hash}`);
    await page.waitForSelector('html[data-hydrated]');
    return page;
  }

  /** The entries of a navigation as a reader reads them: groups, tags, operations (method and label), in order. */
  const entries = (nav: ReturnType<Page['locator']>) =>
    nav.locator('a').evaluateAll((links) => links.map((link) => `${link.className.includes('api-nav__group') ? '# ' : ''}${link.textContent}`));
  const marked = (page: Page) =>
    page.locator('.api-layout__sidebar [aria-current="location"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

  it('lists the groups with their tags, the tags of no group, then the webhooks, and marks a webhook and a callback’s operation while they are read', async () => {
    const page = await open(DESKTOP);
    const sidebar = page.locator('.api-layout__sidebar').getByRole('navigation', { name: 'API reference' });
    expect(await entries(sidebar)).toEqual([
      '# Billing',
      'Payments',
      'POSTPay an invoice',
      'Invoices',
      'GETList invoices',
      '# Accounts',
      'Customers',
      'GETRead a customer',
      'DELETEDelete a customerdeprecated',
      'Status',
      'GETRead the service status',
      'Webhooks',
      'POSTInvoice paid',
      'POSTCustomer deleteddeprecated',
      'Schemas',
    ]);
    // The groups' tags sit inside their group, set off from the tags of no group.
    const grouped = await sidebar.locator('a[href="#tag-customers"]').boundingBox();
    const ungrouped = await sidebar.locator('a[href="#tag-status"]').boundingBox();
    expect(grouped!.x).toBeGreaterThan(ungrouped!.x);
    // Struck through, and saying so in words.
    expect(await sidebar.locator('a[href="#deleteCustomer"] .api-nav__label').evaluate((label) => getComputedStyle(label).textDecorationLine)).toBe(
      'line-through',
    );
    expect(await sidebar.getByRole('link', { name: 'DELETE Delete a customer deprecated' }).count()).toBe(1);

    await sidebar.getByRole('link', { name: 'POST Invoice paid' }).click();
    await page.waitForURL(/#webhook-invoicePaid$/);
    await expect.poll(() => marked(page)).toEqual(['#webhook-invoicePaid']);
    expect(await page.locator('#webhook-invoicePaid').getByText('Example payload').isVisible()).toBe(true);
    // The payload's fields are shown as an operation's body's are: on load.
    expect(await page.locator('#webhook-invoicePaid').getByText('total', { exact: true }).isVisible()).toBe(true);

    // Reading a callback under its operation keeps that operation marked.
    await page.locator('#createPayment-callback-onPaymentSettled').scrollIntoViewIfNeeded();
    await expect.poll(() => marked(page)).toEqual(['#createPayment']);
  });

  it('holds the same lists in the phone drawer', async () => {
    const page = await open(PHONE);
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    const at = (await toggle.boundingBox())!;
    await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
    const drawer = page.locator('.navbar__menu').getByRole('navigation', { name: 'API reference' });
    await drawer.waitFor();
    const listed = await entries(drawer);
    expect(listed.filter((entry) => entry.startsWith('# ') || entry === 'Webhooks')).toEqual(['# Billing', '# Accounts', 'Webhooks']);
    expect(listed).toContain('POSTInvoice paid');
  });

  it('saves the spec as written and bundled under their names from the Download links', async () => {
    const page = await open(DESKTOP);
    const facts = page.locator('.api-facts');
    const save = async (name: string) => {
      const [download] = await Promise.all([page.waitForEvent('download'), facts.getByRole('link', { name }).click()]);
      // The worker's Chromium is another process (global-setup.ts): the download is saved here to be read.
      const saved = path.join(await makeTemporaryFolder('docs-gen-download-'), download.suggestedFilename());
      await download.saveAs(saved);
      return { name: download.suggestedFilename(), bytes: await readFile(saved) };
    };
    const written = await save('events.yaml');
    expect(written).toEqual({ name: 'events.yaml', bytes: await readFile(path.join(fixture('api-spec-info'), 'specs/events.yaml')) });
    const bundled = await save('events.bundled.json');
    expect(bundled.name).toBe('events.bundled.json');
    expect((JSON.parse(bundled.bytes.toString('utf8')) as { info: { title: string } }).info.title).toBe('Events API');
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`finds no axe violation in ${mode} mode, on a desktop and on a phone with the drawer open`, async () => {
      const report = (page: Page) => describedAxeViolations(page);
      // One tab for both pages, as tabOf again would clear the colour mode the desktop's page stores for the phone's.
      const page = await tabOf(env.browser);
      for (const viewport of [DESKTOP, PHONE]) {
        // From a blank page, so that each viewport's page is loaded anew, not reloaded.
        await page.goto('about:blank');
        await load(page, viewport);
        if (mode === 'dark') {
          // Switched on the desktop, where the toggle is in the navbar; the choice is remembered for the phone's page.
          if (viewport === DESKTOP) await page.getByRole('button', { name: 'Switch to dark mode' }).click();
          await page.waitForSelector('html[data-theme="dark"]');
        }
        // Webhooks and a callback in view, their payload examples open.
        await page.locator('#webhooks').scrollIntoViewIfNeeded();
        expect(await report(page)).toEqual([]);
        if (viewport === PHONE) {
          await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
          await page.locator('.navbar__menu .api-nav').waitFor();
          expect(await report(page)).toEqual([]);
        }
      }
    }, 60_000);
  }
});
