/**
 * What `docs-gen dev` and the script it adds to every page say to each
 * other: the server's paths and the Server-Sent Events it sends. Both sides
 * import this module, so neither can drift from the other.
 */

/** The event stream a page listens to. */
export const DEV_EVENTS_PATH = '/__docs-gen/events';
/** The page script (theme/client/dev-client.ts, bundled). */
export const DEV_CLIENT_PATH = '/__docs-gen/client.js';

/** Event names on the stream, with the data each carries. */
export const DEV_EVENT = {
  /** The site's problems now ({@link DevProblems}): sent when a page connects and after every rebuild that changed them. */
  problems: 'problems',
  /** A rebuild changed pages ({@link DevReload}). */
  reload: 'reload',
} as const;

/**
 * Dispatched on `window` by the page script when a rebuild changed pages other than the one shown, for the site's
 * own client script: route data it fetched ahead may be theirs as they were (theme/client/fetched-ahead.ts).
 */
export const PAGES_CHANGED_EVENT = 'docs-gen:pages-changed';

/** A diagnostic as the overlay and the badge show it. */
export interface DevProblem {
  /** The diagnostic's code: `broken-link`. */
  readonly code: string;
  readonly severity: 'error' | 'warning';
  readonly message: string;
  readonly hint?: string;
  /** `content/guide/a.md:12:5`, or a spec pointer, or a config field. */
  readonly where?: string;
  readonly codeFrame?: string;
}

export interface DevProblems {
  readonly errors: readonly DevProblem[];
  readonly warnings: readonly DevProblem[];
}

/** The URLs of the pages a rebuild changed, or all of them. */
export interface DevReload {
  readonly pages: readonly string[] | 'all';
}
