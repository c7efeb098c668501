/**
 * Sidebar categories in the browser: the caret opens and closes a category's
 * list. A category the page was sent without its items (every closed one off
 * the page's own chain) gets them from the site's shared sidebar file, fetched
 * once, on the first such expand; the list built here matches the markup of
 * theme/components/DocSidebar.
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

  const buildList = (items: readonly SharedSidebarItem[], position: string): HTMLUListElement => {
    const list = document.createElement('ul');
    list.className = 'menu__list menu__list--nested';
    list.id = `sidebar-list-${++lists}`;
    items.forEach((item, index) => {
      if (!('items' in item)) {
        if (item.unlisted) return;
        const entry = element('li', 'menu__item');
        const link = element('a', 'menu__link');
        link.href = item.href;
        link.textContent = item.label;
        entry.append(link);
        list.append(entry);
        return;
      }
      list.append(buildCategory(item, `${position}.${index}`));
    });
    return list;
  };

  const buildCategory = (category: SharedCategory, position: string): HTMLLIElement => {
    const entry = element('li', 'menu__item menu__category');
    entry.dataset.sidebarItem = position;
    const row = element('div', 'menu__category-row');
    const label = element(category.href === undefined ? 'span' : 'a', 'menu__link menu__link--category');
    if (category.href !== undefined) (label as HTMLAnchorElement).href = category.href;
    label.textContent = category.label;
    row.append(label);
    entry.append(row);
    const open = !category.collapsible || !category.collapsed;
    if (category.collapsible) {
      const caret = element('button', 'menu__caret');
      caret.type = 'button';
      caret.setAttribute('aria-label', `Toggle the collapsible sidebar category '${category.label}'`);
      caret.setAttribute('aria-expanded', String(open));
      row.append(caret);
      if (!open) return entry;
      const list = buildList(category.items, position);
      caret.setAttribute('aria-controls', list.id);
      entry.append(list);
    } else {
      entry.append(buildList(category.items, position));
    }
    return entry;
  };

  nav.addEventListener('click', (event) => {
    const caret = (event.target as Element).closest<HTMLButtonElement>('.menu__caret');
    const entry = caret?.closest<HTMLElement>('.menu__category');
    if (!caret || !entry) return;
    const expand = caret.getAttribute('aria-expanded') !== 'true';
    const list = entry.querySelector<HTMLElement>(':scope > .menu__list');
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
        if (!category || entry.querySelector(':scope > .menu__list')) return;
        const built = buildList(category.items, position);
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

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  created.className = className;
  return created;
}
