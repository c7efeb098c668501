/**
 * A sidebar indexed for the pages it lists: each page's chain of items, the
 * name of each category's list (its "box"), the reading order prev/next
 * walk; and what differs between two indexes of a sidebar, as the reads of
 * the pages that show it.
 */
import { categoryHref, flattenSidebarLinks, sidebarHrefs, stripTrailingSlash, type SidebarItem } from '../shared/sidebar.js';
import { isExternalHref } from '../shared/routes.js';

export interface IndexedSidebar {
  /** The manifest's sidebar it was made from. */
  readonly source: readonly SidebarItem[];
  /** The same with URLs for hrefs. */
  readonly items: readonly SidebarItem[];
  /** The name of each category's list of items (see `boxesIn`). */
  readonly boxOf: ReadonlyMap<SidebarItem, string>;
  /** Active chain by page URL (without trailing slash); the first match in reading order, as `findActiveChain`. */
  readonly chains: ReadonlyMap<string, readonly SidebarItem[]>;
  /** The links prev/next walk through: listed and in-site, in reading order. */
  readonly paginationLinks: ReadonlyArray<{ label: string; href: string }>;
  readonly paginationIndex: ReadonlyMap<string, number>;
}

export function indexSidebar(source: readonly SidebarItem[], items: readonly SidebarItem[]): IndexedSidebar {
  const boxOf = new Map<SidebarItem, string>();
  const nameBoxes = (box: string, level: readonly SidebarItem[]) => {
    for (const [name, category] of boxesIn(box, level)) {
      boxOf.set(category, name);
      nameBoxes(name, category.items);
    }
  };
  nameBoxes(TOP_BOX, items);
  const chains = new Map<string, readonly SidebarItem[]>();
  const visit = (level: readonly SidebarItem[], parents: readonly SidebarItem[]) => {
    for (const item of level) {
      // HTML has no link, and a ref item's doc is not a page of this sidebar.
      if (item.type === 'html' || (item.type === 'link' && item.reference === true)) continue;
      const chain = [...parents, item];
      if (item.href !== undefined && !chains.has(stripTrailingSlash(item.href))) chains.set(stripTrailingSlash(item.href), chain);
      if (item.type === 'category') visit(item.items, chain);
    }
  };
  visit(items, []);
  const paginationLinks = flattenSidebarLinks(items).filter((link) => !link.unlisted && !isExternalHref(link.href));
  const paginationIndex = new Map<string, number>();
  paginationLinks.forEach((link, index) => {
    if (!paginationIndex.has(link.href)) paginationIndex.set(link.href, index);
  });
  return { source, items, boxOf, chains, paginationLinks, paginationIndex };
}

/** The name of a sidebar's top-level list of items. */
export const TOP_BOX = '';

/**
 * The categories of a list of items, each with the name of its own list: the list's name, then the
 * category's label and href, and how many categories of that label and href come before it. A name
 * stays while the category keeps its label and link, wherever its items move; when it changes, the
 * list holding it shows something else, and every page showing the category shows that list too.
 */
function boxesIn(box: string, items: readonly SidebarItem[]): Array<[string, Extract<SidebarItem, { type: 'category' }>]> {
  const seen = new Map<string, number>();
  return items.flatMap((item): Array<[string, Extract<SidebarItem, { type: 'category' }>]> => {
    if (item.type !== 'category') return [];
    const id = `${item.label}\u0002${item.href ?? ''}`;
    const count = seen.get(id) ?? 0;
    seen.set(id, count + 1);
    return [[`${box}\u0001${id}\u0002${count}`, item]];
  });
}

/** What a page that shows a list of items takes from it, besides the lists of the categories it opens. */
function displayOf(items: readonly SidebarItem[]): string {
  return JSON.stringify(items.map((item) => (item.type !== 'category' ? item : { ...item, items: item.items.length > 0, first: categoryHref(item) })));
}

/** What a category's own page takes from its items for its cards (see `cardsOf`): a subcategory's card counts its items. */
function cardsDisplayOf(items: readonly SidebarItem[]): string {
  return JSON.stringify(items.map((item) => (item.type !== 'category' ? item : [item.label, categoryHref(item), item.items.length])));
}

/**
 * The lists of a sidebar that show something else (`box:`), and the URLs under them, whose place in
 * the sidebar may have moved (`chain:`). Lists are compared where they are not the same objects,
 * which the manifest keeps for unchanged categories, so an edit costs the lists above it.
 */
function changedBoxes({ key, was, now, keys }: { key: string; was: IndexedSidebar; now: IndexedSidebar; keys: Set<string> }): void {
  const compare = (box: string, before: readonly SidebarItem[], after: readonly SidebarItem[]) => {
    if (before === after) return;
    if (displayOf(before) !== displayOf(after)) {
      keys.add(`box:${key}\u0000${box}`);
      for (const href of [...sidebarHrefs(before), ...sidebarHrefs(after)]) keys.add(`chain:${key}\u0000${stripTrailingSlash(href)}`);
    }
    if (cardsDisplayOf(before) !== cardsDisplayOf(after)) keys.add(`cards:${key}\u0000${box}`);
    const categoriesBefore = new Map(boxesIn(box, before));
    for (const [name, category] of boxesIn(box, after)) {
      const old = categoriesBefore.get(name);
      if (old !== undefined) compare(name, old.items, category.items);
    }
  };
  compare(TOP_BOX, was.items, now.items);
}

/** The URLs whose previous or next link differs: those in the stretch of the reading order that changed, and its two ends. */
function changedNeighbours({ key, was, now, keys }: { key: string; was: IndexedSidebar; now: IndexedSidebar; keys: Set<string> }): void {
  const before = was.paginationLinks;
  const after = now.paginationLinks;
  const same = (a: { label: string; href: string }, b: { label: string; href: string }) => a.label === b.label && a.href === b.href;
  let head = 0;
  while (head < before.length && head < after.length && same(before[head]!, after[head]!)) head++;
  let tail = 0;
  while (tail < before.length - head && tail < after.length - head && same(before[before.length - 1 - tail]!, after[after.length - 1 - tail]!)) tail++;
  for (const links of [before, after]) {
    for (let at = Math.max(0, head - 1); at <= Math.min(links.length - 1, links.length - tail); at++) keys.add(`next:${key}\u0000${links[at]!.href}`);
  }
}

/** The reads (named as the page data builder's `onRead` names them) of a sidebar's pages that differ between two of its indexes. */
export function changedSidebarReads({ key, was, now, keys }: { key: string; was: IndexedSidebar; now: IndexedSidebar; keys: Set<string> }): void {
  changedBoxes({ key, was, now, keys });
  changedNeighbours({ key, was, now, keys });
}
