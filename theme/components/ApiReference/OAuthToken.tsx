/**
 * Getting an OAuth 2 scheme's access token in the Try it console, into the
 * scheme's field that every console of the page shares: by the client
 * credentials flow, or by signing in, the authorization code flow with PKCE,
 * in a window the console opens. The reader's client id and secret go to the
 * spec's token URL alone, and stay in this console's memory.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { TryItCredential } from '../../../renderer/shared/api-reference.js';
import { warnCopyFailed } from '../CodeBlock/copy-code.js';
import { useCopiedFlag } from '../CodeBlock/use-copied-flag.js';
import { authorizationUrlOf, codeChallengeOf, createCodeVerifier, createState, readAuthorizationAnswer, waitForRedirect } from './authorization-code.js';
import { fetchAuthorizationCodeToken, fetchClientCredentialsToken, type TokenOutcome } from './try-it-request.js';

/** Where getting a token is: `busy` while the console waits (on the reader or a server), `done` once it has a token or a problem. */
type Progress = { readonly kind: 'idle' } | { readonly kind: 'busy'; readonly message: string } | { readonly kind: 'done'; readonly message: string };

/** The sign-in window: a popup the size of a sign-in form, which an authorization server's page expects. */
const SIGN_IN_WINDOW_FEATURES = 'popup,width=600,height=720';

interface Client {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly scopes: string;
}

/** Gets a token by the client credentials flow (RFC 6749 §4.4). */
export function ClientCredentialsToken({
  flow,
  server,
  onToken,
}: {
  readonly flow: NonNullable<TryItCredential['clientCredentials']>;
  readonly server: string;
  readonly onToken: (token: string) => void;
}) {
  const [client, setClient] = useState<Client>({ clientId: '', clientSecret: '', scopes: flow.scopes.join(' ') });
  const [progress, setProgress] = useState<Progress>({ kind: 'idle' });
  const getToken = async () => {
    setProgress({ kind: 'busy', message: 'Asking for a token…' });
    setProgress(handedOver(await fetchClientCredentialsToken({ tokenUrl: flow.tokenUrl, server, ...client }), onToken));
  };
  return (
    <fieldset className="api-try-it__oauth">
      <legend>Get a token with client credentials</legend>
      <ClientFields client={client} onChange={setClient} secretOptional={false} />
      <p className="api-try-it__hint">
        Sent to <code>{flow.tokenUrl}</code> only, and kept in this page’s memory.
      </p>
      <button type="button" className="api-try-it__token" onClick={getToken} disabled={progress.kind === 'busy' || client.clientId.trim() === ''}>
        Get token
      </button>
      <ProgressLine progress={progress} />
    </fieldset>
  );
}

/**
 * Gets a token by signing in (RFC 6749 §4.1 with PKCE, RFC 7636): Authorize opens the spec's authorization URL in
 * a window; the authorization server sends it back to the site's redirect page, which hands the code to this
 * console; the code is exchanged at the token URL with the verifier only this console holds.
 */
