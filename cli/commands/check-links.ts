/**
 * `docs-gen check-links`: crawls the built site and reports every broken
 * link, image, script, stylesheet and anchor, at the page holding it.
 */
import type { Command } from 'commander';
import { checkLinks, type CheckLinksResult } from '../../renderer/index.js';
import { printDiagnostics, printJson } from '../report.js';

export function registerCheckLinksCommand(program: Command, setExitCode: (code: number) => void): void {
  program
    .command('check-links')
    .description('Crawl the built site and report broken links, images, scripts, stylesheets and anchors')
    .option('--root <dir>', 'site folder holding site.config.ts', '.')
    .option('--out <dir>', 'built folder to check (default: <root>/build)')
    .option('--external', 'also check links to other sites', false)
    .option('--json', 'print one JSON object instead of the report', false)
    .action(async (options: { root: string; out?: string; external: boolean; json: boolean }) => {
      const result = await checkLinks({ root: options.root, outDir: options.out, external: options.external });
      if (options.json) printJson(result, { pages: result.pages, links: result.links });
      else printReport(result);
      setExitCode(result.exitCode);
    });
}

/** The broken links, at the page holding each, then the summary on stdout; nothing crawled, only why. */
function printReport(result: CheckLinksResult): void {
  printDiagnostics(result.diagnostics);
  const crawled = result.diagnostics.every((d) => d.code === 'crawl-broken-link' || d.code === 'crawl-broken-anchor');
  if (!crawled) return;
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  process.stdout.write(`Checked ${plural(result.links, 'link')} on ${plural(result.pages, 'page')}: ${result.diagnostics.length} broken.\n`);
}
