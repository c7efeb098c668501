import { describe, expect, it } from 'vitest';
import type { UserConfig } from './types.js';
import { CONFIG_FILE, makeConfig } from '../../test/helpers/manifest.js';
import { planVersions, versionedKey } from './version-plan.js';

const plan = (docs: UserConfig['docs'] = {}, released = ['2.0', '1.0']) => planVersions({ config: makeConfig({ docs }), configFile: CONFIG_FILE, released });
const summary = (docs?: UserConfig['docs'], released?: string[]) =>
  plan(docs, released).versions.map(({ name, label, path, banner, isLast, docsDir }) => ({ name, label, path, banner, isLast, docsDir }));

describe('planVersions', () => {
  it('accepts three versions: the newest release at the root, the unreleased docs at /next, older releases at their name', () => {
    expect(summary()).toEqual([
      { name: 'current', label: 'Next', path: '/next', banner: 'unreleased', isLast: false, docsDir: 'content' },
      { name: '2.0', label: '2.0', path: '/', banner: 'none', isLast: true, docsDir: 'versioned_docs/version-2.0' },
      { name: '1.0', label: '1.0', path: '/1.0', banner: 'unmaintained', isLast: false, docsDir: 'versioned_docs/version-1.0' },
    ]);
  });

  it('accepts a site without releases: content/ alone, at the docs root, without a banner', () => {
    expect(summary({ routeBasePath: '/docs' }, [])).toEqual([
      { name: 'current', label: 'Next', path: '/docs', banner: 'none', isLast: true, docsDir: 'content' },
    ]);
  });

  it('accepts a config that relabels and moves versions, chooses the last one and builds only some', () => {
    expect(
      summary({
        lastVersion: 'current',
        versions: { current: { label: 'Edge' }, '1.0': { path: 'legacy', banner: 'none' } },
        onlyIncludeVersions: ['current', '1.0'],
      }),
    ).toEqual([
      { name: 'current', label: 'Edge', path: '/', banner: 'none', isLast: true, docsDir: 'content' },
      { name: '1.0', label: '1.0', path: '/legacy', banner: 'none', isLast: false, docsDir: 'versioned_docs/version-1.0' },
    ]);
  });

  it('rejects unknown version names, listing the available ones', () => {
    const { versions, diagnostics } = plan({ lastVersion: '3.0', onlyIncludeVersions: ['2.0', '0.9'] });
    expect(versions).toEqual([]);
    expect(diagnostics.map((d) => [d.code, d.message])).toEqual([
      ['config-invalid', 'docs.lastVersion names version "3.0", which does not exist. Available versions: current, 2.0, 1.0'],
      ['config-invalid', 'docs.onlyIncludeVersions[1] names version "0.9", which does not exist. Available versions: current, 2.0, 1.0'],
    ]);
  });

  it('rejects leaving the last version out of the build', () => {
    const { diagnostics } = plan({ onlyIncludeVersions: ['1.0'] });
    expect(diagnostics).toEqual([
      expect.objectContaining({ code: 'config-invalid', location: { configField: 'docs.onlyIncludeVersions', file: CONFIG_FILE } }),
    ]);
  });
});

describe('versionedKey', () => {
  it('keeps the ids of content/ and prefixes those of a release', () => {
    expect(versionedKey('current', 'guide/install')).toBe('guide/install');
    expect(versionedKey('1.0', 'guide/install')).toBe('version-1.0/guide/install');
  });
});
