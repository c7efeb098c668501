/**
 * Runs a compiled page's server module (compile-pages.ts) in the thread that
 * renders the page. Its imports of React and the theme are answered by
 * `shared`; anything else it would load at run time (a Node module an npm
 * component asks for) is refused: a page is rendered from what was bundled.
 */
import type { CompiledPageModule } from '../../theme/mdx/compiled-page.js';

export function runCompiledPage(code: string, { shared, file }: { shared: (specifier: string) => unknown; file: string }): CompiledPageModule {
  const module: { exports: Record<string, unknown> } = { exports: {} };
  const refuse = (specifier: string) => {
    throw new Error(`${file} needs "${specifier}" when it runs, which a page cannot load: use a component that renders without it`);
  };
  // The module is the page's own bundled code, which the site's authors wrote or installed.
  new Function('module', 'exports', 'require', '__docsGenShared', code)(module, module.exports, refuse, shared);
  const page = module.exports as unknown as CompiledPageModule;
  if (typeof page.default !== 'function') throw new Error(`${file} compiled to a module without a page component`);
  return page;
}
