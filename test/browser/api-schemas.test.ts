/**
 * Schema trees in Chromium: a deeper level opens in place from the page's
 * fragments file (fetched once, whatever is opened after), closes and opens
 * again, with the mouse or the keyboard; a failed fetch says so in place;
 * a named schema of the Schemas section opens from its button, or by itself
 * when the page is opened at its anchor or a link to it is followed;
 * picking a oneOf variant shows its properties, and picking a named example
 * shows it; a cycle of named schemas is marked once it closes.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describedAxeViolations, HAS_CHROMIUM, recordConsole, tabOf, useSiteInBrowser } from '../helpers/browser.js';
import { fixture } from '../helpers/cli.js';

describe.skipIf(!HAS_CHROMIUM)('in Chromium, the schema trees of an API page', () => {
  const env = useSiteInBrowser(fixture('api-schemas'));
  const fragmentRequests = () => env.site.requests.filter((url) => url.startsWith('/assets/fragments/'));

  async function open(hash = ''): Promise<Page> {
    const page = await tabOf(env.browser);
    await page.goto(`${env.site.url}/api/shop${hash}`);
    await page.waitForSelector('html[data-hydrated]');
    return page;
  }

  it('opens a nested level from the fragments file, fetched once, and closes and opens it again', async () => {
    const page = await open();
    const console = recordConsole(page);
    const before = fragmentRequests().length;
    const billing = page.locator('#payOrder').getByRole('button', { name: 'Show properties of billing' });
    expect(await billing.getAttribute('aria-expanded')).toBe('false');
    await billing.click();
    const street = page.locator('#payOrder .api-deferred__content').getByText('street', { exact: true });
    await street.waitFor();
    expect(await billing.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#payOrder .api-deferred__content').first().textContent()).toContain('maxLength 80');

    // Another level, of another operation: no second request.
    await page.locator('#createOrder').getByRole('button', { name: 'Show properties of customer' }).first().click();
    await page.locator('#createOrder .api-deferred__content').getByText('address', { exact: true }).waitFor();
    expect(fragmentRequests().length).toBe(before + 1);

    await billing.click();
    expect(await billing.getAttribute('aria-expanded')).toBe('false');
    expect(await street.isVisible()).toBe(false);
    await billing.click();
    expect(await street.isVisible()).toBe(true);
    expect(fragmentRequests().length).toBe(before + 1);
    expect(console.filter((message) => message.type() === 'error').map((message) => message.text())).toEqual([]);
  });

  it('works from the keyboard: Enter opens a level, Space picks a variant', async () => {
    const page = await open();
    const payment = page.locator('#payOrder').getByRole('button', { name: 'Show properties of payment' });
    await payment.focus();
    await page.keyboard.press('Enter');
    const region = page.locator('#payOrder .api-deferred__content').first();
    await region.getByRole('button', { name: 'BankTransfer' }).waitFor();
    expect(await payment.getAttribute('aria-expanded')).toBe('true');

    await region.getByRole('button', { name: 'BankTransfer' }).focus();
    await page.keyboard.press('Space');
    expect(await region.getByRole('button', { name: 'BankTransfer' }).getAttribute('aria-pressed')).toBe('true');
    expect(await region.getByText('iban', { exact: true }).isVisible()).toBe(true);
    expect(await region.getByText('number', { exact: true }).isVisible()).toBe(false);
  });

  it('switches a oneOf variant: the picked one’s properties show, the other’s hide', async () => {
    const page = await open();
    const payment = page.locator('#schema-Payment');
    await payment.getByRole('button', { name: 'Show variants of Payment' }).click();
    const [card, bank] = [payment.getByRole('button', { name: 'Card' }), payment.getByRole('button', { name: 'BankTransfer' })];
    await card.waitFor();
    expect([await card.getAttribute('aria-pressed'), await bank.getAttribute('aria-pressed')]).toEqual(['true', 'false']);
    expect(await payment.getByText('number', { exact: true }).isVisible()).toBe(true);
    expect(await payment.getByText('iban', { exact: true }).isVisible()).toBe(false);
    await bank.click();
    expect([await card.getAttribute('aria-pressed'), await bank.getAttribute('aria-pressed')]).toEqual(['false', 'true']);
    expect(await payment.getByText('iban', { exact: true }).isVisible()).toBe(true);
    expect(await payment.getByText('number', { exact: true }).isVisible()).toBe(false);
  });

  it('marks a cycle of named schemas where it closes, instead of opening it again', async () => {
    const page = await open();
    const category = page.locator('#schema-Category');
    await category.getByRole('button', { name: 'Show properties of Category' }).click();
    const schema = category.locator('.api-deferred__content').first();
    await schema.getByRole('button', { name: 'Show properties of owner' }).click();
    const team = schema.locator('.api-deferred__content').first();
    await team.getByText('category', { exact: true }).waitFor();
    // Category → Team → Category: Category is open already (from the Schemas section), so here it is a mark, not a button.
    expect(await team.getByRole('button', { name: 'Show properties of category' }).count()).toBe(0);
    expect(await team.locator('.schema__recursive').allTextContents()).toContain('recursive: Category');
  });

  it('says in place that the details could not be loaded when the fragments file fails, and tries again', async () => {
    const page = await tabOf(env.browser);
    let failing = true;
    await page.route('**/assets/fragments/**', (route) => (failing ? route.fulfill({ status: 503, body: 'down' }) : route.fallback()));
    await page.goto(`${env.site.url}/api/shop`);
    await page.waitForSelector('html[data-hydrated]');
    const billing = page.locator('#payOrder').getByRole('button', { name: 'Show properties of billing' });
    await billing.click();
    const alert = page.locator('#payOrder').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('These details could not be loaded (the server answered 503)');
    expect(await billing.getAttribute('aria-expanded')).toBe('false');
    failing = false;
    await billing.click();
    await page.locator('#payOrder .api-deferred__content').getByText('street', { exact: true }).waitFor();
    expect(await alert.count()).toBe(0);
  });

  it('shows the named example picked by its summary', async () => {
    const page = await open();
    const examples = page.locator('#createOrder details[data-examples]');
    await examples.locator('summary').click();
    expect(await examples.locator('[data-example="single"]').isVisible()).toBe(true);
    await examples.getByRole('combobox').selectOption({ label: 'A gift with a card payment' });
    expect(await examples.locator('[data-example="gift"]').isVisible()).toBe(true);
    expect(await examples.locator('[data-example="single"]').isVisible()).toBe(false);
    expect(await examples.locator('[data-example="gift"] code').textContent()).toContain('"gift": true');
  });

  it('passes axe with levels opened, a variant picked and examples shown', async () => {
    const page = await open();
    await page.locator('#payOrder').getByRole('button', { name: 'Show properties of payment' }).click();
    await page.locator('#payOrder .api-deferred__content').first().getByRole('button', { name: 'BankTransfer' }).click();
    await page.locator('#schema-Category').getByRole('button', { name: 'Show properties of Category' }).click();
    await page.locator('#schema-Category').getByRole('button', { name: 'Show properties of owner' }).click();
    await page.locator('#schema-Category .api-deferred__content .api-deferred__content').first().waitFor();
    await page.locator('#createOrder details[data-examples] summary').click();
    const violations = await describedAxeViolations(page);
    expect(violations).toEqual([]);
  });

  it('shows a named schema when the page is opened at its anchor', async () => {
    const page = await open('#schema-Category');
    const heading = page.locator('#schema-Category h3');
    await page.waitForFunction(() => {
      const box = document.querySelector('#schema-Category h3')?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight;
    });
    expect(await heading.isVisible()).toBe(true);
    expect(await page.locator('#schema-Category').getByText('recursive: Category').first().isVisible()).toBe(true);
  });

  it('opens a named schema when a link to it is followed, once, also after the reader closed it', async () => {
    const page = await open();
    const order = page.locator('#schema-Order');
    const control = order.getByRole('button', { name: 'Show properties of Order' });
    const regions = order.locator(':scope > .api-deferred__content');
    await page.locator('#createOrder a[href="#schema-Order"]').first().click();
    await page.waitForURL(/#schema-Order$/);
    await regions.getByText('lines', { exact: true }).first().waitFor();
    expect(await control.getAttribute('aria-expanded')).toBe('true');

    await control.click();
    expect(await regions.first().isVisible()).toBe(false);
    await page.locator('#payOrder a[href="#schema-Payment"]').first().click();
    await page.locator('#schema-Payment').getByRole('button', { name: 'Card' }).waitFor();
    await page.locator('#createOrder a[href="#schema-Order"]').first().click();
    await page.waitForURL(/#schema-Order$/);
    await page.waitForFunction(() => document.querySelector('#schema-Order > button[data-fragment]')?.getAttribute('aria-expanded') === 'true');
    expect(await regions.count()).toBe(1);
    expect(await regions.first().isVisible()).toBe(true);
  });
});
