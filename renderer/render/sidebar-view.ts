/**
 * What a page shows of its sidebar: the categories on its chain and those
 * not collapsed, open; the others closed, each made once and shared by every
 * page that shows it so. A large sidebar's outline (what it shows with
 * nothing open) goes in a file of its own, and a page names only what it
 * opens beyond it.
 */
import { categoryHref, type SidebarExpansion, type SidebarItem } from '../shared/sidebar.js';
import { SHARED_OUTLINE_FROM_BYTES } from '../shared/sidebar-outline.js';
import type { IndexedSidebar } from './indexed-sidebar.js';

/**
 * Keeps what a page shows: every category that is open (on the active chain,
 * or not collapsed) with its items, and closed categories as their label and
 * link only. A page's size then depends on its own place in the sidebar, not
 * on the size of the site.
 */
export function pruneSidebar(items: readonly SidebarItem[], chain: ReadonlySet<SidebarItem>, onOpen: (category: SidebarItem) => void): SidebarItem[] {
  return items.map((item) => {
    if (item.type !== 'category') return item;
    if (!chain.has(item)) {
      // Off the chain, an item shows the same on every page: made once, shared by all of them.
      const alone = prunedOffChain(item);
      for (const category of alone.opened) onOpen(category);
      return alone.item;
    }
    onOpen(item);
    return { ...item, items: pruneSidebar(item.items, chain, onOpen) };
  });
}

interface PrunedOffChain {
  readonly item: SidebarItem;
  /** The categories it shows open (itself included), which the pages showing it read. */
  readonly opened: readonly SidebarItem[];
}

/**
 * What a category shows on a page whose chain does not pass through it: none of its descendants is on
 * that chain either (a chain runs from the top level down), so it is the same on each such page. Kept
 * once per item: made for every page, closed categories were most of a large build's memory.
 */
const offChain = new WeakMap<SidebarItem, PrunedOffChain>();

function prunedOffChain(item: Extract<SidebarItem, { type: 'category' }>): PrunedOffChain {
  let pruned = offChain.get(item);
  if (pruned === undefined) {
    if (!item.collapsible || !item.collapsed) {
      const opened: SidebarItem[] = [item];
      pruned = { item: { ...item, items: pruneSidebar(item.items, new Set(), (category) => opened.push(category)) }, opened };
    } else {
      pruned = { item: { ...item, href: item.linkUnlisted ? item.href : categoryHref(item), items: [], itemsDeferred: item.items.length > 0 }, opened: [] };
    }
    offChain.set(item, pruned);
  }
  return pruned;
}

/** A sidebar's outline (renderer/shared/sidebar-outline.ts): what a page shows of it with nothing on its chain. */
interface SidebarOutline {
  readonly items: readonly SidebarItem[];
  readonly json: string;
  /** Large enough to be kept in a file of its own rather than in each page's route data. */
  readonly shared: boolean;
}

const outlines = new WeakMap<IndexedSidebar, SidebarOutline>();

/** Made once per indexed sidebar, which a builder keeps while its sidebar is unchanged. */
export function outlineOf(sidebar: IndexedSidebar): SidebarOutline {
  let outline = outlines.get(sidebar);
  if (outline === undefined) {
    const items = pruneSidebar(sidebar.items, new Set(), () => {});
    const json = JSON.stringify(items);
    outline = { items, json, shared: Buffer.byteLength(json) >= SHARED_OUTLINE_FROM_BYTES };
    outlines.set(sidebar, outline);
  }
  return outline;
}

/**
 * The category of the chain that the outline shows closed, the outermost, as the page's sidebar shows it: the
 * page's sidebar is the outline with it in its place (`withExpansion`). None when the chain opens nothing more.
 */
export function expansionOf(items: readonly SidebarItem[], chain: ReadonlySet<SidebarItem>, shown: readonly SidebarItem[]): SidebarExpansion | undefined {
  const at: number[] = [];
  let level = items;
  let shownLevel = shown;
  for (;;) {
    const index = level.findIndex((item) => chain.has(item));
    const item = level[index];
    const shownItem = shownLevel[index];
    if (item?.type !== 'category' || shownItem?.type !== 'category') return undefined;
    at.push(index);
    if (item.collapsible && item.collapsed) return { at, item: shownItem };
    level = item.items;
    shownLevel = shownItem.items;
  }
}
