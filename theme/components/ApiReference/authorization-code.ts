/**
 * The OAuth 2 authorization code flow of the Try it console, with PKCE
 * (RFC 7636, S256): the verifier and its challenge, the state, the
 * authorization URL the sign-in window opens, what the authorization server
 * sent back to the site's redirect page, and waiting for that page's message.
 * Web Crypto alone: the verifier never leaves the page until the code is
 * exchanged for a token (try-it-request.ts).
 */
import { OAUTH_REDIRECT_MESSAGE, type OAuthRedirectMessage } from '../../../renderer/shared/oauth-redirect.js';
import { base64, oauthUrl } from './try-it-request.js';

/** 32 random bytes: a verifier of 43 characters, the shortest RFC 7636 §4.1 allows, with the 256 bits of entropy it asks for. */
const VERIFIER_BYTES = 32;

/** A state no one can guess (RFC 6749 §10.12): 128 random bits. */
const STATE_BYTES = 16;

/** A code verifier: random bytes in base64url, whose alphabet is a part of the unreserved characters RFC 7636 §4.1 allows. */
export function createCodeVerifier(random: Uint8Array = crypto.getRandomValues(new Uint8Array(VERIFIER_BYTES))): string {
  return base64Url(random);
}

/** The state the authorization request carries, which the answer must carry back. */
export function createState(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(STATE_BYTES)));
}

/** The S256 challenge of a verifier: base64url of the SHA-256 of its ASCII (RFC 7636 §4.2). */
export async function codeChallengeOf(verifier: string): Promise<string> {
  return base64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

/** Base64 with the URL-safe alphabet and no padding (RFC 7636 Appendix A). */
function base64Url(bytes: Uint8Array): string {
  return base64(bytes).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/**
 * The address the sign-in window opens (RFC 6749 §4.1.1 with RFC 7636 §4.3): the spec's authorization URL (a
 * relative one is the API server's), its own query kept, with the request's parameters; undefined when the
 * spec's URL is no address.
 */
export function authorizationUrlOf({
  authorizationUrl,
  server,
  clientId,
  redirectUri,
  scopes,
  state,
  codeChallenge,
}: {
  authorizationUrl: string;
  server: string;
  clientId: string;
  redirectUri: string;
  /** Space-separated, as the reader typed them. */
  scopes: string;
  state: string;
  codeChallenge: string;
}): string | undefined {
  const url = oauthUrl(authorizationUrl, server);
  if (url === undefined) return undefined;
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  const scope = scopes.trim().split(/\s+/).join(' ');
  if (scope !== '') url.searchParams.set('scope', scope);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.href;
}

/** What the authorization server sent back: a code to exchange, or why there is none, in the reader's words. */
export type AuthorizationAnswer = { readonly ok: true; readonly code: string } | { readonly ok: false; readonly problem: string };

/** The error codes of RFC 6749 §4.1.2.1, said plainly. */
const AUTHORIZATION_ERRORS: Readonly<Record<string, string>> = {
  access_denied: 'access was denied',
  invalid_request: 'it found the request invalid (check the client ID, and that the redirect URL below is registered for it)',
  unauthorized_client: 'this client may not sign in with an authorization code',
  unsupported_response_type: 'it does not give this client authorization codes',
  invalid_scope: 'it does not grant these scopes',
  server_error: 'it failed',
  temporarily_unavailable: 'it is too busy now; try again later',
};

/**
 * Reads the query the redirect page was opened with (RFC 6749 §4.1.2). An answer whose state is not the one sent
 * is not this request's (it may be forged, RFC 6749 §10.12): nothing of it is used, not even its error.
 */
export function readAuthorizationAnswer(search: string, state: string): AuthorizationAnswer {
  const answer = new URLSearchParams(search);
  if (answer.get('state') !== state) {
    return {
      ok: false,
      problem: 'The sign-in window came back with a state other than the one this console sent, so its answer was not used. Choose Authorize to sign in again.',
    };
  }
  const error = answer.get('error');
  if (error !== null) {
    const description = answer.get('error_description');
    const said = AUTHORIZATION_ERRORS[error] ?? 'it refused';
    return { ok: false, problem: `Not authorized: ${said} (${error}${description === null || description === '' ? '' : `: ${description}`}).` };
  }
  const code = answer.get('code');
  if (code === null || code === '') return { ok: false, problem: 'The sign-in window came back without an authorization code.' };
  return { ok: true, code };
}

/**
 * Resolves with the query the site's redirect page was opened with in `popup`, once it says so: by a message
 * from that window and this origin, or, when the authorization server cut the window off from this page
 * (its Cross-Origin-Opener-Policy), on the page's channel, which only this origin's pages share. Stops
 * listening once `signal` aborts; the promise then never settles.
 */
export function waitForRedirect(popup: Window, signal: AbortSignal): Promise<string> {
  return new Promise((resolve) => {
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(OAUTH_REDIRECT_MESSAGE) : undefined;
    const stop = () => {
      window.removeEventListener('message', onMessage);
      channel?.close();
    };
    const answer = (data: unknown) => {
      if (!isRedirectMessage(data)) return;
      stop();
      resolve(data.search);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.source === popup) answer(event.data);
    };
    window.addEventListener('message', onMessage);
    channel?.addEventListener('message', (event) => answer(event.data));
    signal.addEventListener('abort', stop, { once: true });
  });
}

function isRedirectMessage(data: unknown): data is OAuthRedirectMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as OAuthRedirectMessage).type === OAUTH_REDIRECT_MESSAGE &&
    typeof (data as OAuthRedirectMessage).search === 'string'
  );
}
