import { afterAll, describe, expect, it } from 'vitest';
import { copyFixture, removeTemporaryFolders } from '../../test/helpers/cli.js';
import { createDevSite } from './dev-site.js';

describe('the dev site', () => {
  afterAll(removeTemporaryFolders);

  it('loads the theme afresh after a theme change: every page is new, and renders as before', async () => {
    const site = await createDevSite({ root: await copyFixture('basic') });
    try {
      const first = await site.update({ files: [], theme: false });
      expect(first.changedPages).toBe('all');
      const before = site.read('guide/install/index.html');
      expect(Buffer.from(before!.contents).toString()).toContain('Read this first.');

      const unchanged = await site.update({ files: [], theme: false });
      expect(unchanged.changedPages).toEqual([]);
      expect(unchanged.parsed).toBe(0);

      const reloaded = await site.update({ files: [], theme: true });
      expect(reloaded.errors).toEqual([]);
      expect(reloaded.changedPages).toBe('all');
      // Bundled again from the same sources, the theme renders the same page, and every doc was parsed again.
      expect(reloaded.parsed).toBe(first.parsed);
      expect(Buffer.from(site.read('guide/install/index.html')!.contents).toString()).toBe(Buffer.from(before!.contents).toString());
      expect(site.read('assets/routes/guide/install.json')).toBeDefined();
    } finally {
      await site.close();
    }
  }, 60_000);
});
