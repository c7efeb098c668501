/**
 * What a React page says about itself as it renders (`<Layout title>`,
 * `<Head><title>`): its title and description. The server renders a page in
 * one synchronous pass and reads them after it to write the document's
 * `<title>` and meta tags; in the browser nothing collects them (the route's
 * data already carries what the server read).
 */

export interface PageHead {
  readonly title?: string;
  readonly description?: string;
}

let collecting: { head: PageHead } | undefined;

/** Runs `render`, and gives what the page declared while it ran. */
export function collectPageHead<T>(render: () => T): { readonly result: T; readonly head: PageHead } {
  const outer = collecting;
  const current = { head: {} };
  collecting = current;
  try {
    return { result: render(), head: current.head };
  } finally {
    collecting = outer;
  }
}

/** Called by the page's components as they render; the last value given for a field wins. */
export function declarePageHead(head: PageHead): void {
  if (collecting === undefined) return;
  const defined = Object.fromEntries(Object.entries(head).filter(([, value]) => typeof value === 'string' && value !== ''));
  collecting.head = { ...collecting.head, ...defined };
}
