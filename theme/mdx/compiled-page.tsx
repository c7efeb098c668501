/**
 * The body of a compiled MDX page (renderer/mdx/): the page's own module,
 * bundled with the site components and packages it imports, rendered with
 * the theme's components. The same on the server, which runs the module to
 * render the page, and in the browser, which loads the module's script before
 * hydrating the page, so hydration matches.
 *
 * The module reaches React and the theme through shared-modules.ts, so a
 * page's components share one React and the theme's contexts with the page.
 */
import { createContext, createElement, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { mdxComponents } from '../mdx-components.js';

/** The names of the theme's MDX components (theme/mdx-components.ts), without loading them. */
export type MdxComponentName = keyof typeof mdxComponents;

type Components = Readonly<Record<string, ComponentType<never>>>;

/** What a compiled page's bundle exports. */
export interface CompiledPageModule {
  readonly default: ComponentType<Record<string, never>>;
}

/**
 * The compiled pages' modules loaded so far, and the components page bodies use by name: one registry
 * per thread that renders pages (a render worker, the browser's page), filled before a page renders.
 * The server has every theme component (renderer/render/render-page.tsx adds them); the browser adds
 * those a page needs before showing it (theme/client/body-components.ts).
 */
export const compiledPages: {
  /** Script URL (content-hashed, so never stale) → module. */
  readonly modules: Map<string, CompiledPageModule>;
  /** The theme's own MDX components this thread has. */
  theme: Components;
  /** The site's replacements of theme components (`theme/<Name>.tsx`). */
  overrides: Components;
  /** The theme's components with the site's replacements. */
  components: Components;
} = { modules: new Map(), theme: {}, overrides: {}, components: {} };

export interface CompiledPageProps {
  /** URL of the page's script. */
  readonly script: string;
  /** URLs of the stylesheets it imports, which the page's HTML links and a client navigation adds. */
  readonly stylesheets: readonly string[];
  /** Each URL the page links as written → as the page links it (`./a.md` → `/a`), as for a page rendered as data. */
  readonly links: Readonly<Record<string, string>>;
}

const MdxComponentsContext = createContext<Readonly<Record<string, unknown>>>({});

/** MDX's provider hook (the compiler's `providerImportSource`): a page and the partials it renders take their components from here. */
export function useMDXComponents(own?: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  const provided = useContext(MdxComponentsContext);
  return own === undefined ? provided : { ...provided, ...own };
}

/** A compiled page's body, from its loaded module. */
export function CompiledPage({ script, links }: CompiledPageProps): ReactNode {
  const module = compiledPages.modules.get(script);
  if (module === undefined) throw new Error(`The page's script ${script} was not loaded`);
  const components = useMemo(() => withLinks(compiledPages.components, links), [links]);
  return createElement(MdxComponentsContext.Provider, { value: components }, createElement(module.default));
}

/** Links and images get their final URLs; images load lazily, as on a page rendered as data. */
function withLinks(components: Readonly<Record<string, unknown>>, links: CompiledPageProps['links']): Record<string, unknown> {
  const rewrite = (url: unknown) => (typeof url === 'string' && Object.hasOwn(links, url) ? links[url] : url);
  return {
    ...components,
    a: (props: { href?: string }) => createElement('a', { ...props, href: rewrite(props.href) }),
    img: (props: { src?: string }) => createElement('img', { loading: 'lazy', decoding: 'async', ...props, src: rewrite(props.src) }),
  };
}

/** Adds theme components to those pages render with (a site's replacement of one still wins). */
export function addThemeComponents(components: Partial<Record<MdxComponentName, ComponentType<never>>>): void {
  compiledPages.theme = { ...compiledPages.theme, ...components };
  compiledPages.components = { ...compiledPages.theme, ...compiledPages.overrides };
}

/**
 * Puts the site's replacements of theme components (`theme/<Name>.tsx`, bundled as one module exporting each
 * by name) in place of the theme's, for every page rendered after; without a module, the theme's own. Made
 * once every theme component is there: a site replaces only those.
 */
export function applyThemeOverrides(overrides: Readonly<Record<string, unknown>> | undefined): void {
  const replaced = Object.entries(overrides ?? {}).filter(([name, component]) => Object.hasOwn(compiledPages.theme, name) && component !== undefined);
  compiledPages.overrides = Object.fromEntries(replaced) as Components;
  compiledPages.components = { ...compiledPages.theme, ...compiledPages.overrides };
}

/** The components a page body (BodyNode) names: the MDX components, and the body of a compiled page. */
export function bodyComponents(): Readonly<Record<string, ComponentType<never>>> {
  return { ...compiledPages.components, CompiledPage: CompiledPage as ComponentType<never> };
}
