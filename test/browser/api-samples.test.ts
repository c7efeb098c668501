/**
 * API code samples in Chromium: one language choice switches every
 * operation's samples (tabs in the WAI-ARIA pattern, mouse and keyboard),
 * is remembered across reloads and shown from the first paint; the server
 * select puts its URL in every sample and is remembered too.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, HAS_CHROMIUM, recordConsole, useSiteInBrowser } from '../helpers/browser.js';
import { fixture } from '../helpers/cli.js';

const LANGUAGE_KEY = 'docs-gen.tab.api-language';
const OPERATIONS = ['getOrder', 'deleteOrder', 'createOrder', 'getReceipt', 'upload', 'ping'];

describe.skipIf(!HAS_CHROMIUM)('in Chromium', () => {
  const env = useSiteInBrowser(fixture('api-samples'));

  /** The shop's page, enhanced, for a reader with `stored` in localStorage and nothing else (the profile is shared between tests). */
  async function openShop(stored: Record<string, string> = {}): Promise<Page> {
    const page = await env.browser.newPage();
    await page.goto(`${env.site.url}/`);
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, stored);
    await page.goto(`${env.site.url}/api/shop`);
    await waitForEnhanced(page);
    return page;
  }

  const waitForEnhanced = (page: Page) => page.waitForSelector('.api-samples[data-tabs-enhanced]', { state: 'attached' });
  const samples = (page: Page, operation: string) => page.locator(`#${operation} .api-samples`);
  /** Per operation: the selected tab's label and the language of the one visible panel. */
  const shown = (page: Page) =>
    page.evaluate((operations) => {
      return operations.map((operation) => {
        const group = document.querySelector(`#${operation} .api-samples`)!;
        const selected = group.querySelector('[role="tab"][aria-selected="true"]')?.textContent;
        const visible = Array.from(group.querySelectorAll<HTMLElement>('[role="tabpanel"]'))
          .filter((panel) => panel.checkVisibility())
          .map((panel) => panel.dataset.value);
        return `${operation}: ${selected} ${visible.join(' ')}`;
      });
    }, OPERATIONS);
  const everywhere = (label: string, value: string) => OPERATIONS.map((operation) => `${operation}: ${label} ${value}`);
  const focusedTab = (page: Page) => page.evaluate(() => (document.activeElement?.getAttribute('role') === 'tab' ? document.activeElement.textContent : null));

  it('switches every operation’s samples when one tab is clicked, keeps the clicked tab where it was, and remembers the choice across reloads', async () => {
    const page = await openShop();
    const messages = recordConsole(page);
    expect(await shown(page)).toEqual(everywhere('curl', 'curl'));

    const python = samples(page, 'createOrder').getByRole('tab', { name: 'Python' });
    await python.scrollIntoViewIfNeeded();
    const before = await python.evaluate((tab) => tab.getBoundingClientRect().top);
    await python.click();
    expect(await shown(page)).toEqual(everywhere('Python', 'python'));
    expect(await python.evaluate((tab) => tab.getBoundingClientRect().top)).toBeCloseTo(before, 0);
    expect(await samples(page, 'getOrder').getByRole('tab', { name: 'Python' }).getAttribute('tabindex')).toBe('0');
    expect(await samples(page, 'getOrder').getByRole('tab', { name: 'curl' }).getAttribute('tabindex')).toBe('-1');
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_KEY)).toBe('python');

    await page.reload();
    await waitForEnhanced(page);
    expect(await shown(page)).toEqual(everywhere('Python', 'python'));
    expect(messages.map((message) => `${message.type()}: ${message.text()}`)).toEqual([]);
    await page.close();
  });

  it('moves with the arrow keys (wrapping), Home and End, selecting the focused tab in every group', async () => {
    const page = await openShop();
    await samples(page, 'getOrder').getByRole('tab', { name: 'curl' }).focus();
    const steps: Array<[string, string]> = [
      ['ArrowRight', 'JavaScript'],
      ['ArrowRight', 'Node.js'],
      ['ArrowLeft', 'JavaScript'],
      ['End', 'Ruby'],
      ['ArrowRight', 'curl'],
      ['ArrowLeft', 'Ruby'],
      ['Home', 'curl'],
      ['ArrowLeft', 'Ruby'],
    ];
    for (const [key, label] of steps) {
      await page.keyboard.press(key);
      expect([key, await focusedTab(page)]).toEqual([key, label]);
    }
    expect(await shown(page)).toEqual(everywhere('Ruby', 'ruby'));
    // Tab leaves the tab list for the panel.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="tabpanel"]')?.id)).toBe('getOrder-sample-ruby');
    await page.close();
  });

  it('scrolls a narrow tab list sideways to the chosen tab, in every group, the chosen tab staying where it is on the screen', async () => {
    const page = await openShop();
    await page.setViewportSize({ width: 390, height: 844 });
    const ruby = samples(page, 'createOrder').getByRole('tab', { name: 'Ruby' });
    await ruby.scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      for (const list of document.querySelectorAll('.api-samples [role="tablist"]')) list.scrollLeft = 0;
    });
    const top = await ruby.evaluate((tab) => tab.getBoundingClientRect().top);
    await samples(page, 'createOrder').getByRole('tab', { name: 'PHP' }).focus();
    await page.keyboard.press('ArrowRight');
    const fullyInList = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('.api-samples [role="tab"][aria-selected="true"]')).map((tab) => {
        const list = tab.parentElement!.getBoundingClientRect();
        const box = tab.getBoundingClientRect();
        return box.left >= list.left - 1 && box.right <= list.right + 1;
      }),
    );
    expect(fullyInList).toEqual(OPERATIONS.map(() => true));
    expect(await ruby.evaluate((tab) => tab.getBoundingClientRect().top)).toBeCloseTo(top, 0);
    await page.close();
  });

  it('leaves a group without the chosen language on its own: only the ping operation has Kotlin (from the spec)', async () => {
    const page = await openShop();
    await samples(page, 'ping').getByRole('tab', { name: 'Kotlin' }).click();
    const result = await shown(page);
    expect(result.filter((line) => line.startsWith('ping'))).toEqual(['ping: Kotlin kotlin']);
    expect(result.filter((line) => !line.startsWith('ping'))).toEqual(everywhere('curl', 'curl').filter((line) => !line.startsWith('ping')));
    expect(await samples(page, 'ping').locator('#ping-sample-kotlin pre').textContent()).toBe('shop.ping()\n');
    await page.close();
  });

  it('shows a remembered language from the first paint, before any script runs, and in every frame until the switcher takes over', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.site.url}/`);
    await page.evaluate((key) => {
      localStorage.clear();
      localStorage.setItem(key, 'go');
    }, LANGUAGE_KEY);
    // Held back, the scripts cannot have switched anything: what shows is the page as first painted.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto(`${env.site.url}/api/shop`);
    expect(await shown(page)).toEqual(OPERATIONS.map((operation) => `${operation}: curl go`));

    // With the scripts, the page is marked hydrated some frames before the API layout, loaded apart, enhances it: no frame may show another language.
    await page.unroute('**/assets/js/**');
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { languagesSeen: string[] }).languagesSeen = seen;
      const check = () => {
        for (const panel of document.querySelectorAll<HTMLElement>('.api-samples > [role="tabpanel"]')) {
          if (panel.checkVisibility() && !seen.includes(panel.dataset.value!)) seen.push(panel.dataset.value!);
        }
        if (document.querySelector('.api-samples[data-tabs-enhanced]') === null) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.reload();
    await waitForEnhanced(page);
    expect(await page.evaluate(() => (window as unknown as { languagesSeen: string[] }).languagesSeen)).toEqual(['go']);
    expect(await shown(page)).toEqual(everywhere('Go', 'go'));
    await page.close();
  });

  it('puts the chosen server’s URL in every sample, in what Copy copies too, and remembers it for the spec', async () => {
    const page = await openShop();
    const curl = (operation: string) => page.locator(`#${operation}-sample-curl pre`).textContent();
    expect(await curl('getOrder')).toContain("--url 'https://eu.api.shop.test/v2/orders/ord_42?expand=items&limit=10'");

    await page.getByLabel('Server used in the samples').selectOption('https://sandbox.shop.test/v2');
    expect(await curl('getOrder')).toContain("--url 'https://sandbox.shop.test/v2/orders/ord_42?expand=items&limit=10'");
    expect(await curl('createOrder')).toContain('--url https://sandbox.shop.test/v2/orders');
    expect(await page.locator('#getOrder-sample-python pre').textContent()).toContain(
      'url = "https://sandbox.shop.test/v2/orders/ord_42?expand=items&limit=10"',
    );
    expect(
      await page.locator('.api-samples pre').evaluateAll((blocks) => blocks.filter((block) => block.textContent?.includes('eu.api.shop.test')).length),
    ).toBe(0);

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.site.url });
    await samples(page, 'getOrder').getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('https://sandbox.shop.test/v2/orders/ord_42');

    await page.reload();
    await waitForEnhanced(page);
    expect(await page.getByLabel('Server used in the samples').inputValue()).toBe('https://sandbox.shop.test/v2');
    expect(await curl('deleteOrder')).toContain('--url https://sandbox.shop.test/v2/orders/ord_42');
    await page.close();
  });

  it('has no axe violations in the samples and the servers, at desktop and phone width', async () => {
    const page = await openShop();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      expect([width, await axeViolations(page, { within: '.api-samples, .api-servers' })]).toEqual([width, []]);
    }
    await page.close();
  });
});