export function AuthorizationCodeToken({
  flow,
  server,
  redirectUrl,
  onToken,
}: {
  readonly flow: NonNullable<TryItCredential['authorizationCode']>;
  readonly server: string;
  /** The site's redirect page, absolute. */
  readonly redirectUrl: string;
  readonly onToken: (token: string) => void;
}) {
  const id = useId();
  const [client, setClient] = useState<Client>({ clientId: '', clientSecret: '', scopes: flow.scopes.join(' ') });
  const [progress, setProgress] = useState<Progress>({ kind: 'idle' });
  // The sign-in under way: another Authorize, or the console closing, ends it.
  const signIn = useRef<{ readonly stop: AbortController; readonly window: Window }>(undefined);
  useEffect(() => () => signIn.current?.stop.abort(), []);

  const authorize = async () => {
    signIn.current?.stop.abort();
    signIn.current?.window.close();
    // Web Crypto's digest, which the S256 challenge needs, exists only on https pages (and localhost).
    if (!window.isSecureContext || globalThis.crypto?.subtle === undefined) {
      setProgress({ kind: 'done', message: 'Signing in needs this page to be served over https: the browser computes the PKCE challenge only there.' });
      return;
    }
    // Opened now, while the click still allows a window; its address follows once the challenge is computed.
    const opened = window.open('', '_blank', SIGN_IN_WINDOW_FEATURES);
    if (opened === null) {
      setProgress({ kind: 'done', message: 'The browser blocked the sign-in window: allow pop-ups for this site, then choose Authorize again.' });
      return;
    }
    const stop = new AbortController();
    signIn.current = { stop, window: opened };
    const verifier = createCodeVerifier();
    const state = createState();
    const address = authorizationUrlOf({
      authorizationUrl: flow.authorizationUrl,
      server,
      clientId: client.clientId.trim(),
      redirectUri: redirectUrl,
      scopes: client.scopes,
      state,
      codeChallenge: await codeChallengeOf(verifier),
    });
    if (stop.signal.aborted) return;
    if (address === undefined) {
      opened.close();
      setProgress({ kind: 'done', message: `The authorization URL ${flow.authorizationUrl} is not an address.` });
      return;
    }
    opened.location.href = address;
    setProgress({
      kind: 'busy',
      message: 'Waiting for you to sign in, in the window that opened. Closed it before signing in? Choose Authorize to open it again.',
    });
    const search = await waitForRedirect(opened, stop.signal);
    const answer = readAuthorizationAnswer(search, state);
    if (!answer.ok) {
      setProgress({ kind: 'done', message: answer.problem });
      return;
    }
    setProgress({ kind: 'busy', message: 'Signed in: exchanging the code for a token…' });
    const outcome = await fetchAuthorizationCodeToken({
      tokenUrl: flow.tokenUrl,
      server,
      clientId: client.clientId.trim(),
      clientSecret: client.clientSecret,
      code: answer.code,
      codeVerifier: verifier,
      redirectUri: redirectUrl,
    });
    if (stop.signal.aborted) return;
    setProgress(handedOver(outcome, onToken));
  };

  return (
    <fieldset className="api-try-it__oauth">
      <legend>Get a token by signing in</legend>
      <ClientFields client={client} onChange={setClient} secretOptional={true} />
      <div className="api-try-it__field">
        <span id={`${id}redirect`}>Redirect URL</span>
        {/* Shown whole, not in a field: the reader compares it with what their OAuth app has registered. */}
        <div className="api-try-it__inline">
          <code className="api-try-it__url">{redirectUrl}</code>
          <CopyButton text={redirectUrl} describedBy={`${id}redirect`} />
        </div>
        <p className="api-try-it__hint">Register it with your OAuth app: the authorization server sends you back there after you sign in.</p>
      </div>
      <p className="api-try-it__hint">
        Authorize opens <code>{flow.authorizationUrl}</code> in a new window. The code it gives back is exchanged at <code>{flow.tokenUrl}</code>, the only
        place your client ID and secret go; the token is kept in this page’s memory.
      </p>
      <button type="button" className="api-try-it__token" onClick={authorize} disabled={client.clientId.trim() === ''}>
        Authorize
      </button>
      <ProgressLine progress={progress} />
    </fieldset>
  );
}

/** The client's id, secret and the scopes to ask for. */
function ClientFields({
  client,
  onChange,
  secretOptional,
}: {
  readonly client: Client;
  readonly onChange: (client: Client) => void;
  readonly secretOptional: boolean;
}) {
  const id = useId();
  const field = (key: keyof Client, label: string, secret = false) => (
    <div className="api-try-it__field">
      <label htmlFor={`${id}${key}`}>{label}</label>
      <input
        id={`${id}${key}`}
        type={secret ? 'password' : 'text'}
        value={client[key]}
        onChange={(event) => onChange({ ...client, [key]: event.target.value })}
        autoComplete="off"
        spellCheck={false}
      />
    </div>
  );
  return (
    <>
      {field('clientId', 'Client ID')}
      {field('clientSecret', secretOptional ? 'Client secret (if your app has one)' : 'Client secret', true)}
      {field('scopes', 'Scopes')}
    </>
  );
}

/** Read out as it changes. */
function ProgressLine({ progress }: { readonly progress: Progress }) {
  return (
    <p className="api-try-it__hint" role="status">
      {progress.kind === 'idle' ? '' : progress.message}
    </p>
  );
}

/** A token request's end: the token, if it came, goes to `onToken`; what is said of it, either way. */
function handedOver(outcome: TokenOutcome, onToken: (token: string) => void): Progress {
  if (!outcome.ok) return { kind: 'done', message: outcome.problem };
  onToken(outcome.token);
  return { kind: 'done', message: `Token received${outcome.expiresIn === undefined ? '' : `, valid for ${outcome.expiresIn} s`}: it is in the field above.` };
}

/**
 * Copies `text`, saying so on the button for a moment (and to a screen reader, as its text changes). By the
 * Clipboard API alone: signing in needs a secure page, where the browser always offers it.
 */
function CopyButton({ text, describedBy }: { readonly text: string; readonly describedBy: string }) {
  const [copied, markCopied] = useCopiedFlag();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      markCopied();
    } catch (error) {
      warnCopyFailed(error);
    }
  };
  return (
    <button type="button" className="api-try-it__copy" aria-live="polite" aria-describedby={describedBy} onClick={copy}>
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
