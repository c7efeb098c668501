/**
 * The pet store's bodies in Chromium: their fields are visible on load,
 * without a click; a oneOf variant switches at once, by mouse and keyboard;
 * nested levels are collapsed, each opened by its control from the keyboard;
 * and axe finds nothing at desktop and phone widths. The Try it console gets
 * an OAuth 2 token by the client credentials flow from a local token URL, and
 * by signing in (authorization code with PKCE) at a local authorization server.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
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
    const clientCredentials = form.getByRole('group', { name: 'Get a token with client credentials' });
    await clientCredentials.getByLabel('Client ID').fill('pet app');
    await clientCredentials.getByLabel('Client secret').fill('s3cret');
    await clientCredentials.getByRole('button', { name: 'Get token' }).click();
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

/**
 * How the authorization server below answers: with the state it was sent or another, whether its page cuts the
 * sign-in window off from its opener, and whether its token URL takes back the codes it gave.
 */
interface AuthorizationServerMode {
  forgeState: boolean;
  revokeCodes: boolean;
  /** `Cross-Origin-Opener-Policy: same-origin` on its sign-in page, as many identity providers send. */
  isolated: boolean;
}

/**
 * An OAuth 2 authorization server on 127.0.0.1: its authorization URL shows a page with Allow and Deny, which
 * send the browser to the redirect URI with a code (or access_denied) and the state; its token URL, open to
 * browsers, grants `tok-signed-in` for a code it gave only when the verifier's S256 is the challenge the
 * authorization request carried, and the redirect URI is the same.
 */
