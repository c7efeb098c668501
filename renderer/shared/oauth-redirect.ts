/**
 * The page an OAuth 2 authorization server sends the reader back to after
 * signing in from a Try it console (authorization code flow): one file of the
 * site, under `assets/` where no route may be, so it is no page of the docs,
 * never in the sitemap or the search. It hands the query it was opened with
 * (code and state, or error) to the console that opened it, by this message.
 * Pure.
 */
import type { ApiReference } from './api-reference.js';

/** Where the site holds the page, under its baseUrl. */
export const OAUTH_REDIRECT_FILE = 'assets/oauth2-redirect.html';

/** The message the page posts to the console's window (or, when the authorization server cut the window off from it, on a BroadcastChannel of this name). */
export const OAUTH_REDIRECT_MESSAGE = 'docs-gen:oauth2-redirect';

export interface OAuthRedirectMessage {
  readonly type: typeof OAUTH_REDIRECT_MESSAGE;
  /** The query the authorization server sent back: `?code=…&state=…`, or `?error=access_denied&state=…`. */
  readonly search: string;
}

/** Whether a console of the page can sign in by an authorization code flow: the page links the redirect page, and the site holds it. */
export function authorizesByCode(reference: Pick<ApiReference, 'tags'>): boolean {
  return reference.tags.some((tag) =>
    tag.operations.some((operation) =>
      operation.tryIt?.security.some((alternative) => alternative.some((credential) => credential.authorizationCode !== undefined)),
    ),
  );
}
