/**
 * What compiled MDX modules (renderer/mdx/compile-pages.ts: a page, or the
 * site's theme overrides) import from docs-gen: their imports of these
 * specifiers are bundled as calls to `sharedModule`, so a page's components
 * share one React and the theme's contexts with the page around them. In the
 * browser it is loaded only by pages that load such a module.
 */
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as JsxRuntime from 'react/jsx-runtime';
import { compiledPages, useMDXComponents } from './compiled-page.js';
import { defaultExport } from './default-export.js';

/**
 * A module by specifier: React (one copy for the page and its components), MDX's provider hook, and each
 * theme component as `@theme/<Name>` (the site's override, if it has one) and `@theme-original/<Name>`.
 */
export function sharedModule(specifier: string): unknown {
  if (Object.hasOwn(SHARED_MODULES, specifier)) return SHARED_MODULES[specifier];
  if (PAGE_API_SPECIFIERS.includes(specifier)) {
    if (pageApi === undefined) throw new Error(`A compiled page imports ${specifier} before docs-gen/page was loaded`);
    return pageApi[specifier];
  }
  // `@theme-original/<Name>` is the theme's own component, which a site's override may wrap.
  const [, scope, name] = /^@(theme|theme-original)\/(\w+)$/.exec(specifier) ?? [];
  const components: Readonly<Record<string, unknown>> = scope === 'theme-original' ? compiledPages.theme : compiledPages.components;
  if (name !== undefined && Object.hasOwn(components, name)) {
    const component = components[name] as object;
    return defaultExport(component, { [name]: component });
  }
  throw new Error(`A compiled page imports ${specifier}, which docs-gen does not provide`);
}

/**
 * The JSX runtime a page's code is compiled against. Every page is already inside the site's `<main>`: a `<main>`
 * of the page's own (Docusaurus's pages write one inside their Layout) is rendered as a `<div>`, so the page has
 * one main landmark.
 */
const pageJsxRuntime = {
  ...JsxRuntime,
  jsx: (type: unknown, props: unknown, key?: unknown) => JsxRuntime.jsx((type === 'main' ? 'div' : type) as never, props as never, key as never),
  jsxs: (type: unknown, props: unknown, key?: unknown) => JsxRuntime.jsxs((type === 'main' ? 'div' : type) as never, props as never, key as never),
};

const SHARED_MODULES: Readonly<Record<string, unknown>> = {
  react: React,
  'react/jsx-runtime': pageJsxRuntime,
  'react-dom': ReactDom,
  'docs-gen/mdx': { useMDXComponents },
};

/** What page-api/modules.ts gives, once it is loaded (`providePageApi`): the render loads it at once, the browser with a compiled page. */
const PAGE_API_SPECIFIERS: readonly string[] = [
  'docs-gen/page',
  '@theme/Layout',
  '@theme/Heading',
  '@docusaurus/Link',
  '@docusaurus/Head',
  '@docusaurus/Translate',
  '@docusaurus/BrowserOnly',
  '@docusaurus/useIsBrowser',
  '@docusaurus/useBaseUrl',
  '@docusaurus/useDocusaurusContext',
  '@docusaurus/ExecutionEnvironment',
  '@docusaurus/router',
];

let pageApi: Readonly<Record<string, unknown>> | undefined;

/** Gives compiled pages the modules of `docs-gen/page` (page-api/modules.ts). */
export function providePageApi(modules: Readonly<Record<string, unknown>>): void {
  pageApi = modules;
}

/** The specifiers `sharedModule` provides besides the theme's components: the compiler leaves them to it. */
export const SHARED_PACKAGES: readonly string[] = [...Object.keys(SHARED_MODULES), ...PAGE_API_SPECIFIERS];