async function startAuthorizationServer() {
  const mode: AuthorizationServerMode = { forgeState: false, revokeCodes: false, isolated: false };
  const authorizations: Array<Record<string, string>> = [];
  const exchanges: Array<{ form: Record<string, string>; authorization: string | undefined; granted: boolean }> = [];
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      if (url.pathname === '/authorize') {
        const query = Object.fromEntries(url.searchParams);
        authorizations.push(query);
        if (mode.isolated) response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        const hidden = Object.entries(query)
          .map(([name, value]) => `<input type="hidden" name="${name}" value="${value.replaceAll('"', '&quot;')}">`)
          .join('');
        response.end(
          `<!doctype html><title>Pet store sign-in</title><form action="/decide">${hidden}<button name="decision" value="allow">Allow</button><button name="decision" value="deny">Deny</button></form>`,
        );
        return;
      }
      if (url.pathname === '/decide') {
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        const state = mode.forgeState ? 'forged-state' : (url.searchParams.get('state') ?? '');
        if (url.searchParams.get('decision') === 'allow') {
          const code = `code-${codes.size + 1}`;
          codes.set(code, { challenge: url.searchParams.get('code_challenge') ?? '', redirectUri: back.href });
          back.searchParams.set('code', code);
        } else {
          back.searchParams.set('error', 'access_denied');
          back.searchParams.set('error_description', 'The user said no');
        }
        back.searchParams.set('state', state);
        response.statusCode = 302;
        response.setHeader('Location', back.href);
        response.end();
        return;
      }
      if (url.pathname !== '/token') {
        // The sign-in window's favicon, say.
        response.statusCode = 404;
        response.end();
        return;
      }
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
      response.setHeader('Access-Control-Allow-Methods', 'POST');
      if (request.method === 'OPTIONS') {
        response.statusCode = 204;
        response.end();
        return;
      }
      const form = Object.fromEntries(new URLSearchParams(body));
      const given = codes.get(form.code ?? '');
      const proof = createHash('sha256')
        .update(form.code_verifier ?? '')
        .digest('base64url');
      const granted =
        !mode.revokeCodes &&
        form.grant_type === 'authorization_code' &&
        given !== undefined &&
        proof === given.challenge &&
        form.redirect_uri === given.redirectUri;
      exchanges.push({ form, authorization: request.headers.authorization, granted });
      codes.delete(form.code ?? '');
      response.setHeader('Content-Type', 'application/json');
      if (!granted) response.statusCode = 400;
      response.end(
        JSON.stringify(
          granted
            ? { access_token: 'tok-signed-in', token_type: 'Bearer', expires_in: 120 }
            : { error: 'invalid_grant', error_description: 'The code or its verifier is wrong' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    mode,
    authorizations,
    exchanges,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe.skipIf(!HAS_CHROMIUM)('in Chromium, signing in by the authorization code flow with PKCE in the Try it console', () => {
  let auth: Awaited<ReturnType<typeof startAuthorizationServer>> | undefined;
  const env = useSiteInBrowser(async () => {
    auth = await startAuthorizationServer();
    const spec = await readFile(path.join(fixture('api-pets'), 'specs/pets.yaml'), 'utf8');
    return copyFixture('api-pets', {
      'specs/pets.yaml': spec
        .replace('https://auth.pets.example.com/authorize', `${auth.url}/authorize`)
        .replaceAll('https://auth.pets.example.com/token', `${auth.url}/token`),
    });
  });
  afterAll(() => auth?.close());

  const redirectUrl = () => `${env.site.url}/assets/oauth2-redirect.html`;
  const setMode = (mode: Partial<AuthorizationServerMode>) => Object.assign(auth!.mode, { forgeState: false, revokeCodes: false, isolated: false, ...mode });

  /** The pet list's console, opened, and its sign-in part with the client ID typed. */
  async function openSignIn(page: Page): Promise<{ form: Locator; signIn: Locator }> {
    await page.locator('#listPets').getByRole('button', { name: 'Try it' }).click();
    const form = page.locator('#listPets').getByRole('form', { name: /^Try / });
    const signIn = form.getByRole('group', { name: 'Get a token by signing in' });
    await signIn.getByLabel('Client ID').fill('pet app');
    return { form, signIn };
  }

  /** Clicks Authorize, and then `decision` on the authorization server's page in the window that opened. */
  async function authorize(page: Page, signIn: Locator, decision: 'Allow' | 'Deny'): Promise<void> {
    const opened = page.waitForEvent('popup');
    await signIn.getByRole('button', { name: 'Authorize' }).click();
    const popup = await opened;
    await popup.getByRole('button', { name: decision }).click();
  }

  it('opens the authorization URL with every parameter, exchanges the code with its verifier, and the token goes with the next request', async () => {
    setMode({});
    const { page } = await openHydrated(env, '/api/pets');
    await env.browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.site.url });
    const { form, signIn } = await openSignIn(page);
    // The redirect URL to register, copied as shown.
    expect(await signIn.getByText('Redirect URL', { exact: true }).isVisible()).toBe(true);
    expect(await signIn.getByText(redirectUrl(), { exact: true }).isVisible()).toBe(true);
    const copy = signIn.getByRole('button', { name: 'Copy' });
    expect(await copy.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`).textContent())).toBe('Redirect URL');
    await copy.click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(redirectUrl());
    expect(await signIn.getByLabel('Scopes').inputValue()).toBe('pets:read');

    const before = auth!.authorizations.length;
    const opened = page.waitForEvent('popup');
    await signIn.getByRole('button', { name: 'Authorize' }).click();
    const popup = await opened;
    await popup.getByRole('button', { name: 'Allow' }).waitFor();
    expect(popup.url().startsWith(`${auth!.url}/authorize?`)).toBe(true);
    await expect
      .poll(() => signIn.getByRole('status').textContent())
      .toBe('Waiting for you to sign in, in the window that opened. Closed it before signing in? Choose Authorize to open it again.');
    const asked = auth!.authorizations.slice(before);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toEqual({
      response_type: 'code',
      client_id: 'pet app',
      redirect_uri: redirectUrl(),
      scope: 'pets:read',
      state: expect.stringMatching(/^[\w-]{22}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
    });

    // The redirect page hands the code back and closes its window.
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Allow' }).click();
    await closed;
    await expect.poll(() => signIn.getByRole('status').textContent()).toBe('Token received, valid for 120 s: it is in the field above.');
    expect(auth!.exchanges.at(-1)).toEqual({
      form: {
        grant_type: 'authorization_code',
        code: expect.any(String),
        redirect_uri: redirectUrl(),
        code_verifier: expect.stringMatching(/^[\w-]{43}$/),
        client_id: 'pet app',
      },
      authorization: undefined,
      granted: true,
    });
    expect(await form.locator('input[id$="secret-petAuth"]').inputValue()).toBe('tok-signed-in');
    // Nothing of the sign-in is kept: no storage, and the page's address is its own.
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }) + location.search)).not.toMatch(/code|tok-signed-in/);
    expect(await describedAxeViolations(page, { within: 'body' })).toEqual([]);

    let authorization: string | undefined;
    await page.route('https://**/*', (route) => {
      authorization = route.request().headers().authorization;
      return route.fulfill({ status: 200, contentType: 'application/json', body: '[]', headers: { 'Access-Control-Allow-Origin': '*' } });
    });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => authorization).toBe('Bearer tok-signed-in');
  });

  it('refuses an answer whose state is not the one it sent, saying so, and exchanges nothing', async () => {
    setMode({ forgeState: true });
    const { page } = await openHydrated(env, '/api/pets');
    const { form, signIn } = await openSignIn(page);
    const exchanges = auth!.exchanges.length;
    await authorize(page, signIn, 'Allow');
    await expect
      .poll(() => signIn.getByRole('status').textContent())
      .toBe('The sign-in window came back with a state other than the one this console sent, so its answer was not used. Choose Authorize to sign in again.');
    expect(auth!.exchanges.length).toBe(exchanges);
    expect(await form.locator('input[id$="secret-petAuth"]').inputValue()).toBe('');
  });

  it('says in the token URL’s words why it refused the code, and puts no token in the field', async () => {
    setMode({ revokeCodes: true });
    const { page } = await openHydrated(env, '/api/pets');
    const { form, signIn } = await openSignIn(page);
    await authorize(page, signIn, 'Allow');
    await expect.poll(() => signIn.getByRole('status').textContent()).toBe('The token URL refused: invalid_grant: The code or its verifier is wrong.');
    expect(await form.locator('input[id$="secret-petAuth"]').inputValue()).toBe('');
  });

  it('says in plain words that access was denied', async () => {
    setMode({});
    const { page } = await openHydrated(env, '/api/pets');
    const { signIn } = await openSignIn(page);
    await authorize(page, signIn, 'Deny');
    await expect.poll(() => signIn.getByRole('status').textContent()).toBe('Not authorized: access was denied (access_denied: The user said no).');
  });

  it('gets the code back from an authorization server whose page cuts the window off from the console (Cross-Origin-Opener-Policy)', async () => {
    setMode({ isolated: true });
    const { page } = await openHydrated(env, '/api/pets');
    const { form, signIn } = await openSignIn(page);
    await authorize(page, signIn, 'Allow');
    await expect.poll(() => signIn.getByRole('status').textContent()).toBe('Token received, valid for 120 s: it is in the field above.');
    expect(await form.locator('input[id$="secret-petAuth"]').inputValue()).toBe('tok-signed-in');
  });

  it('says when the browser blocks the sign-in window', async () => {
    const { page } = await openHydrated(env, '/api/pets');
    // What a pop-up blocker does: window.open gives no window.
    await page.evaluate(() => {
      window.open = () => null;
    });
    const { signIn } = await openSignIn(page);
    await signIn.getByRole('button', { name: 'Authorize' }).click();
    await expect
      .poll(() => signIn.getByRole('status').textContent())
      .toBe('The browser blocked the sign-in window: allow pop-ups for this site, then choose Authorize again.');
  });

  it('finds no axe violation with a console open at its sign-in, at desktop and phone widths', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const { page } = await openHydrated(env, '/api/pets', viewport);
      const { signIn } = await openSignIn(page);
      await signIn.getByLabel('Client secret (if your app has one)').fill('s3cret');
      expect(await describedAxeViolations(page, { within: 'body' }), `${viewport.width} px`).toEqual([]);
    }
  });
});
