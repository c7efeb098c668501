import { describe, expect, it } from 'vitest';
import { buildTestSite, doc } from '../../test/helpers/manifest.js';
import type { UserConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics/types.js';
import { checkManifestLinks, updateLinkChecks } from './check-links.js';

const TARGETS = {
  'guide/01-install.md': '# Install\n\n## Requirements\n\n### Node {#node-version}\n',
  'guide/index.md': doc('Guide'),
  'reference/api.md': '# API\n\n<a id="raw-anchor"></a>\n\n## Auth\n',
};

/** checkManifestLinks on a site made of TARGETS plus `content/page.md` (at /page) holding `body`. */
function check(body: string, { config = {}, files = {} }: { config?: Partial<UserConfig>; files?: Record<string, string> } = {}): Diagnostic[] {
  const site = buildTestSite({ ...TARGETS, ...files, 'page.md': `# Page\n\n## Here\n\n${body}\n` }, { config, assets: ['img/logo.svg', 'files/report.pdf'] });
  expect(site.diagnostics).toEqual([]);
  return checkManifestLinks({ manifest: site.manifest, config: site.config, configFile: 'site.config.ts' });
}

/** The body's link starts on line 5, column 1 of content/page.md (after `# Page`, a blank, `## Here`, a blank). */
const AT_LINE_5 = { file: 'content/page.md', line: 5, column: 1 };

describe('broken-link', () => {
  it('accepts links to existing routes, absolute and relative, with query and hash', () => {
    expect(check('[a](/guide/install) [b](/guide) [c](/guide/) [d](guide/install?tab=npm) [e](./reference/api#auth)')).toEqual([]);
  });

  it('accepts relative links resolved from the page URL', () => {
    const diagnostics = check('', { files: { 'guide/other.md': '# Other\n\n[sibling](install) [up](../reference/api) [self](.)\n' } });
    expect(diagnostics).toEqual([]);
  });

  it('accepts .html and /index.html forms of a route', () => {
    expect(check('[a](/guide/install.html) [b](/guide/install/index.html) [c](/guide/index.html)')).toEqual([]);
  });

  it('accepts links to files under static/ and ignores external links', () => {
    expect(
      check('![logo](/img/logo.svg) [pdf](/files/report.pdf) [x](https://example.com/nope) [m](mailto:a@example.com) [p](//cdn.example.com/x.js)'),
    ).toEqual([]);
  });

  it('rejects a link to a route that does not exist, as an error at the link position', () => {
    expect(check('[nope](/guide/nope)')).toEqual([
      {
        code: 'broken-link',
        severity: 'error',
        message: 'Link to /guide/nope does not resolve to any page',
        location: AT_LINE_5,
      },
    ]);
  });

  it('rejects a relative link to a missing route, naming where it resolved', () => {
    const diagnostics = check('', { files: { 'guide/other.md': '# Other\n\nSee [it](../missing/page).\n' } });
    expect(diagnostics).toEqual([
      {
        code: 'broken-link',
        severity: 'error',
        message: 'Link to ../missing/page does not resolve to any page (resolved as /missing/page)',
        location: { file: 'content/guide/other.md', line: 3, column: 5 },
      },
    ]);
  });

  it('rejects a link to a missing static file and to the not-found page', () => {
    expect(check('[a](/img/missing.svg)\n[b](/404)').map((d) => [d.code, d.location])).toEqual([
      ['broken-link', AT_LINE_5],
      ['broken-link', { file: 'content/page.md', line: 6, column: 1 }],
    ]);
  });

  it('rejects a link to a draft, which is not built', () => {
    expect(check('[wip](/wip)', { files: { 'wip.md': doc('WIP', { draft: true }) } }).map((d) => d.code)).toEqual(['broken-link']);
  });
});

describe('broken-markdown-link', () => {
  it('accepts links to .md/.mdx files, relative to the linking file or absolute under content/, with number prefixes', () => {
    const diagnostics = check('[a](./guide/01-install.md) [b](/reference/api.md) [c](guide/index.md#guide)', {
      files: { 'reference/deep.md': '# Deep\n\n[up](../guide/01-install.md) [same](./api.md#auth)\n' },
    });
    expect(diagnostics).toEqual([]);
  });

  it('rejects a link to a .md file that is not a doc, as a warning by default', () => {
    expect(check('[ghost](./guide/ghost.md)')).toEqual([
      {
        code: 'broken-markdown-link',
        severity: 'warning',
        message: 'Markdown link ./guide/ghost.md points to content/guide/ghost.md, which is not a doc of this site',
        location: AT_LINE_5,
      },
    ]);
  });

  it('rejects a link to a draft’s file', () => {
    expect(check('[wip](./wip.md)', { files: { 'wip.md': doc('WIP', { draft: true }) } }).map((d) => d.code)).toEqual(['broken-markdown-link']);
  });
});

describe('broken-anchor', () => {
  it('accepts anchors that exist: headings, custom heading ids and raw ids', () => {
    expect(check('[a](#here) [b](/guide/install#requirements) [c](./guide/01-install.md#node-version) [d](/reference/api#raw-anchor) [e](#page)')).toEqual([]);
  });

  it('accepts #top on any page, which browsers scroll to the top for, as check-links does', () => {
    expect(check('[a](#top) [b](/guide/install#top) [c](./guide/01-install.md#TOP)')).toEqual([]);
  });

  it('rejects a missing anchor on the same page', () => {
    expect(check('[x](#nowhere)')).toEqual([
      { code: 'broken-anchor', severity: 'warning', message: 'Link #nowhere points to #nowhere, which is not an anchor on /page', location: AT_LINE_5 },
    ]);
  });

  it('rejects a missing anchor on another page', () => {
    expect(check('[x](/guide/install#missing)')).toEqual([
      {
        code: 'broken-anchor',
        severity: 'warning',
        message: 'Link /guide/install#missing points to #missing, which is not an anchor on /guide/install',
        location: AT_LINE_5,
      },
    ]);
  });

  it('rejects a missing anchor behind a markdown link', () => {
    expect(check('[x](./guide/01-install.md#gone)')).toEqual([
      {
        code: 'broken-anchor',
        severity: 'warning',
        message: 'Link ./guide/01-install.md#gone points to #gone, which is not an anchor on /guide/install',
        location: AT_LINE_5,
      },
    ]);
  });

  it('decodes percent-encoded anchors before comparing', () => {
    expect(check('[x](#h%C3%A9llo)', { files: {} }).map((d) => d.message)).toEqual(['Link #h%C3%A9llo points to #héllo, which is not an anchor on /page']);
    expect(check('## Héllo\n\n[x](#h%C3%A9llo)')).toEqual([]);
  });
});

describe('severities from the config', () => {
  const body = '[a](/nope)\n[b](./nope.md)\n[c](#nope)';
  const summary = (config: Partial<UserConfig>) => check(body, { config }).map((d) => `${d.code}:${d.severity}`);

  it('uses the defaults: broken links are errors, markdown links and anchors warnings', () => {
    expect(summary({})).toEqual(['broken-link:error', 'broken-markdown-link:warning', 'broken-anchor:warning']);
  });

  it('accepts throw, warn and ignore for each rule', () => {
    expect(summary({ onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'throw', onBrokenAnchors: 'throw' })).toEqual([
      'broken-link:warning',
      'broken-markdown-link:error',
      'broken-anchor:error',
    ]);
    expect(summary({ onBrokenLinks: 'ignore' })).toEqual(['broken-markdown-link:warning', 'broken-anchor:warning']);
    expect(summary({ onBrokenMarkdownLinks: 'ignore', onBrokenAnchors: 'ignore' })).toEqual(['broken-link:error']);
    expect(summary({ onBrokenLinks: 'ignore', onBrokenMarkdownLinks: 'ignore', onBrokenAnchors: 'ignore' })).toEqual([]);
  });
});

describe('pages whose file names hold characters a URL encodes', () => {
  const NAMED = {
    '100%.md': doc('Percent'),
    'a#b.md': doc('Sharp'),
    'café crème/naïve.md': '# Naïve\n\n## Setup\n',
  };

  it('accepts links to them percent-encoded, with a bare %, as files, and relative to an encoded page URL', () => {
    const diagnostics = check('[a](/100%25) [b](/100%) [c](./100%.md) [d](/a%23b) [e](./a%23b.md) [g](/caf%C3%A9%20cr%C3%A8me/na%C3%AFve#setup)', {
      files: { ...NAMED, 'café crème/à la carte.md': '# Carte\n\n[up](../100%25) [sibling](na%C3%AFve#setup) [file](<./naïve.md>)\n' },
    });
    expect(diagnostics).toEqual([]);
  });

  it('rejects # written as itself, which a browser reads as the fragment, and says how to link the page', () => {
    expect(check('[a](/a#b)\n[c](/a%23b#nope)', { files: NAMED })).toEqual([
      {
        code: 'broken-link',
        severity: 'error',
        message: 'Link to /a#b does not resolve to any page; the page /a#b is linked as /a%23b',
        location: AT_LINE_5,
      },
      {
        code: 'broken-anchor',
        severity: 'warning',
        message: 'Link /a%23b#nope points to #nope, which is not an anchor on /a#b',
        location: { file: 'content/page.md', line: 6, column: 1 },
      },
    ]);
  });
});

describe('checks after a change', () => {
  const before = { ...TARGETS, 'page.md': '# Page\n\n[auth](/reference/api#auth) [install](/guide/install)\n' };

  it('re-check only the pages whose links reach what changed, and find what a full check finds', () => {
    const first = buildTestSite(before);
    const checks = updateLinkChecks({ manifest: first.manifest, config: first.config, configFile: 'site.config.ts', previous: undefined });
    expect(checks.diagnostics).toEqual([]);
    const site = buildTestSite({ ...before, 'reference/api.md': '# API\n\n## Authentication\n' }, { config: {} });
    const config = first.config;
    const again = updateLinkChecks({ manifest: site.manifest, config, configFile: 'site.config.ts', previous: checks });
    // The edited page and the page linking to it; not the guide's pages.
    expect(again.checked).toBe(2);
    expect(again.diagnostics.map((diagnostic) => diagnostic.message)).toEqual([
      'Link /reference/api#auth points to #auth, which is not an anchor on /reference/api',
    ]);
    expect(again.diagnostics).toEqual(checkManifestLinks({ manifest: site.manifest, config, configFile: 'site.config.ts' }));
  });

  it('check every page again after a run that kept no index, as a build runs', () => {
    const first = buildTestSite(before);
    const unindexed = updateLinkChecks({ manifest: first.manifest, config: first.config, configFile: 'site.config.ts', previous: undefined, indexed: false });
    expect(unindexed.checked).toBe(first.manifest.routes.filter((route) => route.source.type === 'file').length);
    const again = updateLinkChecks({ manifest: first.manifest, config: first.config, configFile: 'site.config.ts', previous: unindexed });
    expect(again.checked).toBe(unindexed.checked);
    expect(again.diagnostics).toEqual(unindexed.diagnostics);
  });
});
