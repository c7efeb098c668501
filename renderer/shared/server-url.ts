/**
 * A server's base URL with its variables filled, absolute: what the code
 * samples print and the Try it console starts from. Shared by the build
 * (each server's default URL) and the page (the values the reader picks).
 * Pure.
 */

/**
 * The host of the samples when the spec gives no absolute server. A
 * relative server URL is relative to wherever the API is served, which the
 * docs cannot know (the docs' own host is the wrong answer), so the samples
 * say so with a name that reads as "put yours here" and that, under the
 * reserved `.invalid` domain (RFC 2606), never reaches anyone.
 */
export const PLACEHOLDER_ORIGIN = 'https://your-api-host.invalid';

/** `https://{region}.example.com/v1/` with region `eu` → `https://eu.example.com/v1`; `/v1` → `https://your-api-host.invalid/v1`. */
export function filledServerUrl(url: string, values: ReadonlyMap<string, string>): string {
  // A variable the server does not declare has no value to give: its name stands in, as readable as a placeholder can be.
  const filled = url.replace(/\{([^}]*)\}/g, (_, name: string) => values.get(name) ?? name);
  try {
    // The URL parser's own form (lowercase host, no default port) is what every snippet prints, so the samples can find it again.
    return new URL(filled, `${PLACEHOLDER_ORIGIN}/`).href.replace(/\/+$/, '');
  } catch {
    return PLACEHOLDER_ORIGIN;
  }
}
