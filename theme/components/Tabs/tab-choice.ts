/**
 * Where a tab group's choice comes from besides its default: the URL's query
 * (`queryString`) and, for groups with a `groupId`, localStorage, where a
 * click stores it for every page and reload. The query wins over storage, as
 * in Docusaurus; a value that matches none of a group's tabs is ignored.
 *
 * So that a stored or linked choice never shows the default panel first and
 * then shifts the page, an inline head script (`tabsHeadScript`) reads both
 * before first paint and adds a stylesheet that shows the chosen panels until
 * React has hydrated the page and owns the tabs' state.
 */

export const TAB_STORAGE_PREFIX = 'docs-gen.tab.';

/**
 * Set on <html> when scripts run: by the head script before first paint, and
 * by every tab group as it mounts (a page reached by client navigation never
 * ran its head script). Without it, nothing could switch tabs, so the
 * stylesheet shows every panel under its own label and leaves out the tab
 * list, whose buttons would do nothing.
 */
export const TABS_INTERACTIVE_ATTRIBUTE = 'data-tabs-interactive';

/**
 * Tab groups rendered as static markup carry the first attribute; the
 * script that switches them sets the second once it has applied the stored
 * choice, which ends the head script's rules for them.
 */
export const TABS_STATIC_ATTRIBUTE = 'data-tabs-static';
export const TABS_ENHANCED_ATTRIBUTE = 'data-tabs-enhanced';

export function markTabsInteractive(): void {
  document.documentElement.setAttribute(TABS_INTERACTIVE_ATTRIBUTE, '');
}

/**
 * The head script's source: marks the page interactive, then adds the rules
 * of the stored and linked choices, which apply only before hydration (`html`
 * gets `data-hydrated` then), or, for a group no React state owns
 * (`data-tabs-static`), until the script that switches it has applied the
 * choice itself (`data-tabs-enhanced`). `!important` outranks the `hidden` rule of the
 * base stylesheet, which the server set on the default's siblings. Each choice makes two rules of equal
 * specificity, so the later ones (the query's) win where both apply; `:has`
 * keeps a rule off a group with no panel for the value, whose default stays.
 */
export function tabsHeadScript(): string {
  const scope = `:is(html:not([data-hydrated]) .tabs,.tabs[${TABS_STATIC_ATTRIBUTE}]:not([${TABS_ENHANCED_ATTRIBUTE}]))[`;
  return (
    `document.documentElement.setAttribute(${JSON.stringify(TABS_INTERACTIVE_ATTRIBUTE)},"");` +
    `try{const rules=[];const choose=(attribute,key,value)=>{` +
    `const group=${JSON.stringify(scope)}+attribute+'="'+CSS.escape(key)+'"]:has(>.tabs__panel[data-value="'+CSS.escape(value)+'"])';` +
    `const other=':not([data-value="'+CSS.escape(value)+'"])',chosen='[data-value="'+CSS.escape(value)+'"]';` +
    `rules.push(group+'>.tabs__panel'+other+'{display:none!important}',group+'>.tabs__panel'+chosen+'{display:block!important}',` +
    `group+' .tabs__tab'+other+'{color:var(--color-text-muted);border-bottom-color:transparent}',` +
    `group+' .tabs__tab'+chosen+'{color:var(--color-primary);border-bottom-color:var(--color-primary)}')};` +
    `for(let index=0;index<localStorage.length;index++){const key=localStorage.key(index);` +
    `if(key.startsWith(${JSON.stringify(TAB_STORAGE_PREFIX)}))choose("data-group-id",key.slice(${TAB_STORAGE_PREFIX.length}),localStorage.getItem(key))}` +
    `new URLSearchParams(location.search).forEach((value,key)=>choose("data-query-key",key,value));` +
    `if(rules.length>0){const style=document.createElement("style");style.textContent=rules.join("");document.head.append(style)}}` +
    `catch(error){console.debug("docs-gen: could not apply the stored tab choices",error)}`
  );
}

/** The stored choice of a tab group; storage that fails (blocked site data) is logged and ignored (website spec §8). */
export function readStoredTab(groupId: string): string | undefined {
  try {
    return localStorage.getItem(TAB_STORAGE_PREFIX + groupId) ?? undefined;
  } catch (error) {
    console.debug('docs-gen: could not read a tab choice from localStorage', error);
    return undefined;
  }
}

export function storeTab(groupId: string, value: string): void {
  try {
    localStorage.setItem(TAB_STORAGE_PREFIX + groupId, value);
  } catch (error) {
    console.debug('docs-gen: could not store a tab choice in localStorage', error);
  }
}

type TabListener = (value: string) => void;
const listeners = new Map<string, Set<TabListener>>();

/** Calls `listener` whenever a tab of the group is chosen on this page; returns the unsubscribe function. */
export function onTabChosen(groupId: string, listener: TabListener): () => void {
  const group = listeners.get(groupId) ?? new Set();
  listeners.set(groupId, group);
  group.add(listener);
  return () => group.delete(listener);
}

/** Tells every tab group with this id on the page, and remembers the choice for other pages. */
export function chooseTab(groupId: string, value: string): void {
  storeTab(groupId, value);
  for (const listener of listeners.get(groupId) ?? []) listener(value);
}

/**
 * The query of the route's URL. In hash routing (website spec §2) the route
 * and its query sit in the hash (`/#/guide/install?tab=a`).
 */
function routeQuery(hashRouting: boolean): URLSearchParams {
  if (!hashRouting || !location.hash.startsWith('#/')) return new URLSearchParams(location.search);
  const route = new URL(location.hash.slice(1), location.origin);
  return route.searchParams;
}

export function readQueryTab(key: string, { hashRouting }: { hashRouting: boolean }): string | undefined {
  return routeQuery(hashRouting).get(key) ?? undefined;
}

/** Puts the choice in the URL in place (no navigation, no history entry), keeping the history state the router saved. */
export function writeQueryTab(key: string, value: string, { hashRouting }: { hashRouting: boolean }): void {
  const address = new URL(location.href);
  if (hashRouting && address.hash.startsWith('#/')) {
    const route = new URL(address.hash.slice(1), address.origin);
    route.searchParams.set(key, value);
    address.hash = `${route.pathname}${route.search}${route.hash}`;
  } else {
    address.searchParams.set(key, value);
  }
  history.replaceState(history.state, '', address.href);
}
