/**
 * A page of a large sidebar comes without its sidebar in its route data: the
 * sidebar's outline is a file of its own, fetched once per visit (and kept
 * by the browser's cache), and the page names the category it opens in it
 * (renderer/shared/sidebar-outline.ts).
 */
import type { RouteData } from '../../renderer/shared/page-data.js';
import type { SidebarItem } from '../../renderer/shared/sidebar.js';
import { withExpansion } from '../../renderer/shared/sidebar-outline.js';

const outlines = new Map<string, Promise<readonly SidebarItem[]>>();

/** The route data with its sidebar, made from the outline when the server shared it. */
export async function withSidebar(data: RouteData): Promise<RouteData> {
  const shared = data.page.sidebarOutline;
  if (shared === undefined) return data;
  const outline = await loadOutline(shared.src);
  return { ...data, page: { ...data.page, sidebar: withExpansion(outline, shared.expansion) } };
}

function loadOutline(src: string): Promise<readonly SidebarItem[]> {
  let loading = outlines.get(src);
  if (loading === undefined) {
    loading = fetch(src).then((response) => {
      if (!response.ok) throw new Error(`${response.status} ${response.statusText} for the sidebar's outline`);
      return response.json() as Promise<readonly SidebarItem[]>;
    });
    // A failed load is tried again by the next page that needs it.
    loading.catch(() => outlines.delete(src));
    outlines.set(src, loading);
  }
  return loading;
}
