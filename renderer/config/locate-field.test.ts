import { describe, expect, it } from 'vitest';
import { createFieldLocator, parseFieldPath } from './locate-field.js';

const SOURCE = `import { defineConfig } from 'docs-gen';

const SITE: string = 'https://www.example.com';
const link = (label: string, page: string) => ({ label, href: \`\${SITE}/\${page}\` });
const apiItems = [
  { label: 'Transaction', to: '/api/transaction' },
  { label: 'Nope', to: '/api/nope' },
];

export default defineConfig({
  title: 'Docs',
  navbar: {
    items: [
      { type: 'docSidebar', sidebarId: 'docs', label: 'Docs' },
      { label: 'Missing', to: '/missing' },
      { type: 'dropdown', label: 'API', items: apiItems },
    ],
  },
  footer: {
    links: [{ title: 'More', items: [link('Blog', 'blog'), ...[], { label: 'X', to: '/x' }] }],
    'copyright': 'Example',
  },
  docs: { sidebars: { "api v2": ['a'] } },
});
`;

describe('createFieldLocator', () => {
  it('finds a value written in the config object, through defineConfig', async () => {
    const locate = await createFieldLocator(SOURCE, 'site.config.ts');
    expect(locate('navbar.items[1].to')).toEqual({ line: 15, column: 31 });
    expect(locate('footer.copyright')).toEqual({ line: 21, column: 18 });
    expect(locate('docs.sidebars["api v2"][0]')).toEqual({ line: 23, column: 34 });
  });

  it('follows top-level constants', async () => {
    const locate = await createFieldLocator(SOURCE, 'site.config.ts');
    expect(locate('navbar.items[2].items[1].to')).toEqual({ line: 7, column: 24 });
  });

  it('stops at the expression that computes a value: a call, or an element after a spread', async () => {
    const locate = await createFieldLocator(SOURCE, 'site.config.ts');
    expect(locate('footer.links[0].items[0].href')).toEqual({ line: 20, column: 38 });
    expect(locate('footer.links[0].items[2].to')).toEqual({ line: 20, column: 37 });
  });

  it('finds the config exported through a constant', async () => {
    const locate = await createFieldLocator("const config = {\n  title: 'Docs',\n  baseUrl: 'docs',\n};\nexport default config;\n", 'site.config.mjs');
    expect(locate('baseUrl')).toEqual({ line: 3, column: 12 });
  });

  it('finds nothing in a source that does not parse', async () => {
    const locate = await createFieldLocator('export default {', 'site.config.ts');
    expect(locate('title')).toBeUndefined();
  });
});

describe('parseFieldPath', () => {
  it('reads names, indexes and quoted keys', () => {
    expect(parseFieldPath('footer.links[0].items[12].href')).toEqual(['footer', 'links', 0, 'items', 12, 'href']);
    expect(parseFieldPath('docs.sidebars["api v2"]')).toEqual(['docs', 'sidebars', 'api v2']);
  });

  it('rejects what is not a field path', () => {
    expect(parseFieldPath('navbar..items')).toBeUndefined();
  });
});
