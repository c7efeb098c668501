/**
 * The Try it console: a form for one operation's request, prefilled from the
 * spec's examples, that sends it from the reader's browser and shows the
 * answer. Browser-only and loaded on first use, so pages that are only read
 * never download it. Credentials live in the page's memory alone, one per
 * security scheme, shared by every console of the page (typed once, used by
 * each operation that accepts the scheme): never in storage, cookies or the
 * URL, and sent only to the server in the form;
 * before one goes to a host that is not one of the spec's own servers (an
 * operation's own server, or one the reader typed), the reader is asked. The
 * server follows the one chosen on the page, as the reader changes it, until
 * the reader types another in the console's own Server field.
 */
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import type { TryItCredential, TryItParameter } from '../../../renderer/shared/api-reference.js';
import type { TryItRequest } from '../../../renderer/shared/try-it-data.js';
import { AuthorizationCodeToken, ClientCredentialsToken } from './OAuthToken.js';
import {
  absoluteServer,
  credentialsOf,
  curlCommand,
  fieldKey,
  initialForm,
  type PreparedRequest,
  prepareRequest,
  prettyBody,
  type TryItForm,
} from './try-it-request.js';

/** More than this much of an answer's body would make the page slow to show; the rest is left out. */
const MAX_SHOWN_BODY = 200_000;

/** Where a credential may go without asking: the spec's servers, and the hosts the reader agreed to on this page. */
export interface CredentialTrust {
  readonly specOrigins: readonly string[];
  readonly agreedOrigins: Set<string>;
}

/**
 * The credentials typed on the page, by security scheme: one store for every console, so a token typed
 * in one operation's console is there in the next. Memory only: it goes with the page.
 */
export interface CredentialStore {
  read(): Readonly<Record<string, string>>;
  write(scheme: string, secret: string): void;
  subscribe(listener: () => void): () => void;
}

export function createCredentialStore(): CredentialStore {
  const secrets = createValueStore<Readonly<Record<string, string>>>({});
  return { read: secrets.read, subscribe: secrets.subscribe, write: (scheme, secret) => secrets.write({ ...secrets.read(), [scheme]: secret }) };
}

/** A value React components read with useSyncExternalStore, and re-render with as it changes. */
interface ValueStore<Value> {
  read(): Value;
  write(value: Value): void;
  subscribe(listener: () => void): () => void;
}

function createValueStore<Value>(initial: Value): ValueStore<Value> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    read: () => value,
    write(next) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

type Outcome =
  | { readonly kind: 'idle' }
  | { readonly kind: 'confirm'; readonly origin: string; readonly request: PreparedRequest }
  | { readonly kind: 'sending' }
  | { readonly kind: 'invalid'; readonly problem: string; readonly field?: 'body' }
  | { readonly kind: 'answered'; readonly response: ShownResponse }
  | { readonly kind: 'redirected'; readonly milliseconds: number }
  | { readonly kind: 'failed'; readonly server: string; readonly curl: string | undefined };

interface ShownResponse {
  readonly status: number;
  readonly statusText: string;
  readonly milliseconds: number;
  readonly headers: ReadonlyArray<readonly [string, string]>;
  readonly body: string;
  readonly truncated: boolean;
}

export interface MountedConsole {
  unmount(): void;
  /** The page's server (or a value of its variables) changed: the console sends there, unless the reader typed a server of their own in it. */
  followServer(url: string): void;
}

/** Renders the console into `container`. */
export function mountTryItConsole({
  container,
  request,
  trust,
  credentials,
  redirectUrl,
  onClose,
}: {
  container: HTMLElement;
  request: TryItRequest;
  trust: CredentialTrust;
  credentials: CredentialStore;
  /** The site's page a sign-in returns to, absolute; undefined when the page's consoles cannot sign in. */
  redirectUrl: string | undefined;
  onClose: () => void;
}): MountedConsole {
  const root = createRoot(container);
  const server = createValueStore(request.server);
  root.render(<TryItConsole request={request} server={server} trust={trust} store={credentials} redirectUrl={redirectUrl} onClose={onClose} />);
  return { unmount: () => root.unmount(), followServer: server.write };
}

const LOCATION_LEGENDS: ReadonlyArray<readonly [TryItParameter['in'], string]> = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
];

interface ConsoleProps {
  readonly request: TryItRequest;
  /** Where the request goes unless the reader types another server: the operation's, or the one chosen on the page as it changes. */
  readonly server: ValueStore<string>;
  readonly trust: CredentialTrust;
  readonly store: CredentialStore;
  readonly redirectUrl: string | undefined;
  readonly onClose: () => void;
}

