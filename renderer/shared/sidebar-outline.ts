/**
 * A large sidebar's outline: what every page of the sidebar shows of it
 * (its top level, and the categories that are always open), kept once in a
 * file of its own that the browser caches, so a page's route data carries
 * only the part of the sidebar the page opens. Without it, route data would
 * repeat the sidebar's top level, and every category sent open, on each of
 * the sidebar's pages: bytes that grow with the site, not with the page.
 * Pure; used by the server, which writes both, and by the browser, which
 * puts them together again.
 */
import type { RouteData } from './page-data.js';
import type { SidebarExpansion, SidebarItem } from './sidebar.js';

/** Below this size (of the outline's JSON) the sidebar stays in each page's route data: a file of its own would cost a request for little. */
export const SHARED_OUTLINE_FROM_BYTES = 4096;

/** The page's sidebar: the outline with the category the page opens in its place. */
export function withExpansion(outline: readonly SidebarItem[], expansion: SidebarExpansion | undefined): readonly SidebarItem[] {
  if (expansion === undefined) return outline;
  const place = (items: readonly SidebarItem[], depth: number): SidebarItem[] =>
    items.map((item, index) => {
      if (index !== expansion.at[depth]) return item;
      if (depth === expansion.at.length - 1) return expansion.item;
      return item.type === 'category' ? { ...item, items: place(item.items, depth + 1) } : item;
    });
  return place(outline, 0);
}

/** The route data as it is written: without the sidebar when its outline is shared (the browser puts it back). */
export function routeDataOf(data: RouteData): RouteData {
  return data.page.sidebarOutline === undefined ? data : { ...data, page: { ...data.page, sidebar: undefined } };
}
