import { it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { readFileSync } from 'node:fs';
import { createDocParser } from '../renderer/content/parse-doc.js';
import { createBodyRenderer } from '../renderer/render/render-page.js';
import { mdxComponents } from '../theme/mdx-components.js';
import { PageContext } from '../theme/page-context.js';
import { makePage } from '../theme/testing/make-page.js';

it('explore', () => {
  const parse = createDocParser({ components: Object.keys(mdxComponents) });
  const render = createBodyRenderer();
  const cases = JSON.parse(readFileSync(process.env.CASES!, 'utf8')) as Array<{ format: 'md' | 'mdx'; source: string }>;
  for (const c of cases) {
    const doc = parse({ file: 'content/x.' + c.format, source: c.source, format: c.format });
    console.log('=====', c.format, JSON.stringify(c.source));
    const { tree, ...rest } = doc;
    console.log(JSON.stringify(rest, null, 1));
    try {
      console.log(renderToStaticMarkup(createElement(PageContext.Provider, { value: makePage() }, render(tree))));
    } catch (e) { console.log('RENDER ERROR', e); }
  }
});
