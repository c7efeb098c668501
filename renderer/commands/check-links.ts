/** `checkLinks`: the crawl of a built site, every broken link, image, script, stylesheet and anchor as a diagnostic. */
import { resultOf, type CommandResult } from '../diagnostics/exit-code.js';
import { findBuiltSite } from '../serve/serve-site.js';

export interface CheckLinksOptions {
  /** The site folder, for baseUrl, trailingSlash and url. */
  readonly root: string;
  /** The built folder. @default <root>/build */
  readonly outDir?: string;
  /** Also request links to other sites. @default false */
  readonly external?: boolean;
}

export interface CheckLinksResult extends CommandResult {
  /** Pages crawled; 0 when there was nothing to crawl. */
  readonly pages: number;
  /** Distinct links checked, each anchor on a page counting as a link of its own. */
  readonly links: number;
}

export async function checkLinks({ root, outDir, external = false }: CheckLinksOptions): Promise<CheckLinksResult> {
  const found = await findBuiltSite({ root, outDir });
  if (!found.ok) return { ...resultOf(found.diagnostics), pages: 0, links: 0 };
  // Loaded on use: linkinator and its parser are not worth loading for the other commands.
  const { crawlSite } = await import('../check/crawl-site.js');
  const report = await crawlSite({ ...found.site, external });
  return { ...resultOf(report.diagnostics), pages: report.pages, links: report.links };
}
