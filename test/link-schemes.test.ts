/**
 * A link in a doc whose URL scheme no browser opens (`docblock://Store`, the
 * placeholder a Docusaurus plugin was meant to replace) is reported at the
 * link; the web's schemes, common apps' and those the site lists are not.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite, makeSite, readText, removeTemporaryFolders, reportLines } from './helpers/cli.js';

afterAll(removeTemporaryFolders);

const DOC = {
  'content/links.md': [
    '# Links',
    '',
    'See [the store](docblock://Store#getState), [write to us](mailto:docs@example.com), [call](tel:+15550100),',
    '[open the file](vscode://file/home/a.ts) or [our app](tollbooth://open).',
    '',
  ].join('\n'),
};

describe('links with a URL scheme', () => {
  it('are reported at the link when no browser opens their scheme, and kept as written', async () => {
    const root = await makeSite(DOC);
    const run = await buildSite(root);
    expect(run.code, run.stderr).toBe(0);
    expect(reportLines(run.stderr)).toEqual([
      'content/links.md:3:5  warning  Link docblock://Store#getState has the scheme docblock:, which no browser opens: it is kept as written, a link that leads nowhere  [link-scheme-unknown]',
      'content/links.md:4:45  warning  Link tollbooth://open has the scheme tollbooth:, which no browser opens: it is kept as written, a link that leads nowhere  [link-scheme-unknown]',
    ]);
    expect(await readText(run.outDir, 'links/index.html')).toContain('href="docblock://Store#getState"');
  });

  it('are not reported for the schemes the site lists in markdown.linkSchemes', async () => {
    const root = await makeSite(DOC, "title: 'T', markdown: { linkSchemes: ['tollbooth'] }");
    const run = await buildSite(root);
    expect(run.code, run.stderr).toBe(0);
    expect(reportLines(run.stderr).map((line) => /\[([a-z-]+)\]$/.exec(line)?.[1])).toEqual(['link-scheme-unknown']);
    expect(run.stderr).toContain('docblock:');
    expect(run.stderr).not.toContain('tollbooth:');
  });
});
