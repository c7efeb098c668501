/**
 * `docs-gen check-links`: crawls the built site and reports every broken
 * link, image, script, stylesheet and anchor, by page.
 */
import type { Command } from 'commander';
import type { BrokenLink, CrawlReport } from '../../renderer/check/crawl-site.js';
import { findBuiltSite } from '../../renderer/serve/serve-site.js';
import { printBuiltSiteProblem } from './serve.js';

export function registerCheckLinksCommand(program: Command, setExitCode: (code: number) => void): void {
  program
    .command('check-links')
    .description('Crawl the built site and report broken links, images, scripts, stylesheets and anchors')
    .option('--root <dir>', 'site folder holding site.config.ts', '.')
    .option('--out <dir>', 'built folder to check (default: <root>/build)')
    .option('--external', 'also check links to other sites', false)
    .option('--json', 'print one JSON object instead of the report', false)
    .action(async (options: { root: string; out?: string; external: boolean; json: boolean }) => {
      const found = await findBuiltSite({ root: options.root, outDir: options.out });
      if (!found.ok) {
        printBuiltSiteProblem(found);
        setExitCode(found.exitCode);
        return;
      }
      // Loaded on use: linkinator and its parser are not worth loading for the other commands.
      const { crawlSite } = await import('../../renderer/check/crawl-site.js');
      const report = await crawlSite({ ...found.site, external: options.external });
      process.stdout.write(options.json ? `${JSON.stringify(report)}\n` : formatReport(report));
      setExitCode(report.ok ? 0 : 1);
    });
}

/** Broken links under the path of the page holding them (the report is sorted by page), then the summary line. */
function formatReport(report: CrawlReport): string {
  const lines: string[] = [];
  report.broken.forEach((link, index) => {
    if (link.page !== report.broken[index - 1]?.page) lines.push(...(index === 0 ? [] : ['']), link.page);
    lines.push(formatBrokenLink(link));
  });
  if (report.broken.length > 0) lines.push('');
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  lines.push(`Checked ${plural(report.links, 'link')} on ${plural(report.pages, 'page')}: ${report.broken.length} broken.`);
  return `${lines.join('\n')}\n`;
}

function formatBrokenLink(link: BrokenLink): string {
  return `  ${link.reason}  ${link.url}${link.text === null ? '' : `  "${link.text}"`}`;
}