function TryItConsole({ request, server, trust, store, redirectUrl, onClose }: ConsoleProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const question = useRef<HTMLDivElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const body = useRef<HTMLTextAreaElement>(null);
  const secrets = useSyncExternalStore(store.subscribe, store.read);
  const given = useSyncExternalStore(server.subscribe, server.read);
  // The reader's own server, once typed in the field: the page's choice no longer applies to this console.
  const [typedServer, setTypedServer] = useState<string>();
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const [fields, setValues] = useState<Omit<TryItForm, 'secrets' | 'server'>>(() => initialForm(request));
  const values: TryItForm = { ...fields, server: typedServer ?? absoluteServer(given), secrets };
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const relativeServer = typedServer === undefined && given !== '' && absoluteServer(given) === '';

  // The reader asked for the console: the keyboard goes where the typing starts.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);

  // Asked where a credential should go: the question is what the reader needs to read next.
  useEffect(() => {
    if (outcome.kind === 'confirm') question.current?.focus();
  }, [outcome.kind]);

  const update = (change: Partial<Omit<TryItForm, 'secrets' | 'server'>>) => setValues((current) => ({ ...current, ...change }));
  const toggleShown = (scheme: string) =>
    setShown((current) => {
      const next = new Set(current);
      if (!next.delete(scheme)) next.add(scheme);
      return next;
    });
  const dispatch = async (prepared: PreparedRequest) => {
    setOutcome({ kind: 'sending' });
    setOutcome(await sendRequest(prepared, () => curlCommand(request, values)));
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const prepared = prepareRequest(request, values);
    if (!prepared.ok) {
      setOutcome({ kind: 'invalid', problem: prepared.problem, field: prepared.field });
      // The field at fault is where the reader goes next.
      if (prepared.field === 'body') body.current?.focus();
      return;
    }
    const origin = new URL(prepared.request.url).origin;
    const carriesCredential = credentialsOf(request, values.alternative).some(
      (credential) => credential.in !== 'cookie' && (values.secrets[credential.scheme] ?? '').trim() !== '',
    );
    if (carriesCredential && !trust.specOrigins.includes(origin) && !trust.agreedOrigins.has(origin)) {
      setOutcome({ kind: 'confirm', origin, request: prepared.request });
      return;
    }
    await dispatch(prepared.request);
  };
  const agree = async (confirmed: Extract<Outcome, { kind: 'confirm' }>) => {
    trust.agreedOrigins.add(confirmed.origin);
    await dispatch(confirmed.request);
  };
  const target = prepareRequest(request, { ...values, secrets: {} });
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  const credentials = credentialsOf(request, values.alternative);
  const bodyProblem = outcome.kind === 'invalid' && outcome.field === 'body' ? outcome.problem : undefined;
  return (
    <form ref={form} className="api-try-it__form" aria-label={`Try ${request.method} ${request.path}`} onSubmit={send} onKeyDown={closeOnEscape} noValidate>
      <div className="api-try-it__field">
        <label htmlFor={`${id}server`}>Server</label>
        <input
          id={`${id}server`}
          type="url"
          value={values.server}
          onChange={(event) => setTypedServer(event.target.value)}
          placeholder="https://"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={relativeServer ? `${id}server-hint` : undefined}
        />
        {relativeServer && (
          <p className="api-try-it__hint" id={`${id}server-hint`}>
            The spec gives the server as <code>{given}</code>, relative to wherever the API is served: enter its full address.
          </p>
        )}
      </div>
      {request.security.length > 0 && (
        <fieldset className="api-try-it__group">
          <legend>Authentication</legend>
          {request.security.length > 1 && (
            <div className="api-try-it__field">
              <label htmlFor={`${id}alternative`}>Scheme</label>
              <select id={`${id}alternative`} value={values.alternative} onChange={(event) => update({ alternative: Number(event.target.value) })}>
                {request.security.map((alternative, index) => (
                  <option key={index} value={index}>
                    {alternative.length === 0 ? 'None' : alternative.map((credential) => credential.scheme).join(' and ')}
                  </option>
                ))}
              </select>
            </div>
          )}
          {credentials.map((credential) => (
            <div className="api-try-it__field" key={credential.scheme}>
              <label htmlFor={`${id}secret-${credential.scheme}`}>{secretLabel(credential)}</label>
              <div className="api-try-it__secret">
                <input
                  id={`${id}secret-${credential.scheme}`}
                  // Masked, as a password field is, unless the reader asks to see it.
                  type={shown.has(credential.scheme) ? 'text' : 'password'}
                  value={values.secrets[credential.scheme] ?? ''}
                  onChange={(event) => store.write(credential.scheme, event.target.value)}
                  autoComplete="off"
                  spellCheck={false}
                  disabled={credential.in === 'cookie'}
                  aria-describedby={`${id}secret-note`}
                />
                <button
                  type="button"
                  className="api-try-it__show"
                  aria-pressed={shown.has(credential.scheme)}
                  aria-label={`Show ${credential.scheme}`}
                  disabled={credential.in === 'cookie'}
                  onClick={() => toggleShown(credential.scheme)}
                >
                  Show
                </button>
              </div>
              {credential.clientCredentials && (
                <ClientCredentialsToken flow={credential.clientCredentials} server={values.server} onToken={(token) => store.write(credential.scheme, token)} />
              )}
              {credential.authorizationCode && redirectUrl !== undefined && (
                <AuthorizationCodeToken
                  flow={credential.authorizationCode}
                  server={values.server}
                  redirectUrl={redirectUrl}
                  onToken={(token) => store.write(credential.scheme, token)}
                />
              )}
            </div>
          ))}
          <p className="api-try-it__hint" id={`${id}secret-note`}>
            {credentials.some((credential) => credential.in === 'cookie')
              ? 'A page cannot set cookies for another site: send this request with curl instead. '
              : ''}
            Kept in this page’s memory only, never saved, shared by every operation of this page that accepts the scheme, and sent only to the server above.
          </p>
        </fieldset>
      )}
      {LOCATION_LEGENDS.map(([where, legend]) => {
        const parameters = request.parameters.filter((parameter) => parameter.in === where);
        if (parameters.length === 0) return null;
        return (
          <fieldset className="api-try-it__group" key={where}>
            <legend>{legend}</legend>
            {parameters.map((parameter) => (
              <div className="api-try-it__field" key={parameter.name}>
                <label htmlFor={`${id}${fieldKey(parameter)}`}>
                  <code>{parameter.name}</code>
                  {parameter.required && <span className="api-try-it__required"> (required)</span>}
                </label>
                <input
                  id={`${id}${fieldKey(parameter)}`}
                  type="text"
                  value={values.values[fieldKey(parameter)] ?? ''}
                  onChange={(event) => update({ values: { ...values.values, [fieldKey(parameter)]: event.target.value } })}
                  aria-required={parameter.required}
                  autoComplete="off"
                  spellCheck={false}
                />
              </div>
            ))}
          </fieldset>
        );
      })}
      {request.body !== undefined && (
        <div className="api-try-it__field">
          <label htmlFor={`${id}body`}>
            Body <code>{request.body.mediaType}</code>
            {request.body.required && <span className="api-try-it__required"> (required)</span>}
          </label>
          <textarea
            id={`${id}body`}
            ref={body}
            className="api-try-it__body-input"
            value={values.body}
            onChange={(event) => {
              update({ body: event.target.value });
              // Edited, the body may be right now: the message goes until the next Send.
              if (bodyProblem !== undefined) setOutcome({ kind: 'idle' });
            }}
            rows={Math.min(16, Math.max(4, values.body.split('\n').length + 1))}
            spellCheck={false}
            aria-invalid={bodyProblem !== undefined || undefined}
            aria-describedby={bodyProblem === undefined ? undefined : `${id}body-problem`}
          />
          {bodyProblem !== undefined && (
            <p className="api-try-it__problem" id={`${id}body-problem`}>
              {bodyProblem}
            </p>
          )}
        </div>
      )}
      {/* Not a live region: read when the reader gets to it, not announced at every keystroke. */}
      <p className="api-try-it__target">
        <span>Request URL</span>{' '}
        <code>
          {request.method} {target.ok ? target.request.url : `${values.server.trim() === '' ? '…' : values.server.trim().replace(/\/+$/, '')}${request.path}`}
        </code>
      </p>
      <div className="api-try-it__actions">
        <button type="submit" ref={sendButton} className="api-try-it__send" disabled={outcome.kind === 'sending'}>
          Send
        </button>
        <button type="button" className="api-try-it__close" onClick={onClose}>
          Close
        </button>
      </div>
      <p className="api-try-it__status" role="status">
        {statusLine(outcome)}
      </p>
      {outcome.kind === 'confirm' ? (
        <div className="api-try-it__confirm" role="group" aria-labelledby={`${id}confirm`} ref={question} tabIndex={-1}>
          <p id={`${id}confirm`}>
            This request sends your credential to <strong>{outcome.origin}</strong>, which is not one of the servers the API’s spec lists
            {trust.specOrigins.length === 0 ? ' (it lists none with a full address)' : ` (${trust.specOrigins.join(', ')})`}. Send it there?
          </p>
          <div className="api-try-it__actions">
            <button type="button" className="api-try-it__send" onClick={() => void agree(outcome)}>
              Send to {new URL(outcome.origin).host}
            </button>
            <button
              type="button"
              className="api-try-it__close"
              onClick={() => {
                // The question goes away with this button: focus returns to where the reader asked to send.
                sendButton.current?.focus();
                setOutcome({ kind: 'idle' });
              }}
            >
              Don’t send
            </button>
          </div>
        </div>
      ) : (
        <OutcomeDetails outcome={outcome} />
      )}
    </form>
  );
}

