/**
 * The pet store's bodies in Chromium: their fields are visible on load,
 * without a click; a oneOf variant switches at once, by mouse and keyboard;
 * nested levels are collapsed, each opened by its control from the keyboard;
 * and axe finds nothing at desktop and phone widths. The Try it console gets
 * an OAuth 2 token by the client credentials flow from a local token URL.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { axeViolationsAtEachWidth, describedAxeViolations, HAS_CHROMIUM, openHydrated, useSiteInBrowser } from '../helpers/browser.js';
import { copyFixture, fixture } from '../helpers/cli.js';

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

/** A token URL granting `tok-pets` to the client credentials grant, open to browsers, recording what it was sent. */
async function startTokenUrl() {
  const requests: Array<{ authorization: string | undefined; body: string }> = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
      response.setHeader('Access-Control-Allow-Methods', 'POST');
      if (request.method === 'OPTIONS') {
        response.statusCode = 204;
        response.end();
        return;
      }
      requests.push({ authorization: request.headers.authorization, body });
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ access_token: 'tok-pets', token_type: 'Bearer', expires_in: 60 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/token`, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.skipIf(!HAS_CHROMIUM)('in Chromium, an OAuth 2 token by client credentials in the Try it console', () => {
  let tokens: Awaited<ReturnType<typeof startTokenUrl>> | undefined;
  const env = useSiteInBrowser(async () => {
    tokens = await startTokenUrl();
    const spec = await readFile(path.join(fixture('api-pets'), 'specs/pets.yaml'), 'utf8');
    return copyFixture('api-pets', { 'specs/pets.yaml': spec.replaceAll('https://auth.pets.example.com/token', tokens.url) });
  });
  afterAll(() => tokens?.close());

  it("asks the spec's token URL for a token, puts it in the scheme's field, and the request sends it", async () => {
    const { page } = await openHydrated(env, '/api/pets');
    await page.locator('#listPets').getByRole('button', { name: 'Try it' }).click();
    const form = page.locator('#listPets form');
    await form.waitFor();
    await form.getByLabel('Client ID').fill('pet app');
    await form.getByLabel('Client secret').fill('s3cret');
    await form.getByRole('button', { name: 'Get token' }).click();
    await form.getByText(/^Token received, valid for 60 s/).waitFor();
    expect(await form.locator('input[id$="secret-petAuth"]').inputValue()).toBe('tok-pets');
    expect(tokens!.requests).toEqual([{ authorization: `Basic ${btoa('pet+app:s3cret')}`, body: 'grant_type=client_credentials&scope=pets%3Aread' }]);
    expect(await describedAxeViolations(page)).toEqual([]);

    let authorization: string | undefined;
    await page.route('https://**/*', (route) => {
      authorization = route.request().headers().authorization;
      return route.fulfill({ status: 200, contentType: 'application/json', body: '[]', headers: { 'Access-Control-Allow-Origin': '*' } });
    });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => authorization).toBe('Bearer tok-pets');
  });
});
