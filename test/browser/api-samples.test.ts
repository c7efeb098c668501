/**
 * API code samples in Chromium: one language choice switches every
 * operation's samples (tabs in the WAI-ARIA pattern, mouse and keyboard),
 * fetching that language's file once, and is remembered across reloads,
 * applied once the page runs without moving anything; the server select puts
 * its URL in every sample, also those fetched later, and is remembered too.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, HAS_CHROMIUM, recordConsole, tabOf, useSiteInBrowser } from '../helpers/browser.js';
import { fixture } from '../helpers/cli.js';
import { settledLayoutShift, watchLayoutShifts } from '../helpers/page-events.js';

const LANGUAGE_KEY = 'docs-gen.tab.api-language';
const OPERATIONS = ['getOrder', 'deleteOrder', 'createOrder', 'addItems', 'getReceipt', 'upload', 'ping'];

describe.skipIf(!HAS_CHROMIUM)('in Chromium', () => {
  const env = useSiteInBrowser(fixture('api-samples'));

  /**
   * The shop's page, enhanced, for a reader with `stored` in localStorage and nothing else (the profile is shared between tests);
   * `beforeLoad` may watch or route the page's requests.
   */
  async function openShop(stored: Record<string, string> = {}, beforeLoad?: (page: Page) => Promise<void>): Promise<Page> {
    const page = await tabOf(env.browser);
    await page.goto(`${env.site.url}/`);
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, stored);
    await beforeLoad?.(page);
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
  /** Once no panel waits for its language's file: per operation, the text of the code its panel shows. */
  async function codeShown(page: Page): Promise<Record<string, string>> {
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('.api-samples > .tabs__panel')).every((panel) => !panel.textContent?.includes('Loading the')),
    );
    return page.evaluate(
      (operations) =>
        Object.fromEntries(
          operations.map((operation) => {
            // The code, or what the panel says instead of it.
            const shown = document.querySelector(`#${operation}-sample pre`) ?? document.querySelector(`#${operation}-sample .api-samples__code`);
            return [operation, shown?.textContent ?? ''];
          }),
        ),
      OPERATIONS,
    );
  }
  /** Per operation, the text of `language`'s sample as the build wrote it in that language's file. */
  async function codeInFile(page: Page, language: string): Promise<Record<string, string>> {
    const folder = path.join(env.outDir, 'assets/fragments/api');
    const name = (await readdir(folder)).find((file) => file.startsWith(`shop.${language}.`));
    expect(name, `the file of ${language}`).toBeDefined();
    const samples = JSON.parse(await readFile(path.join(folder, name!), 'utf8')) as Record<string, string>;
    return page.evaluate(
      (entries) =>
        Object.fromEntries(
          Object.entries(entries).map(([operation, html]) => {
            const parsed = document.createElement('template');
            parsed.innerHTML = html;
            return [operation, parsed.content.textContent];
          }),
        ),
      samples,
    );
  }
  /** Chooses a language in an operation's group: its tab when in view, else the More select's entry. */
  async function choose(page: Page, operation: string, label: string): Promise<void> {
    const tab = samples(page, operation).getByRole('tab', { name: label, exact: true });
    if (await tab.isVisible()) await tab.click();
    else
      await samples(page, operation)
        .getByRole('combobox', { name: /^More languages/ })
        .selectOption({ label });
  }
  const focusedTab = (page: Page) => page.evaluate(() => (document.activeElement?.getAttribute('role') === 'tab' ? document.activeElement.textContent : null));

  it('switches every operation’s samples when one tab is clicked, keeps the clicked tab where it was, and remembers the choice across reloads', async () => {
    const page = await openShop();
    const messages = recordConsole(page);
    expect(await shown(page)).toEqual(everywhere('curl', 'curl'));
    const curl = await codeShown(page);
    expect(Object.values(curl).filter((code) => code.startsWith('curl --request '))).toHaveLength(OPERATIONS.length);

    const node = samples(page, 'createOrder').getByRole('tab', { name: 'Node.js' });
    await node.scrollIntoViewIfNeeded();
    const before = await node.evaluate((tab) => tab.getBoundingClientRect().top);
    await node.click();
    expect(await shown(page)).toEqual(everywhere('Node.js', 'node'));
    expect(await node.evaluate((tab) => tab.getBoundingClientRect().top)).toBeCloseTo(before, 0);
    expect(await codeShown(page)).toEqual(await codeInFile(page, 'node'));
    expect(await samples(page, 'getOrder').getByRole('tab', { name: 'Node.js' }).getAttribute('tabindex')).toBe('0');
    expect(await samples(page, 'getOrder').getByRole('tab', { name: 'curl' }).getAttribute('tabindex')).toBe('-1');
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_KEY)).toBe('node');

    await page.reload();
    await waitForEnhanced(page);
    expect(await shown(page)).toEqual(everywhere('Node.js', 'node'));
    expect(await codeShown(page)).toEqual(await codeInFile(page, 'node'));
    // Back to the first language: the page's own code again.
    await choose(page, 'getOrder', 'curl');
    expect(await codeShown(page)).toEqual(curl);
    expect(messages.map((message) => `${message.type()}: ${message.text()}`)).toEqual([]);
  });

  it('moves with the arrow keys (wrapping), Home and End, selecting the focused tab in every group', async () => {
    const page = await openShop();
    await samples(page, 'getOrder').getByRole('tab', { name: 'curl' }).focus();
    const steps: Array<[string, string]> = [
      ['ArrowRight', 'JavaScript'],
      ['ArrowRight', 'Node.js'],
      ['ArrowLeft', 'JavaScript'],
      // The last tab in view: the others are in the More select.
      ['End', 'Node.js'],
      ['ArrowRight', 'curl'],
      ['ArrowLeft', 'Node.js'],
      ['Home', 'curl'],
      ['ArrowLeft', 'Node.js'],
    ];
    for (const [key, label] of steps) {
      await page.keyboard.press(key);
      expect([key, await focusedTab(page)]).toEqual([key, label]);
    }
    expect(await shown(page)).toEqual(everywhere('Node.js', 'node'));
    expect(await codeShown(page)).toEqual(await codeInFile(page, 'node'));
    // Tab leaves the tab list for the More select, where the arrow keys choose among the other languages.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('More languages for GET /orders/{orderId}');
    await page.keyboard.press('ArrowDown');
    expect(await shown(page)).toEqual(everywhere('Python', 'python'));
    // Then to the panel, which the chosen tab labels.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => {
        const panel = document.activeElement?.closest('[role="tabpanel"]');
        return [panel?.id, panel?.getAttribute('aria-labelledby')];
      }),
    ).toEqual(['getOrder-sample', 'getOrder-sample-tab-python']);
  });

  it('lets every language be chosen at desktop and phone width, from its tab or the More select, and shows its sample', async () => {
    const page = await openShop();
    const languages = await samples(page, 'getOrder').evaluate((group) =>
      Array.from(group.querySelectorAll<HTMLElement>('[role="tab"]'), (tab) => [tab.dataset.value!, tab.textContent!] as const),
    );
    const labels = languages.map(([, label]) => label);
    expect(labels).toHaveLength(17);
    const curl = (await codeShown(page)).getOrder;
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await expect.poll(() => samples(page, 'getOrder').locator('.tabs__more option').count()).toBeGreaterThan(1);
      // Nothing is cut off: the tabs in view end inside the list, and the select lists exactly the others.
      const split = await samples(page, 'getOrder').evaluate((group) => {
        const list = group.querySelector('.tabs__list')!.getBoundingClientRect();
        const inView = Array.from(group.querySelectorAll<HTMLElement>('[role="tab"]')).filter((tab) => !tab.hidden);
        return {
          fits: inView.every((tab) => tab.getBoundingClientRect().right <= list.right + 0.5),
          inView: inView.map((tab) => tab.textContent),
          more: Array.from(group.querySelectorAll<HTMLOptionElement>('.tabs__more option'), (option) => option.textContent).slice(1),
          groupFits: group.scrollWidth <= group.clientWidth,
        };
      });
      expect([width, split.fits, split.groupFits, [...split.inView, ...split.more]]).toEqual([width, true, true, labels]);
      for (const [language, label] of languages) {
        await choose(page, 'getOrder', label);
        const expected = language === 'curl' ? curl : (await codeInFile(page, language)).getOrder;
        expect([width, label, (await codeShown(page)).getOrder]).toEqual([width, label, expected]);
        expect([width, label, await samples(page, 'getOrder').locator('.tabs__panel-label').textContent()]).toEqual([width, label, label]);
      }
      expect([width, await axeViolations(page, { within: '.api-samples' })]).toEqual([width, []]);
    }
  });

  it('leaves a group without the chosen language on its own: only the ping operation has Elixir (from the spec)', async () => {
    const page = await openShop();
    const curl = await codeShown(page);
    await choose(page, 'ping', 'Elixir');
    const result = await shown(page);
    expect(result.filter((line) => line.startsWith('ping'))).toEqual(['ping: Elixir elixir']);
    expect(result.filter((line) => !line.startsWith('ping'))).toEqual(everywhere('curl', 'curl').filter((line) => !line.startsWith('ping')));
    expect(await codeShown(page)).toEqual({ ...curl, ping: 'shop.ping()\n' });
  });

  it('shows the first language at first paint with the tab list’s room kept, then the remembered one in every group once the page runs, moving nothing', async () => {
    // A page of its own, not the tab (tabOf): the init scripts added below stay with the page they are added to.
    const page = await env.browser.newPage();
    await page.goto(`${env.site.url}/`);
    await page.evaluate((key) => {
      localStorage.clear();
      localStorage.setItem(key, 'go');
    }, LANGUAGE_KEY);
    // Held back, the scripts cannot have switched anything: what shows is the page as first painted.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto(`${env.site.url}/api/shop`);
    const firstPaint = await page.evaluate(
      (operations) =>
        operations.map((operation) => {
          const group = document.querySelector<HTMLElement>(`#${operation} .api-samples`)!;
          const list = group.querySelector<HTMLElement>(':scope > .tabs__list')!;
          const panel = group.querySelector<HTMLElement>(':scope > .tabs__panel')!;
          return {
            operation,
            shown: panel.checkVisibility() ? panel.dataset.value : 'nothing',
            curl: panel.querySelector('pre')?.textContent?.startsWith('curl --request ') === true,
            tabs: list.childElementCount,
            listHeight: list.getBoundingClientRect().height,
            panelOffset: Math.round(panel.getBoundingClientRect().top - group.getBoundingClientRect().top),
          };
        }),
      OPERATIONS,
    );
    for (const group of firstPaint) {
      expect(group).toEqual({ ...group, shown: 'curl', curl: true, tabs: 0 });
      // The room of one row of tabs.
      expect(group.listHeight, group.operation).toBeGreaterThan(30);
    }

    // With the scripts: every frame until the remembered language's code is in records what the panels show and where they start.
    await page.unroute('**/assets/js/**');
    await watchLayoutShifts(page);
    await page.addInitScript(() => {
      const record = { seen: [] as string[], offsets: {} as Record<string, number[]>, done: false };
      (window as unknown as { record: typeof record }).record = record;
      const check = () => {
        const groups = Array.from(document.querySelectorAll<HTMLElement>('.api-samples'));
        for (const group of groups) {
          const panel = group.querySelector<HTMLElement>(':scope > .tabs__panel');
          if (panel === null) continue;
          const language = panel.dataset.value!;
          if (panel.checkVisibility() && record.seen.at(-1) !== language && !record.seen.includes(language)) record.seen.push(language);
          const offset = Math.round(panel.getBoundingClientRect().top - group.getBoundingClientRect().top);
          const offsets = (record.offsets[group.dataset.samplesOf!] ??= []);
          if (!offsets.includes(offset)) offsets.push(offset);
        }
        const settled =
          groups.length > 0 && groups.every((group) => group.hasAttribute('data-tabs-enhanced') && group.querySelector(':scope > .tabs__panel pre') !== null);
        if (!settled || groups.some((group) => group.querySelector<HTMLElement>(':scope > .tabs__panel')!.dataset.value !== 'go')) requestAnimationFrame(check);
        else record.done = true;
      };
      requestAnimationFrame(check);
    });
    await page.reload();
    await waitForEnhanced(page);
    expect(await shown(page)).toEqual(everywhere('Go', 'go'));
    expect(await codeShown(page)).toEqual(await codeInFile(page, 'go'));
    // The recording's last frame: the one that found the remembered language's code in every group.
    await page.waitForFunction(() => (window as unknown as { record: { done: boolean } }).record.done);
    const record = await page.evaluate(() => (window as unknown as { record: { seen: string[]; offsets: Record<string, number[]> } }).record);
    // The first language until the remembered one's code is in (a fast run may never paint it), and no other.
    expect(['curl,go', 'go']).toContain(record.seen.join(','));
    // Each panel starts where it started at first paint: the tabs came into the room kept for them.
    expect(record.offsets).toEqual(Object.fromEntries(firstPaint.map((group) => [group.operation, [group.panelOffset]])));
    expect(await settledLayoutShift(page)).toBeLessThan(0.01);
    await page.close();
  });

  it('starts a Try it console from the server chosen in the page, for an operation that goes to the spec’s servers', async () => {
    const page = await openShop();
    const server = async () => {
      const operation = page.locator('#getOrder');
      await operation.getByRole('button', { name: 'Try it' }).click();
      const field = operation.getByLabel('Server', { exact: true });
      await field.waitFor();
      const value = await field.inputValue();
      await operation.getByRole('button', { name: 'Try it' }).click();
      return value;
    };
    expect(await server()).toBe('https://eu.api.shop.test/v2');
    await page.getByLabel('Server used in the samples').selectOption('https://sandbox.shop.test/v2');
    expect(await server()).toBe('https://sandbox.shop.test/v2');
  });

  it('puts the chosen server’s URL in every sample, those fetched later too, and in what Copy copies, and remembers it for the spec', async () => {
    const page = await openShop();
    const code = (operation: string) => page.locator(`#${operation}-sample pre`).textContent();
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    const withFirstServer = () =>
      page.locator('.api-samples pre').evaluateAll((blocks) => blocks.filter((block) => block.textContent?.includes('eu.api.shop.test')).length);
    expect(await code('getOrder')).toContain("--url 'https://eu.api.shop.test/v2/orders/ord_42?expand=items&limit=10'");

    await page.getByLabel('Server used in the samples').selectOption('https://sandbox.shop.test/v2');
    expect(await code('getOrder')).toContain("--url 'https://sandbox.shop.test/v2/orders/ord_42?expand=items&limit=10'");
    expect(await code('createOrder')).toContain('--url https://sandbox.shop.test/v2/orders');
    expect(await withFirstServer()).toBe(0);

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.site.url });
    await samples(page, 'getOrder').getByRole('button', { name: 'Copy' }).click();
    await expect.poll(clipboard).toContain("--url 'https://sandbox.shop.test/v2/orders/ord_42?expand=items&limit=10'");

    // Python's samples arrive from their file written with the spec's first server: they show the chosen one.
    await choose(page, 'getOrder', 'Python');
    await codeShown(page);
    expect(await code('getOrder')).toContain('url = "https://sandbox.shop.test/v2/orders/ord_42?expand=items&limit=10"');
    expect(await withFirstServer()).toBe(0);
    await samples(page, 'getOrder').getByRole('button', { name: 'Copy' }).click();
    await expect.poll(clipboard).toContain('url = "https://sandbox.shop.test/v2/orders/ord_42?expand=items&limit=10"');

    await page.reload();
    await waitForEnhanced(page);
    expect(await page.getByLabel('Server used in the samples').inputValue()).toBe('https://sandbox.shop.test/v2');
    await codeShown(page);
    expect(await code('deleteOrder')).toContain('url = "https://sandbox.shop.test/v2/orders/ord_42"');
    expect(await withFirstServer()).toBe(0);
    // The page's own curl, shown again, has it too.
    await choose(page, 'deleteOrder', 'curl');
    expect(await code('deleteOrder')).toContain('--url https://sandbox.shop.test/v2/orders/ord_42');
    expect(await withFirstServer()).toBe(0);
  });

  it('fills the server’s variables with the values the reader picks, in every sample and in the request a Try it console sends', async () => {
    const page = await openShop();
    const arrived: string[] = [];
    await page.route('https://us.api.shop.test/**', (route) => {
      arrived.push(route.request().url());
      return route.fulfill({ status: 200, headers: { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' }, body: '{"ok":true}' });
    });
    const code = (operation: string) => page.locator(`#${operation}-sample pre`).textContent();
    expect(await code('ping')).toContain('https://eu.api.shop.test/v2/ping');

    await page.getByLabel('{region}').selectOption('us');
    const version = page.getByLabel('{version}');
    await version.fill('v3');
    expect(await code('ping')).toContain('https://us.api.shop.test/v3/ping');
    expect(await code('getOrder')).toContain("--url 'https://us.api.shop.test/v3/orders/ord_42?expand=items&limit=10'");
    // Emptied, a variable is back at its default.
    await version.fill('');
    expect(await code('ping')).toContain('https://us.api.shop.test/v2/ping');
    await version.fill('v3');

    const operation = page.locator('#ping');
    await operation.getByRole('button', { name: 'Try it' }).click();
    const form = operation.getByRole('form', { name: /^Try / });
    expect(await form.getByLabel('Server', { exact: true }).inputValue()).toBe('https://us.api.shop.test/v3');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toMatch(/^Answered 200/);
    expect(arrived).toEqual(['https://us.api.shop.test/v3/ping']);
    expect(await axeViolations(page, { within: '.api-servers' })).toEqual([]);
  });

  it('moves an open Try it console to the server and the variables chosen on the page, as the samples, until the reader types a server in it', async () => {
    const page = await openShop();
    const arrived: string[] = [];
    await page.route(/^https:\/\/[a-z.]+\.shop\.test\//, (route) => {
      arrived.push(route.request().url());
      return route.fulfill({ status: 200, headers: { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' }, body: '{"ok":true}' });
    });
    const code = (operation: string) => page.locator(`#${operation}-sample pre`).textContent();
    const operation = page.locator('#getOrder');
    await operation.getByRole('button', { name: 'Try it' }).click();
    const form = operation.getByRole('form', { name: /^Try / });
    const server = form.getByLabel('Server', { exact: true });
    const target = form.locator('.api-try-it__target code');
    const send = async () => {
      await form.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => arrived.length).toBeGreaterThan(0);
      return arrived.splice(0).at(-1);
    };
    expect(await server.inputValue()).toBe('https://eu.api.shop.test/v2');

    // Open already, the console sends where the page's variables now say, as the samples show.
    await page.getByLabel('{region}').selectOption('us');
    await page.getByLabel('{version}').fill('v3');
    expect(await server.inputValue()).toBe('https://us.api.shop.test/v3');
    expect(await target.textContent()).toBe('GET https://us.api.shop.test/v3/orders/ord_42?expand=items&limit=10');
    expect(await code('getOrder')).toContain("--url 'https://us.api.shop.test/v3/orders/ord_42?expand=items&limit=10'");
    expect(await send()).toBe('https://us.api.shop.test/v3/orders/ord_42?expand=items&limit=10');

    // Another server chosen: the same.
    await page.getByLabel('Server used in the samples').selectOption('https://sandbox.shop.test/v2');
    expect(await server.inputValue()).toBe('https://sandbox.shop.test/v2');
    expect(await code('getOrder')).toContain("--url 'https://sandbox.shop.test/v2/orders/ord_42?expand=items&limit=10'");
    expect(await send()).toBe('https://sandbox.shop.test/v2/orders/ord_42?expand=items&limit=10');

    // A server the reader typed in the console stays, whatever the page chooses after.
    await server.fill('https://eu.api.shop.test/v9');
    await page.getByLabel('Server used in the samples').selectOption('https://{region}.api.shop.test/{version}');
    expect(await code('getOrder')).toContain("--url 'https://us.api.shop.test/v3/orders/ord_42?expand=items&limit=10'");
    expect(await server.inputValue()).toBe('https://eu.api.shop.test/v9');
    expect(await send()).toBe('https://eu.api.shop.test/v9/orders/ord_42?expand=items&limit=10');
  });

  it('fetches only the chosen language’s file, once; says in the panels when it fails, and fetches it again when the language is chosen again', async () => {
    const requested: string[] = [];
    let failing = true;
    const page = await openShop({}, async (loading) => {
      loading.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/assets/fragments/')) requested.push(path.basename(pathname));
      });
      await loading.route('**/assets/fragments/api/shop.go.*.json', (route) => (failing ? route.fulfill({ status: 503, body: 'down' }) : route.fallback()));
    });
    // The page alone needs no file.
    expect(requested).toEqual([]);

    await choose(page, 'getOrder', 'Java');
    expect(await codeShown(page)).toEqual(await codeInFile(page, 'java'));
    await choose(page, 'upload', 'curl');
    await choose(page, 'ping', 'Java');
    expect(await codeShown(page)).toEqual(await codeInFile(page, 'java'));
    expect(requested).toEqual([expect.stringMatching(/^shop\.java\.[0-9a-f]+\.json$/)]);

    await choose(page, 'createOrder', 'Go');
    const failure = 'These samples could not be loaded (the server answered 503). Choose the language again to retry, or reload the page.';
    expect(await codeShown(page)).toEqual(Object.fromEntries(OPERATIONS.map((operation) => [operation, failure])));
    expect(await shown(page)).toEqual(everywhere('Go', 'go'));

    failing = false;
    await choose(page, 'getOrder', 'Go');
    expect(await codeShown(page)).toEqual(await codeInFile(page, 'go'));
    expect(requested.slice(1)).toEqual([expect.stringMatching(/^shop\.go\.[0-9a-f]+\.json$/), expect.stringMatching(/^shop\.go\.[0-9a-f]+\.json$/)]);
  });

  it('has no axe violations in the samples and the servers, at desktop and phone width', async () => {
    const page = await openShop();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      expect([width, await axeViolations(page, { within: '.api-samples, .api-servers' })]).toEqual([width, []]);
    }
  });
});
