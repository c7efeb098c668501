/**
 * What a page's body needs in the browser, loaded before the page renders
 * (hydration, or a client navigation to it) so it renders at once, as the
 * server did: the theme components it names, and for a compiled MDX page
 * (renderer/mdx/) its module and stylesheets; before the first page, the
 * site's theme overrides. Compiled modules reach React and the theme through
 * `__docsGenShared`.
 */
import type { RouteData } from '../../renderer/shared/page-data.js';
import { applyThemeOverrides, type CompiledPageModule, type CompiledPageProps, compiledPages } from '../mdx/compiled-page.js';
// Static: split into a chunk of its own, it took three more requests on every page to save a few hundred bytes.
import { providePageApi, sharedModule } from '../mdx/shared-modules.js';
import { loadAllBodyComponents, loadBodyComponents } from './body-components.js';

(globalThis as { __docsGenShared?: typeof sharedModule }).__docsGenShared = sharedModule;

let pageApi: Promise<void> | undefined;

/** docs-gen/page, which a compiled module may import (a React page's Layout, Link): a chunk of its own, loaded once. */
function loadPageApi(): Promise<void> {
  pageApi ??= import('../page-api/modules.js').then(({ PAGE_API_MODULES }) => providePageApi(PAGE_API_MODULES));
  return pageApi;
}

/** The site's replacements of theme components, when it has any: loaded once, before the first page renders. */
export async function loadThemeOverrides(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[data-theme-overrides]');
  if (link === null) return;
  await Promise.all([loadAllBodyComponents(), loadPageApi()]);
  applyThemeOverrides((await import(/* @vite-ignore */ link.href)) as Record<string, unknown>);
}

/** Loads what the route's body needs: the components it names, and a compiled page's module and stylesheets. */
export async function loadPageBody(data: RouteData): Promise<void> {
  const components = loadBodyComponents(data);
  const [type, props] = Array.isArray(data.body) ? data.body : [];
  if (type !== '$CompiledPage' || typeof props !== 'object') return components;
  const { script, stylesheets } = props as unknown as CompiledPageProps;
  // The module takes theme components (`@theme/Tabs`) and docs-gen/page as it runs: they are loaded first.
  await Promise.all([components, loadPageApi()]);
  await Promise.all([
    compiledPages.modules.has(script)
      ? undefined
      : (import(/* @vite-ignore */ script) as Promise<CompiledPageModule>).then((module) => {
          compiledPages.modules.set(script, module);
        }),
    ...stylesheets.map(addStylesheet),
  ]);
}

/** Links a stylesheet the page does not have yet, resolving once it applies (or failed: the page shows without it). */
function addStylesheet(href: string): Promise<void> {
  const present = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.getAttribute('href') === href);
  if (present) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
}
