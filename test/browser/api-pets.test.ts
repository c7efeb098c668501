/**
 * The pet store's bodies in Chromium: their fields are visible on load,
 * without a click; a oneOf variant switches at once, by mouse and keyboard;
 * nested levels are collapsed, each opened by its control from the keyboard;
 * and axe finds nothing at desktop and phone widths.
 */
import { describe, expect, it } from 'vitest';
import { axeViolationsAtEachWidth, HAS_CHROMIUM, openHydrated, useSiteInBrowser } from '../helpers/browser.js';
import { fixture } from '../helpers/cli.js';

describe.skipIf(!HAS_CHROMIUM)('in Chromium, the bodies of the pet store reference', () => {
  const env = useSiteInBrowser(fixture('api-pets'));

  it('shows a request body’s fields on load, the first variant’s visible and the second’s hidden', async () => {
    const { page, consoleLines } = await openHydrated(env, '/api/pets');
    const body = page.locator('#createPet .api-operation__text').first();
    expect(await body.getByRole('button', { name: 'Show properties of Pet' }).count()).toBe(0);
    expect(await body.getByText('huntingSkill', { exact: true }).first().isVisible()).toBe(true);
    expect(await body.getByText('packSize', { exact: true }).first().isVisible()).toBe(false);
    const staff = page.locator('#addStaff .api-operation__text');
    expect(await staff.getByText('roles', { exact: true }).first().isVisible()).toBe(true);
    expect(await staff.getByText('Each item one of:').first().isVisible()).toBe(true);
    expect(consoleLines().filter((line) => line.startsWith('error'))).toEqual([]);
  });

  it('switches a variant on load, with the mouse and with the keyboard', async () => {
    const { page } = await openHydrated(env, '/api/pets');
    const body = page.locator('#createPet .api-operation__text').first();
    const [cat, dog] = [body.getByRole('button', { name: 'Cat', exact: true }).first(), body.getByRole('button', { name: 'Dog', exact: true }).first()];
    await dog.click();
    expect([await cat.getAttribute('aria-pressed'), await dog.getAttribute('aria-pressed')]).toEqual(['false', 'true']);
    expect(await body.getByText('packSize', { exact: true }).first().isVisible()).toBe(true);
    expect(await body.getByText('huntingSkill', { exact: true }).first().isVisible()).toBe(false);
    await cat.focus();
    await page.keyboard.press('Enter');
    expect(await cat.getAttribute('aria-pressed')).toBe('true');
    expect(await body.getByText('huntingSkill', { exact: true }).first().isVisible()).toBe(true);
  });

  it('keeps nested levels collapsed, each opened from the keyboard', async () => {
    const { page } = await openHydrated(env, '/api/pets');
    const body = page.locator('#createPet .api-operation__text').first();
    const owner = body.getByRole('button', { name: 'Show properties of owner' }).first();
    expect(await owner.getAttribute('aria-expanded')).toBe('false');
    expect(await body.getByText('phone', { exact: true }).count()).toBe(0);
    await owner.focus();
    await page.keyboard.press('Enter');
    await body.getByText('phone', { exact: true }).first().waitFor();
    expect(await owner.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Space');
    expect(await owner.getAttribute('aria-expanded')).toBe('false');
    expect(await body.getByText('phone', { exact: true }).first().isVisible()).toBe(false);
  });

  it('finds no axe violation at desktop and phone widths', async () => {
    expect(await axeViolationsAtEachWidth(env, '/api/pets')).toEqual([]);
  });
});
