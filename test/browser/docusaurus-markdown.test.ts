/**
 * Docusaurus's code-block and Markdown conventions in Chromium: npm2yarn
 * tabs in step across blocks and pages and remembered after a reload; a
 * line-numbered block copies its code alone and keeps its numbers out of the
 * accessibility tree; `<details>` opens from the keyboard; and axe finds
 * nothing on pages holding all of them, at desktop and phone widths, in
 * light and dark mode.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describedAxeViolations, HAS_CHROMIUM, recordConsole, tabOf, useSiteInBrowser } from '../helpers/browser.js';
import { fixture } from '../helpers/cli.js';

const GROUP_KEY = 'docs-gen.tab.npm2yarn';
const THEME_KEY = 'docs-gen.theme';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

describe.skipIf(!HAS_CHROMIUM)('in Chromium', () => {
  const env = useSiteInBrowser(fixture('docusaurus-markdown'));

  beforeAll(async () => {
    await env.browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.site.url });
  });

  /** A hydrated page for a reader with only `stored` in localStorage (the profile is shared between tests). */
  async function open(path: string, { stored = {}, viewport = DESKTOP }: { stored?: Record<string, string>; viewport?: typeof DESKTOP } = {}): Promise<Page> {
    const page = await tabOf(env.browser);
    await page.setViewportSize(viewport);
    await page.goto(`${env.site.url}/`);
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, stored);
    await page.goto(`${env.site.url}${path}`);
    await page.waitForSelector('html[data-hydrated]');
    return page;
  }

  const packageTabs = (page: Page) => page.locator(`.tabs[data-group-id="npm2yarn"]`);
  const selectedTabs = (page: Page) => packageTabs(page).locator('[role="tab"][aria-selected="true"]').allTextContents();
  const visibleCommands = (page: Page) =>
    packageTabs(page).evaluateAll((groups) =>
      groups.map((group) =>
        [...group.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')]
          .filter((panel) => panel.checkVisibility())
          .map((panel) => panel.querySelector('pre code')?.textContent?.trim())
          .join(''),
      ),
    );

  describe('npm2yarn blocks', () => {
    it('show npm first, switch every block on the page to the package manager chosen in one, and remember it after a reload', async () => {
      const page = await open('/install');
      const messages = recordConsole(page);
      expect(await packageTabs(page).first().getByRole('tab').allTextContents()).toEqual(['npm', 'Yarn', 'pnpm', 'Bun']);
      expect(await selectedTabs(page)).toEqual(['npm', 'npm']);
      expect(await visibleCommands(page)).toEqual(['npm install --save-dev tollbooth', 'npm test -- --runInBand']);

      await packageTabs(page).first().getByRole('tab', { name: 'pnpm' }).click();
      expect(await selectedTabs(page)).toEqual(['pnpm', 'pnpm']);
      expect(await visibleCommands(page)).toEqual(['pnpm add --save-dev tollbooth', 'pnpm test --runInBand']);
      expect(await page.evaluate((key) => localStorage.getItem(key), GROUP_KEY)).toBe('pnpm');

      // The second block leads as well, from the keyboard: End selects Bun.
      await packageTabs(page).nth(1).getByRole('tab', { name: 'pnpm' }).focus();
      await page.keyboard.press('End');
      expect(await selectedTabs(page)).toEqual(['Bun', 'Bun']);
      expect(await visibleCommands(page)).toEqual(['bun add --dev tollbooth', 'bun run test --runInBand']);

      await page.reload();
      await page.waitForSelector('html[data-hydrated]');
      expect(await selectedTabs(page)).toEqual(['Bun', 'Bun']);
      expect(await visibleCommands(page)).toEqual(['bun add --dev tollbooth', 'bun run test --runInBand']);
      expect(messages.map((message) => `${message.type()}: ${message.text()}`)).toEqual([]);
    });

    it('follow the choice made on another page, in an MDX page too', async () => {
      const page = await open('/components', { stored: { [GROUP_KEY]: 'yarn' } });
      expect(await selectedTabs(page)).toEqual(['Yarn']);
      expect(await visibleCommands(page)).toEqual(['yarn add tollbooth-react']);
    });

    it('show every command under its package manager without JavaScript', async () => {
      const context = await env.browser.browser()!.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${env.site.url}/install`);
      const first = packageTabs(page).first();
      expect(
        await first.locator('.tabs__panel-label').evaluateAll((labels) => labels.filter((label) => label.checkVisibility()).map((label) => label.textContent)),
      ).toEqual(['npm', 'Yarn', 'pnpm', 'Bun']);
      expect(
        await first.locator('pre code').evaluateAll((codes) => codes.filter((code) => code.checkVisibility()).map((code) => code.textContent?.trim())),
      ).toEqual(['npm install --save-dev tollbooth', 'yarn add --dev tollbooth', 'pnpm add --save-dev tollbooth', 'bun add --dev tollbooth']);
      await context.close();
    });
  });

  describe('line numbers', () => {
    const numberedBlock = (page: Page) => page.locator('.code-block', { has: page.locator('.code-block--line-numbers') }).first();

    it('number from the line the meta gives, while Copy copies the code alone', async () => {
      const page = await open('/install');
      const block = numberedBlock(page);
      const numbers = await block.locator('.code-line').evaluateAll((lines) => lines.map((line) => getComputedStyle(line, '::before').counterIncrement));
      expect(numbers).toEqual(['code-line 1', 'code-line 1', 'code-line 1', 'code-line 1']);
      expect(await block.locator('code').evaluate((code) => getComputedStyle(code).counterReset)).toBe('code-line 9');
      await block.getByRole('button', { name: 'Copy' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("module.exports = {\n  currency: 'EUR', // ISO 4217\n  trial: 14,\n};");
    });

    it('are left out of a text selection and of what screen readers read', async () => {
      const page = await open('/components');
      const block = numberedBlock(page);
      const selected = await block.locator('pre').evaluate((pre) => {
        const range = document.createRange();
        range.selectNodeContents(pre);
        getSelection()!.removeAllRanges();
        getSelection()!.addRange(range);
        return getSelection()!.toString();
      });
      expect(selected.split('\n')[0]).toBe('export function Paywall() {');
      const session = await page.context().newCDPSession(page);
      const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: Array<{ role?: { value?: string }; name?: { value?: string } }> };
      // The tab outlives the test, and so would the session with its accessibility domain.
      await session.detach();
      const texts = nodes.filter((node) => node.role?.value === 'StaticText').map((node) => node.name?.value ?? '');
      expect(texts).toContain('Paywall');
      expect(texts.filter((text) => /^\s*\d+\s*$/.test(text))).toEqual([]);
    });
  });

  describe('<details>', () => {
    it('opens and closes from the keyboard, written as HTML in .md and as JSX or the Details component in .mdx', async () => {
      for (const [path, summaries] of [
        ['/install', ['Why EUR?']],
        ['/components', ['Server rendering', 'Client hydration']],
      ] as const) {
        const page = await open(path);
        for (const summary of summaries) {
          const details = page.locator('details.details', { has: page.locator('summary.details__summary', { hasText: summary }) });
          await details.locator('summary').focus();
          await page.keyboard.press('Enter');
          expect([summary, await details.evaluate((element) => (element as HTMLDetailsElement).open)]).toEqual([summary, true]);
          expect(await details.locator('.details__content').isVisible()).toBe(true);
          await page.keyboard.press('Space');
          expect([summary, await details.evaluate((element) => (element as HTMLDetailsElement).open)]).toEqual([summary, false]);
        }
      }
    });

    it('looks the same whether written as HTML or as the Details component', async () => {
      const page = await open('/components');
      const looks = await page.locator('details.details').evaluateAll((all) =>
        all.map((details) => {
          const style = getComputedStyle(details);
          const summary = getComputedStyle(details.querySelector('summary')!);
          return [style.borderTopWidth, style.borderTopColor, style.backgroundColor, style.borderRadius, summary.fontWeight, summary.paddingLeft];
        }),
      );
      expect(looks).toHaveLength(2);
      expect(looks[0]).toEqual(looks[1]);
      expect(looks[0]![0]).toBe('1px');
    });
  });

  describe('axe', () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const [width, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        it(`finds no violation on pages with every convention, ${theme} mode, ${width} width, details open`, async () => {
          for (const path of ['/install', '/components']) {
            const page = await open(path, { stored: { [THEME_KEY]: theme }, viewport });
            expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
            await page.locator('details').evaluateAll((all) => {
              for (const details of all) (details as HTMLDetailsElement).open = true;
            });
            const violations = (await describedAxeViolations(page)).map((violation) => `${path}: ${violation}`);
            expect(violations).toEqual([]);
          }
        }, 60_000);
      }
    }
  });
});
