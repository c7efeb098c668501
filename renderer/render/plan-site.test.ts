import { describe, expect, it } from 'vitest';
import { buildTestSite, doc, type TestSiteOptions } from '../../test/helpers/manifest.js';
import type { ClientBundle } from '../bundle/bundle-client.js';
import { createSitePlanner } from './plan-site.js';

const BUNDLE: ClientBundle = { stylesheets: ['assets/css/styles.1.css'], scripts: ['assets/js/client.1.js'], componentScripts: [], files: [] };

const SITE = {
  'index.md': `${doc('Home')}\nRead [the guide](./guide/a.md).\n`,
  'guide/a.md': `${doc('A')}\n## Setup\n\nSee [B](./b.md#usage).\n`,
  'guide/b.md': `${doc('B')}\n## Usage\n`,
};

/** The key of what each route's plan is made from, by route path. */
function inputsOf(files: Readonly<Record<string, string>>, { bundle = BUNDLE, ...options }: TestSiteOptions & { bundle?: ClientBundle } = {}) {
  const { config, manifest } = buildTestSite(files, options);
  const planner = createSitePlanner({ config, manifest, docs: new Map(), bundle, fingerprint: 'code' });
  return new Map(manifest.routes.map((route) => [route.path, planner.inputsOf(route)]));
}

/** Whether every page's key differs between the two sites (a shared input changed), for the pages they both have. */
function allDiffer(before: Map<string, string>, after: Map<string, string>): boolean {
  return [...before].every(([path, key]) => after.get(path) !== key);
}

describe('the key of what a page’s plan is made from', () => {
  it('accepts links moved down their file: their positions only place diagnostics', () => {
    // Below the doc's first line of text, which is its description.
    const moved = { ...SITE, 'guide/a.md': `${doc('A')}\n## Setup\n\nA new paragraph.\n\nA second one.\n\nSee [B](./b.md#usage).\n` };
    expect(inputsOf(moved)).toEqual(inputsOf(SITE));
  });

  it('rejects a changed title, heading or link URL: every page may show what changed', () => {
    const before = inputsOf(SITE);
    expect(allDiffer(before, inputsOf({ ...SITE, 'guide/b.md': `${doc('Bee')}\n## Usage\n` }))).toBe(true);
    expect(allDiffer(before, inputsOf({ ...SITE, 'guide/a.md': `${doc('A')}\n## Install\n\nSee [B](./b.md#usage).\n` }))).toBe(true);
    expect(allDiffer(before, inputsOf({ ...SITE, 'guide/a.md': `${doc('A')}\n## Setup\n\nSee [B](./b.md).\n` }))).toBe(true);
  });

  it('rejects a changed config or client bundle', () => {
    const before = inputsOf(SITE);
    expect(allDiffer(before, inputsOf(SITE, { config: { title: 'Other Docs' } }))).toBe(true);
    expect(allDiffer(before, inputsOf(SITE, { bundle: { ...BUNDLE, scripts: ['assets/js/client.2.js'] } }))).toBe(true);
  });

  it('gives each route its own key', () => {
    const keys = [...inputsOf(SITE).values()];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