function secretLabel(credential: TryItCredential): string {
  if (credential.prefix === 'Basic') return `${credential.scheme}: user name and password, as user:password`;
  if (credential.prefix !== undefined) return `${credential.scheme}: token (sent as ${credential.name}: ${credential.prefix} …)`;
  return `${credential.scheme}: API key (sent in the ${credential.in} ${credential.name})`;
}

function statusLine(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'idle':
      return '';
    case 'confirm':
      return 'Nothing was sent yet: confirm where your credential goes.';
    case 'sending':
      return 'Sending…';
    case 'invalid':
      return outcome.problem;
    case 'answered':
      return `Answered ${outcome.response.status}${outcome.response.statusText === '' ? '' : ` ${outcome.response.statusText}`} in ${outcome.response.milliseconds} ms.`;
    case 'redirected':
      return `The server answered with a redirect after ${outcome.milliseconds} ms, which the console does not follow.`;
    case 'failed':
      return 'The request failed: no answer could be read.';
  }
}

function OutcomeDetails({ outcome }: { readonly outcome: Outcome }) {
  if (outcome.kind === 'redirected') {
    return (
      <div className="api-try-it__explanation">
        <p>Following it would send your credentials to an address you did not choose. Send the request to the address it names instead.</p>
      </div>
    );
  }
  if (outcome.kind === 'failed') {
    return (
      <div className="api-try-it__explanation">
        <p>
          The browser sent the request, or tried to, but it gives the page no answer. Usually this is <strong>CORS</strong> (Cross-Origin Resource Sharing): a
          browser lets a page read an answer from another site only when that site allows it. The API at <code>{outcome.server}</code> must answer with an{' '}
          <code>Access-Control-Allow-Origin</code> header that allows this site, <code>{window.location.origin}</code>, and allow the headers and method of this
          request in its answer to the browser’s preflight <code>OPTIONS</code> request.
        </p>
        <p>Otherwise the server could not be reached: check its address, that it is up, and that an https page is not calling an http API.</p>
        {outcome.curl !== undefined && (
          <>
            <p>curl is not bound by CORS: send the request from a terminal instead.</p>
            <pre className="api-try-it__code" role="region" aria-label="curl command" tabIndex={0}>
              <code>{outcome.curl}</code>
            </pre>
          </>
        )}
      </div>
    );
  }
  if (outcome.kind !== 'answered') return null;
  const { response } = outcome;
  return (
    <div className="api-try-it__response">
      <p className="api-try-it__response-status">
        <span className={`api-status api-status--${String(response.status).charAt(0)}xx`}>{response.status}</span> {response.statusText}{' '}
        <span className="api-try-it__time">{response.milliseconds} ms</span>
      </p>
      <details className="api-try-it__headers">
        <summary>Response headers ({response.headers.length})</summary>
        <dl>
          {response.headers.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="api-try-it__hint">A browser shows a page only the headers the API exposes to it (Access-Control-Expose-Headers).</p>
      </details>
      {response.body === '' ? (
        <p>The answer has no body.</p>
      ) : (
        <pre className="api-try-it__code" role="region" aria-label="Response body" tabIndex={0}>
          <code>{response.body}</code>
        </pre>
      )}
      {response.truncated && <p className="api-try-it__hint">The body is longer than shown here.</p>}
    </div>
  );
}

async function sendRequest(prepared: PreparedRequest, curl: () => string | undefined): Promise<Outcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(prepared.url, {
      method: prepared.method,
      headers: prepared.headers.map(([name, value]): [string, string] => [name, value]),
      body: prepared.body,
      mode: 'cors',
      // The docs site's own cookies are not the API's business, and a redirect could carry the credentials elsewhere.
      credentials: 'omit',
      redirect: 'manual',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
    });
    if (response.type === 'opaqueredirect') return { kind: 'redirected', milliseconds: elapsed() };
    const text = await response.text();
    const milliseconds = elapsed();
    const mediaType = response.headers.get('content-type') ?? '';
    const body = prettyBody(mediaType, text.length > MAX_SHOWN_BODY ? text.slice(0, MAX_SHOWN_BODY) : text);
    return {
      kind: 'answered',
      response: {
        status: response.status,
        statusText: response.statusText,
        milliseconds,
        headers: [...response.headers.entries()],
        body,
        truncated: text.length > MAX_SHOWN_BODY,
      },
    };
  } catch {
    return { kind: 'failed', server: new URL(prepared.url).origin, curl: curl() };
  }
}
