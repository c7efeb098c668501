/**
 * Mermaid diagrams in Chromium: drawn in the browser with the configured
 * theme in the site's palette, light and dark, and the library loads only on
 * pages that have a diagram.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickAddedLink, HAS_CHROMIUM, recordConsole, tabOf, useSiteInBrowser } from '../helpers/browser.js';
import { makeSite, PACKAGE_ROOT } from '../helpers/cli.js';
import { pageLive, recordRequests } from '../helpers/page-events.js';

describe.skipIf(!HAS_CHROMIUM)('in Chromium', () => {
  const env = useSiteInBrowser(PACKAGE_ROOT);

  // The library's own chunks (the entry's small shared runtime chunk loads on every page).
  const isMermaid = (path: string) => path.startsWith('/assets/js/chunks/mermaid');
  const mermaidRequests = () => env.site.requests.filter(isMermaid);

  it('draws a diagram as SVG in place of its source', async () => {
    const page = await tabOf(env.browser);
    await page.goto(`${env.site.url}/Data-Sharing/Table-Relationships`);
    const svg = page.locator('.mermaid-diagram svg');
    await svg.first().waitFor({ timeout: 15_000 });
    expect(await page.locator('.mermaid-diagram__source').count()).toBe(0);
    expect(await svg.first().getAttribute('aria-roledescription')).toBe('er');
  });

  it('loads the mermaid library only on pages with a diagram', async () => {
    const page = await tabOf(env.browser);
    const requests = recordRequests(page);
    const before = mermaidRequests().length;
    await page.goto(`${env.site.url}/Technical-Documentation/Check-Entitlement`);
    await page.waitForSelector('html[data-hydrated]');
    // Live: a diagram's effect, which loads the library, has run by then.
    await pageLive(page, requests);
    expect(requests.paths.filter(isMermaid)).toEqual([]);
    expect(mermaidRequests().slice(before)).toEqual([]);
    // Client navigation to a page with a diagram loads it then.
    await clickAddedLink(page, '/Technical-Documentation/Server-to-server/Generate-user-token');
    await page.locator('.mermaid-diagram svg').first().waitFor({ timeout: 15_000 });
    expect(mermaidRequests().length).toBeGreaterThan(before);
  });
});

describe.skipIf(!HAS_CHROMIUM)('in Chromium, in the site palette', () => {
  const palette = useSiteInBrowser(() =>
    makeSite(
      { 'content/index.md': '# Flow\n\n```mermaid\ngraph TD\n  A[Reader] --> B[Paywall]\n```\n' },
      "title: 'Diagrams', colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false }",
    ),
  );

  /** The fill and stroke of the diagram's first node, and the site's surface and primary colours, all as computed `rgb()`. */
  const nodeAndPalette = (page: Page) =>
    page.evaluate(() => {
      const node = getComputedStyle(document.querySelector('.mermaid-diagram svg .node rect')!);
      const token = (name: string) => {
        const probe = document.createElement('span');
        probe.style.color = `var(${name})`;
        document.body.append(probe);
        const value = getComputedStyle(probe).color;
        probe.remove();
        return value;
      };
      return { fill: node.fill, stroke: node.stroke, surface: token('--color-surface'), primary: token('--color-primary') };
    });

  it('draws nodes in the site palette in light mode, and again in the dark palette when the mode changes', { timeout: 60_000 }, async () => {
    const page = await palette.browser.newPage();
    const messages = recordConsole(page);
    await page.goto(`${palette.site.url}/`);
    // Drawn once the library has loaded, and drawn again if the mode is set as the page starts: the last drawing counts.
    const inPalette = async () => {
      const colours = await nodeAndPalette(page);
      return colours.fill === colours.surface && colours.stroke === colours.primary;
    };
    await page.locator('.mermaid-diagram svg .node rect').first().waitFor({ timeout: 15_000 });
    await expect.poll(inPalette, { timeout: 15_000 }).toBe(true);
    const light = await nodeAndPalette(page);
    expect(light.fill).toBe(light.surface);
    expect(light.stroke).toBe(light.primary);
    // Not mermaid's stock lavender (#ECECFF) and purple (#9370DB).
    expect([light.fill, light.stroke]).not.toContain('rgb(236, 236, 255)');
    expect([light.fill, light.stroke]).not.toContain('rgb(147, 112, 219)');

    // The diagram shown stays in place while the dark one is drawn: no moment without it.
    await page.evaluate(() => {
      const state = window as unknown as { diagramWasGone: boolean };
      state.diagramWasGone = false;
      new MutationObserver(() => {
        if (document.querySelector('.mermaid-diagram svg .node rect') === null) state.diagramWasGone = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.waitForFunction((lightFill) => getComputedStyle(document.querySelector('.mermaid-diagram svg .node rect')!).fill !== lightFill, light.fill, {
      timeout: 15_000,
    });
    expect(await page.evaluate(() => (window as unknown as { diagramWasGone: boolean }).diagramWasGone)).toBe(false);
    const dark = await nodeAndPalette(page);
    expect(dark.fill).toBe(dark.surface);
    expect(dark.stroke).toBe(dark.primary);
    expect(dark.surface).not.toBe(light.surface);

    // A reload in dark mode draws the dark palette from the start.
    await page.reload();
    await page.locator('.mermaid-diagram svg .node rect').first().waitFor({ timeout: 15_000 });
    await expect.poll(inPalette, { timeout: 15_000 }).toBe(true);
    const reloaded = await nodeAndPalette(page);
    expect(reloaded.fill).toBe(dark.surface);
    expect(messages.filter((message) => message.type() === 'error').map((message) => message.text())).toEqual([]);
    await page.close();
  });
});
