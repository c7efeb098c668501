/**
 * The theme's MDX components in the browser. Those on most pages, or made of
 * code the page's script holds anyway (card lists are category pages' too,
 * inline tables of contents share the sidebar one's), come with the page's
 * script; the others (tabs, diagrams, collapsible details) are chunks of
 * their own, loaded before a page that uses them is hydrated or shown, so
 * that it renders at once, as the server rendered it, and a page without
 * them does not load them.
 */
import type { ComponentType } from 'react';
import type { RouteData } from '../../renderer/shared/page-data.js';
import { Admonition } from '../components/Admonition/index.js';
import { CodeBlock } from '../components/CodeBlock/index.js';
import { DocCardList } from '../components/DocCardList/index.js';
import { TOCInline } from '../components/TOCInline/index.js';
import { addThemeComponents, type MdxComponentName } from '../mdx/compiled-page.js';
import { type OnDemandComponent, usesOnDemandComponents } from '../mdx/on-demand-components.js';

addThemeComponents({ Admonition, CodeBlock, DocCardList, TOCInline } satisfies Record<Exclude<MdxComponentName, OnDemandComponent>, ComponentType<never>>);

let onDemand: Promise<void> | undefined;

/** Loads every theme component: a compiled page or a site's replacement may import any of them (`@theme-original/Tabs`). */
export function loadAllBodyComponents(): Promise<void> {
  onDemand ??= import('./on-demand.js').then(
    (components) => addThemeComponents(components satisfies Record<OnDemandComponent, ComponentType<never>>),
    (error: unknown) => {
      // Asked for again by the next page (the network may be back).
      onDemand = undefined;
      throw error;
    },
  );
  return onDemand;
}

/** Loads the components the route's body names, when it names one loaded on demand; every one for a compiled page, which names them in its own code. */
export async function loadBodyComponents(data: RouteData): Promise<void> {
  if (usesOnDemandComponents(data.body)) await loadAllBodyComponents();
}
