/** `serve`: a built site on a local port, as a static host serves it. */
import type { CommandResult } from '../diagnostics/exit-code.js';
import { resultOf } from '../diagnostics/exit-code.js';
import { diagnosticOfListenError } from '../serve/listen.js';
import { findBuiltSite, startSiteServer, type ServedSite } from '../serve/serve-site.js';
import { DEFAULT_HOST, DEFAULT_PORT } from '../config/defaults.js';

export interface ServeOptions {
  /** The site folder, whose config gives baseUrl and trailingSlash. */
  readonly root: string;
  /** The built folder. @default <root>/build */
  readonly outDir?: string;
  /** @default 127.0.0.1 */
  readonly host?: string;
  /** The port to try first; the next ones are tried when it is taken. 0 lets the system pick. @default 3000 */
  readonly port?: number;
}

/** `server` is there when the site is served (exit code 0); otherwise the diagnostics say why not. */
export interface ServeResult extends CommandResult {
  readonly server?: ServedSite;
}

export async function serve({ root, outDir, host = DEFAULT_HOST, port = DEFAULT_PORT }: ServeOptions): Promise<ServeResult> {
  const found = await findBuiltSite({ root, outDir });
  if (!found.ok) return resultOf(found.diagnostics);
  try {
    return { ...resultOf([]), server: await startSiteServer({ site: found.site, host, port }) };
  } catch (error) {
    const diagnostic = diagnosticOfListenError(error, { host, port });
    if (diagnostic === undefined) throw error;
    return resultOf([diagnostic]);
  }
}
