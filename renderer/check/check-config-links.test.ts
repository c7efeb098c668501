import { describe, expect, it } from 'vitest';
import { buildTestSite, CONFIG_FILE } from '../../test/helpers/manifest.js';
import type { UserConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics/types.js';
import { checkConfigLinks } from './check-config-links.js';

const PAGES = {
  'index.md': '# Home\n',
  'guide/install.md': '# Install\n\n## Requirements\n',
  'a#b.md': '# A hash in the name\n',
};

/** checkConfigLinks on a small site (/, /guide/install, /a#b, static img/logo.svg) with `config`. */
function check(config: Partial<UserConfig>): Diagnostic[] {
  const site = buildTestSite(PAGES, { config, assets: ['img/logo.svg', 'img/logo-dark.svg'] });
  expect(site.diagnostics).toEqual([]);
  return checkConfigLinks({ manifest: site.manifest, config: site.config, configFile: CONFIG_FILE });
}

/** Each diagnostic as `code severity field: message`. */
function described(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.code} ${d.severity} ${d.location && 'configField' in d.location ? d.location.configField : '?'}: ${d.message}`);
}

describe('checkConfigLinks: navbar', () => {
  it('accepts links to pages, with a trailing slash, a hash and .html, a page named with # as it is, and external links', () => {
    const items = [
      { label: 'Install', to: '/guide/install/' },
      { label: 'Anchor', to: '/guide/install#requirements' },
      { label: 'Html', to: '/guide/install.html' },
      { label: 'Literal', to: '/a#b' },
      { label: 'Elsewhere', href: 'https://example.com/nope' },
      { type: 'dropdown' as const, label: 'More', items: [{ label: 'Home', to: '/' }] },
    ];
    expect(check({ navbar: { items } })).toEqual([]);
  });

  it('rejects a link to a missing page, in an item and in a dropdown entry, at its field, as an error', () => {
    const items = [
      { label: 'Install', to: '/guide/install' },
      { label: 'Missing', to: '/missing' },
      { type: 'dropdown' as const, label: 'API', items: [{ label: 'Gone', to: '/api/gone' }] },
    ];
    expect(check({ navbar: { items } })).toEqual([
      {
        code: 'broken-link',
        severity: 'error',
        message: 'Link to /missing in navbar.items[1].to does not resolve to any page',
        location: { configField: 'navbar.items[1].to', file: CONFIG_FILE },
      },
      {
        code: 'broken-link',
        severity: 'error',
        message: 'Link to /api/gone in navbar.items[2].items[0].to does not resolve to any page',
        location: { configField: 'navbar.items[2].items[0].to', file: CONFIG_FILE },
      },
    ]);
  });

  it('rejects a missing anchor as a warning, and follows onBrokenLinks and onBrokenAnchors', () => {
    const items = [
      { label: 'Anchor', to: '/guide/install#nope' },
      { label: 'Missing', to: '/missing' },
    ];
    expect(described(check({ navbar: { items } }))).toEqual([
      'broken-anchor warning navbar.items[0].to: Link /guide/install#nope in navbar.items[0].to points to #nope, which is not an anchor on /guide/install',
      'broken-link error navbar.items[1].to: Link to /missing in navbar.items[1].to does not resolve to any page',
    ]);
    expect(described(check({ navbar: { items }, onBrokenLinks: 'warn', onBrokenAnchors: 'ignore' }))).toEqual([
      'broken-link warning navbar.items[1].to: Link to /missing in navbar.items[1].to does not resolve to any page',
    ]);
  });

  it('checks links to the deployed site as links to its pages, under baseUrl', () => {
    const items = [
      { label: 'Ok', href: 'https://docs.example.com/docs/guide/install' },
      { label: 'Gone', href: 'https://docs.example.com/docs/gone' },
      { label: 'Other app on the host', href: 'https://docs.example.com/shop' },
    ];
    expect(described(check({ baseUrl: '/docs/', navbar: { items } }))).toEqual([
      'broken-link error navbar.items[1].href: Link to https://docs.example.com/docs/gone in navbar.items[1].href does not resolve to any page (resolved as /gone)',
    ]);
  });

  it('checks the logo: its images under static/ and its link', () => {
    expect(check({ navbar: { logo: { src: 'img/logo.svg', srcDark: '/img/logo-dark.svg', href: '/guide/install' } } })).toEqual([]);
    expect(check({ navbar: { logo: { src: 'https://cdn.example.com/logo.svg', href: 'https://example.com' } } })).toEqual([]);
    expect(described(check({ navbar: { logo: { src: 'img/missing.svg', srcDark: 'img/missing-dark.svg', href: '/nope' } } }))).toEqual([
      'broken-link error navbar.logo.src: navbar.logo.src names img/missing.svg, which is not a file under static/',
      'broken-link error navbar.logo.srcDark: navbar.logo.srcDark names img/missing-dark.svg, which is not a file under static/',
      'broken-link error navbar.logo.href: Link to /nope in navbar.logo.href does not resolve to any page',
    ]);
  });
});

describe('checkConfigLinks: footer and announcement bar', () => {
  it('rejects broken footer links, company links and links in HTML items', () => {
    const footer = {
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'Install', to: '/guide/install' },
            { label: 'Missing', to: '/missing' },
            { html: '<a href="/guide/install">ok</a> <a href="/gone">gone</a> <img src="/img/nope.png" alt="">' },
          ],
        },
      ],
      company: { items: ['Line', { label: 'Lost', to: '/lost' }] },
    };
    expect(described(check({ footer }))).toEqual([
      'broken-link error footer.links[0].items[1].to: Link to /missing in footer.links[0].items[1].to does not resolve to any page',
      'broken-link error footer.links[0].items[2].html: Link to /gone in footer.links[0].items[2].html does not resolve to any page',
      'broken-link error footer.links[0].items[2].html: Link to /img/nope.png in footer.links[0].items[2].html does not resolve to any page',
      'broken-link error footer.company.items[1].to: Link to /lost in footer.company.items[1].to does not resolve to any page',
    ]);
  });

  it('checks the links of the copyright and of the announcement bar, which reach every page as written', () => {
    const config = {
      baseUrl: '/docs/',
      footer: { copyright: '© <a href="/docs/guide/install">Example</a> <a href="mailto:a@example.com">mail</a> <a href="#top">top</a>' },
      announcementBar: {
        id: 'x',
        content: 'See <a href="/docs/missing">this</a>, <a href="/guide/install">that</a> and <a href="guide/install">the other</a>.',
      },
    };
    expect(described(check(config))).toEqual([
      'broken-link error announcementBar.content: Link to /docs/missing in announcementBar.content does not resolve to any page (resolved as /missing)',
      'broken-link error announcementBar.content: Link to /guide/install in announcementBar.content is outside the site, which is served under /docs/',
      'broken-link error announcementBar.content: Link to guide/install in announcementBar.content is relative, so it leads to a different place from every page; write it from the root: /docs/…',
    ]);
  });
});
