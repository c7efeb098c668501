/**
 * Accessibility of the documentation website in Chromium: axe-core (its
 * default rules: WCAG 2.0–2.2 A and AA, and best practices) finds nothing on
 * any page type, at desktop and phone widths, once hydrated, with the mobile
 * sidebar open, and in the dark colour mode a site may turn on, with a brand
 * palette of the site's own (config `stylesheets`). Every doc and category
 * page is swept at phone width by `npm run test:soak`.
 */
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describedAxeViolations, HAS_CHROMIUM, preloadAxe, tabOf, useSiteInBrowser, type BrowserSite } from '../helpers/browser.js';
import { makeTemporaryFolder, PACKAGE_ROOT } from '../helpers/cli.js';
import { PAGE_OF_EACH_TYPE } from '../helpers/shared-builds.js';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A brand's palette and shapes, as a site's stylesheet sets them through the theme's custom properties. */
const BRAND_STYLESHEET = `:root {
  --color-primary: #6b2aa0;
  --color-primary-strong: #53207c;
  --color-focus: #6b2aa0;
  --font-sans: Georgia, 'Times New Roman', serif;
  --radius: 0;
}
[data-theme='dark'] {
  --color-primary: #c9a0f0;
  --color-primary-strong: #dcc2f5;
  --color-focus: #c9a0f0;
}
`;

/** This repository's own site, copied with its colour mode set to dark, the switch offered, and a brand's stylesheet. */
async function copyOfBrandedSiteInDarkMode(): Promise<string> {
  const root = path.join(await makeTemporaryFolder('docs-gen-site-'), 'site');
  for (const entry of ['content', 'specs', 'src', 'static']) await cp(path.join(PACKAGE_ROOT, entry), path.join(root, entry), { recursive: true });
  const config = await readFile(path.join(PACKAGE_ROOT, 'site.config.ts'), 'utf8');
  const colorMode = /colorMode: \{[^}]*\}/;
  expect(config).toMatch(colorMode);
  await writeFile(
    path.join(root, 'site.config.ts'),
    config.replace(colorMode, "colorMode: { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false }, stylesheets: ['brand/palette.css']"),
  );
  await mkdir(path.join(root, 'brand'));
  await writeFile(path.join(root, 'brand/palette.css'), BRAND_STYLESHEET);
  return root;
}

async function open(env: BrowserSite, route: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await tabOf(env.browser);
  await page.setViewportSize(viewport);
  await page.goto(`${env.site.url}${route}`);
  await page.waitForSelector('html[data-hydrated]');
  return page;
}

/** Opens the phone drawer; on an API reference page it holds the reference's navigation. */
async function openMobileSidebar(page: Page, route: string): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  await page.locator(route.startsWith('/api/') ? '.navbar--open .navbar__menu .api-nav' : '.navbar--open').waitFor();
}

describe.skipIf(!HAS_CHROMIUM)('axe in Chromium, on the site in its own (light) colour mode', () => {
  const env = useSiteInBrowser(PACKAGE_ROOT);
  beforeAll(() => preloadAxe(env.browser));

  for (const [name, route] of Object.entries(PAGE_OF_EACH_TYPE)) {
    it(`finds no violation on ${name} at desktop width`, async () => {
      const page = await open(env, route, DESKTOP);
      expect(await describedAxeViolations(page)).toEqual([]);
    }, 60_000);

    it(`finds no violation on ${name} at phone width, with the mobile sidebar closed and open`, async () => {
      const page = await open(env, route, PHONE);
      expect(await describedAxeViolations(page)).toEqual([]);
      await openMobileSidebar(page, route);
      // Opening the drawer changes the navbar alone (its class, a backdrop, the menu it shows): the rest of the
      // page was checked just before, as it is still.
      expect(await describedAxeViolations(page, { within: '.navbar' })).toEqual([]);
    }, 60_000);
  }
});

describe.skipIf(!HAS_CHROMIUM)("axe in Chromium, on the same site in dark mode and a brand's palette", () => {
  const dark = useSiteInBrowser(copyOfBrandedSiteInDarkMode);
  beforeAll(() => preloadAxe(dark.browser));

  for (const [name, route] of Object.entries(PAGE_OF_EACH_TYPE)) {
    it(`finds no violation on ${name} at desktop and phone widths`, async () => {
      for (const viewport of [DESKTOP, PHONE]) {
        const page = await open(dark, route, viewport);
        expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
        expect(await describedAxeViolations(page), `${viewport.width} px`).toEqual([]);
      }
    }, 60_000);
  }

  it("shows the brand's colours, font and shapes in both modes, and finds no violation in light mode", async () => {
    const page = await open(dark, PAGE_OF_EACH_TYPE['a long doc'], DESKTOP);
    const link = page.locator('article a[href]').first();
    const looks = () =>
      link.evaluate((element) => ({ color: getComputedStyle(element).color, font: getComputedStyle(document.body).fontFamily.split(',')[0] }));
    expect(await looks()).toEqual({ color: 'rgb(201, 160, 240)', font: 'Georgia' });
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    expect(await looks()).toEqual({ color: 'rgb(107, 42, 160)', font: 'Georgia' });
    expect(
      await page
        .locator('article :not(pre) > code')
        .first()
        .evaluate((element) => getComputedStyle(element).borderRadius),
    ).toBe('0px');
    expect(await describedAxeViolations(page)).toEqual([]);
  }, 60_000);
});
