import { describe, expect, it } from 'vitest';
import { authorizationUrlOf, codeChallengeOf, createCodeVerifier, createState, readAuthorizationAnswer } from './authorization-code.js';

describe('a PKCE code verifier and its S256 challenge', () => {
  it('accepts a verifier of 43 characters of the unreserved set, a new one each time', () => {
    const verifiers = Array.from({ length: 50 }, () => createCodeVerifier());
    for (const verifier of verifiers) expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{43}$/);
    expect(new Set(verifiers).size).toBe(verifiers.length);
    expect(createState()).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(createState()).not.toBe(createState());
  });

  it('accepts the verifier and the challenge of RFC 7636 Appendix B for its 32 octets', async () => {
    const octets = [
      116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191, 240, 91, 88, 5, 88, 83, 132, 141, 121,
    ];
    const verifier = createCodeVerifier(new Uint8Array(octets));
    expect(verifier).toBe('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
    expect(await codeChallengeOf(verifier)).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('rejects padding and the characters base64 has outside the URL-safe alphabet', async () => {
    const challenges = await Promise.all(Array.from({ length: 50 }, () => codeChallengeOf(createCodeVerifier())));
    for (const challenge of challenges) expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('the authorization URL the sign-in window opens', () => {
  const request = {
    authorizationUrl: 'https://auth.example.com/authorize?audience=pets',
    server: 'https://api.example.com/v1',
    clientId: 'my app',
    redirectUri: 'https://docs.example.com/assets/oauth2-redirect.html',
    scopes: ' pets:read  pets:write ',
    state: 'st4te',
    codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  };

  it('accepts every parameter of the request, the spec’s own query kept', () => {
    const url = new URL(authorizationUrlOf(request)!);
    expect(url.origin + url.pathname).toBe('https://auth.example.com/authorize');
    expect([...url.searchParams]).toEqual([
      ['audience', 'pets'],
      ['response_type', 'code'],
      ['client_id', 'my app'],
      ['redirect_uri', 'https://docs.example.com/assets/oauth2-redirect.html'],
      ['scope', 'pets:read pets:write'],
      ['state', 'st4te'],
      ['code_challenge', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'],
      ['code_challenge_method', 'S256'],
    ]);
  });

  it('accepts a relative authorization URL as the API server’s, and no scope when none is asked for', () => {
    const url = new URL(authorizationUrlOf({ ...request, authorizationUrl: '/oauth/authorize', scopes: ' ' })!);
    expect(url.origin + url.pathname).toBe('https://api.example.com/oauth/authorize');
    expect(url.searchParams.has('scope')).toBe(false);
  });

  it('rejects an authorization URL that is no address', () => {
    expect(authorizationUrlOf({ ...request, authorizationUrl: 'http://[bad', server: '' })).toBeUndefined();
  });
});

describe('the answer the sign-in window brings back', () => {
  it('accepts a code when the state is the one sent', () => {
    expect(readAuthorizationAnswer('?code=c0de&state=st4te', 'st4te')).toEqual({ ok: true, code: 'c0de' });
  });

  it('rejects an answer with another state, or none, whatever it holds', () => {
    const problem =
      'The sign-in window came back with a state other than the one this console sent, so its answer was not used. Choose Authorize to sign in again.';
    expect(readAuthorizationAnswer('?code=c0de&state=other', 'st4te')).toEqual({ ok: false, problem });
    expect(readAuthorizationAnswer('?code=c0de', 'st4te')).toEqual({ ok: false, problem });
    expect(readAuthorizationAnswer('?error=access_denied&state=other', 'st4te')).toEqual({ ok: false, problem });
  });

  it('rejects an error in plain words, with the server’s code and description', () => {
    expect(readAuthorizationAnswer('?error=access_denied&error_description=The+user+said+no&state=s', 's')).toEqual({
      ok: false,
      problem: 'Not authorized: access was denied (access_denied: The user said no).',
    });
    expect(readAuthorizationAnswer('?error=invalid_scope&state=s', 's')).toEqual({
      ok: false,
      problem: 'Not authorized: it does not grant these scopes (invalid_scope).',
    });
    expect(readAuthorizationAnswer('?error=no_reason&state=s', 's')).toEqual({ ok: false, problem: 'Not authorized: it refused (no_reason).' });
    expect(readAuthorizationAnswer('?state=s', 's')).toEqual({ ok: false, problem: 'The sign-in window came back without an authorization code.' });
  });
});
