/**
 * Sidebar categories in the browser. The server sends each category as its
 * label, plus its list when it is open; this script gives every collapsible
 * one its caret, which opens and closes the list. A category the page was
 * sent without its items (every closed one off the page's own chain) gets
 * them from the site's shared sidebar file, fetched once, on the first such
 * expand. Lists built here have the markup of theme/components/DocSidebar.
 */
import type { SharedSidebarItem } from '../../renderer/shared/page-data.js';

type SharedCategory = Extract<SharedSidebarItem, { items: readonly SharedSidebarItem[] }>;

export function enhanceSidebar(nav: HTMLElement): void {
  let sidebar: Promise<SharedSidebarItem[]> | undefined;
  let lists = 0;
  const load = () => {
    sidebar ??= fetch(nav.dataset.sidebarSrc!).then((response) => {
      if (!response.ok) throw new Error(`${response.status} ${response.url}`);
      return response.json() as Promise<SharedSidebarItem[]>;
    });
    return sidebar;
  };

  const listOf = (entry: HTMLElement) => entry.querySelector<HTMLUListElement>(':scope > .menu__list');

  /** Wraps the label in a row with the collapse button, reflecting whether the list is shown. */
  const addCaret = (entry: HTMLElement) => {
    if (entry.dataset.collapsible === 'false' || entry.querySelector(':scope > .menu__category-row')) return;
    const label = entry.firstElementChild!;
    const row = element('div', 'menu__category-row');
    entry.insertBefore(row, label);
    row.append(label);
    const caret = element('button', 'menu__caret');
    caret.type = 'button';
    caret.setAttribute('aria-label', `Toggle the collapsible sidebar category '${label.textContent ?? ''}'`);
    row.append(caret);
    const list = listOf(entry);
    caret.setAttribute('aria-expanded', String(list !== null && !list.hidden));
    if (list) caret.setAttribute('aria-controls', (list.id ||= `sidebar-list-${++lists}`));
  };

  const buildList = (items: readonly SharedSidebarItem[], position: string): HTMLUListElement => {
    const list = element('ul', 'menu__list');
    items.forEach((item, index) => {
      if (!('items' in item)) {
        if (item.unlisted) return;
        const entry = document.createElement('li');
        entry.append(label(item.label, item.href));
        list.append(entry);
        return;
      }
      const entry = element('li', 'menu__category');
      entry.dataset.sidebarItem = `${position}.${index}`;
      if (!item.collapsible) entry.dataset.collapsible = 'false';
      entry.append(label(item.label, item.href));
      if (!item.collapsible || !item.collapsed) entry.append(buildList(item.items, `${position}.${index}`));
      list.append(entry);
      addCaret(entry);
    });
    return list;
  };

  for (const entry of nav.querySelectorAll<HTMLElement>('.menu__category')) addCaret(entry);

  nav.addEventListener('click', (event) => {
    const caret = (event.target as Element).closest<HTMLButtonElement>('.menu__caret');
    const entry = caret?.closest<HTMLElement>('.menu__category');
    if (!caret || !entry) return;
    const expand = caret.getAttribute('aria-expanded') !== 'true';
    const list = listOf(entry);
    if (list) {
      list.hidden = !expand;
      caret.setAttribute('aria-expanded', String(expand));
      return;
    }
    const position = entry.dataset.sidebarItem;
    if (!expand || position === undefined || nav.dataset.sidebarSrc === undefined) return;
    caret.disabled = true;
    load()
      .then((items) => {
        const category = findCategory(items, position);
        if (!category || listOf(entry)) return;
        const built = buildList(category.items, position);
        built.id = `sidebar-list-${++lists}`;
        entry.append(built);
        caret.setAttribute('aria-controls', built.id);
        caret.setAttribute('aria-expanded', 'true');
      })
      // A failed load leaves the category closed; its label still links to its first page.
      .catch(() => {
        sidebar = undefined;
      })
      .finally(() => {
        caret.disabled = false;
      });
  });
}

function findCategory(items: readonly SharedSidebarItem[], position: string): SharedCategory | undefined {
  let found: SharedSidebarItem | undefined;
  let level: readonly SharedSidebarItem[] = items;
  for (const index of position.split('.')) {
    found = level[Number(index)];
    if (found === undefined || !('items' in found)) return undefined;
    level = found.items;
  }
  return found as SharedCategory | undefined;
}

function label(text: string, href: string | undefined): HTMLElement {
  const created = element(href === undefined ? 'span' : 'a', 'menu__link');
  if (href !== undefined) (created as HTMLAnchorElement).href = href;
  created.textContent = text;
  return created;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  created.className = className;
  return created;
}
