/**
 * The language switcher of the operations' code samples (CodeSamples.tsx).
 * Each group becomes a tab list over one panel (the WAI-ARIA tabs pattern):
 * a click, or an arrow key, Home or End on a tab, chooses a language for
 * every group on the page at once, and for every page after (the Tabs
 * component's stored choice, so a Tabs group with the same groupId follows
 * too). Groups without that language keep theirs. A language whose code is
 * not in the page is fetched from its file (sample-files.ts) the first time
 * it is shown; a failure says so in the panels, and showing the language
 * again tries again. The tabs that do not fit the column's width go into a
 * "More languages" select after them, so every language can be chosen at any
 * width; the split is made again as the column's width changes.
 */
import { chooseTab, markTabsInteractive, onTabChosen, readStoredTab, TABS_ENHANCED_ATTRIBUTE, TABS_STATIC_ATTRIBUTE } from '../Tabs/tab-choice.js';
import { CONTENT_ADDED_EVENT } from './Deferred.js';
import { SAMPLE_FILES_ATTRIBUTE, SAMPLE_LANGUAGE_GROUP, SAMPLES_INSERTED_EVENT, type SampleLanguage } from './CodeSamples.js';

const GROUP_SELECTOR = `.tabs[${TABS_STATIC_ATTRIBUTE}][data-group-id="${SAMPLE_LANGUAGE_GROUP}"]`;
const MORE_SELECTOR = `${GROUP_SELECTOR} > select.tabs__more`;

const KEY_TARGETS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index) => index + 1,
  ArrowLeft: (index) => index - 1,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** A group as the enhancer keeps it: its languages, and the code of each it has. */
interface SampleGroup {
  readonly element: HTMLElement;
  readonly operation: string;
  readonly languages: readonly SampleLanguage[];
  readonly code: Map<string, string>;
  /**
   * The language the page holds the code of, and that code's own nodes: put back as they are when it is shown
   * again, with what other behaviours gave them (a working Copy button), which a copy of their HTML would lose.
   */
  readonly pageLanguage: string;
  readonly pageCode: readonly Node[];
}

export function enhanceCodeSamples(article: HTMLElement): () => void {
  // A page reached by client navigation never ran the head script that says tabs can switch.
  markTabsInteractive();
  const groups = Array.from(article.querySelectorAll<HTMLElement>(GROUP_SELECTOR), makeTabs);
  let current: string | undefined;
  const files = JSON.parse(article.querySelector(`[${SAMPLE_FILES_ATTRIBUTE}]`)?.getAttribute(SAMPLE_FILES_ATTRIBUTE) ?? '{}') as Record<string, string>;
  // Each language's file, fetched once (a failure is forgotten, so showing the language again retries).
  const fetched = new Map<string, Promise<Record<string, string>>>();

  const show = (language: string) => {
    current = language;
    for (const group of groups) selectLanguage(group, language);
    // Code put back in a panel comes with the spec's first server.
    article.dispatchEvent(new CustomEvent(SAMPLES_INSERTED_EVENT));
    const waiting = groups.filter((group) => group.languages.some(([id]) => id === language) && !hasCode(group, language));
    if (waiting.length === 0) return;
    let file = fetched.get(language);
    if (file === undefined) {
      file = fetchLanguage(files[language]);
      fetched.set(language, file);
      file.catch(() => fetched.delete(language));
    }
    file.then(
      (samples) => {
        for (const group of waiting) {
          const html = samples[group.operation];
          if (html !== undefined) group.code.set(language, html);
          if (selectedLanguage(group) === language) selectLanguage(group, language);
        }
        article.dispatchEvent(new CustomEvent(SAMPLES_INSERTED_EVENT));
      },
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        for (const group of waiting)
          if (selectedLanguage(group) === language)
            codeOf(group).textContent = `These samples could not be loaded (${reason}). Choose the language again to retry, or reload the page.`;
      },
    );
  };

  const stored = readStoredTab(SAMPLE_LANGUAGE_GROUP);
  if (stored !== undefined) show(stored);
  for (const group of groups) group.element.setAttribute(TABS_ENHANCED_ATTRIBUTE, '');
  const stopListening = onTabChosen(SAMPLE_LANGUAGE_GROUP, show);
  // An operation loaded later (not in the page's HTML) brings groups of its own, shown in the language chosen.
  const onContentAdded = (event: Event) => {
    const added = Array.from((event as CustomEvent<HTMLElement>).detail.querySelectorAll<HTMLElement>(GROUP_SELECTOR), makeTabs);
    if (added.length === 0) return;
    groups.push(...added);
    for (const group of added) group.element.setAttribute(TABS_ENHANCED_ATTRIBUTE, '');
    if (current !== undefined) show(current);
    else article.dispatchEvent(new CustomEvent(SAMPLES_INSERTED_EVENT));
  };
  article.addEventListener(CONTENT_ADDED_EVENT, onContentAdded);

  const choose = (tab: HTMLElement) => {
    const value = tab.dataset.value;
    if (value !== undefined) keepInView(tab, () => chooseTab(SAMPLE_LANGUAGE_GROUP, value));
  };
  const onClick = (event: MouseEvent) => {
    const tab = sampleTabOf(event.target);
    if (tab !== undefined) choose(tab);
  };
  const onChange = (event: Event) => {
    const more = event.target instanceof HTMLSelectElement && event.target.matches(MORE_SELECTOR) ? event.target : undefined;
    if (more !== undefined && more.value !== '') keepInView(more, () => chooseTab(SAMPLE_LANGUAGE_GROUP, more.value));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const tab = sampleTabOf(event.target);
    const target = KEY_TARGETS[event.key];
    if (tab === undefined || target === undefined) return;
    event.preventDefault();
    // The tabs in view: the others are in the More select.
    const tabs = Array.from(tab.parentElement!.querySelectorAll<HTMLElement>(':scope > [role="tab"]:not([hidden])'));
    const next = tabs[(target(tabs.indexOf(tab), tabs.length) + tabs.length) % tabs.length]!;
    next.focus();
    choose(next);
  };
  article.addEventListener('click', onClick);
  article.addEventListener('change', onChange);
  article.addEventListener('keydown', onKeyDown);
  // Each list's width is its column's: when it changes, the tabs that fit change too.
  const resized = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const group = groups.find((candidate) => candidate.element === entry.target.parentElement);
      if (group !== undefined) fitTabs(group);
    }
  });
  const observe = (list: readonly SampleGroup[]) => {
    for (const group of list) resized.observe(group.element.querySelector(':scope > .tabs__list')!);
  };
  observe(groups);
  article.addEventListener(CONTENT_ADDED_EVENT, () => observe(groups));
  return () => {
    resized.disconnect();
    article.removeEventListener('click', onClick);
    article.removeEventListener('change', onChange);
    article.removeEventListener('keydown', onKeyDown);
    article.removeEventListener(CONTENT_ADDED_EVENT, onContentAdded);
    stopListening();
  };
}

/** Gives a group its tab list (once: a group enhanced before, by an earlier run on the same article, keeps its own). */
function makeTabs(element: HTMLElement): SampleGroup {
  const languages = JSON.parse(element.dataset.languages ?? '[]') as SampleLanguage[];
  const panel = element.querySelector<HTMLElement>(':scope > .tabs__panel')!;
  const operation = element.dataset.samplesOf ?? '';
  const code = new Map<string, string>();
  for (const [id, , html] of languages) if (html !== undefined) code.set(id, html);
  const pageLanguage = panel.dataset.value!;
  const pageCode = Array.from(codeOf({ element }).childNodes);
  const list = element.querySelector<HTMLElement>(':scope > .tabs__list')!;
  if (list.childElementCount === 0) {
    list.setAttribute('role', 'tablist');
    list.setAttribute('aria-orientation', 'horizontal');
    list.setAttribute('aria-label', `Language of the example request for ${element.dataset.samplesLabel ?? operation}`);
    for (const [id, label] of languages) {
      const tab = document.createElement('button');
      tab.type = 'button';
      tab.className = 'tabs__tab';
      tab.id = `${operation}-sample-tab-${id}`;
      tab.dataset.value = id;
      tab.textContent = label;
      tab.setAttribute('role', 'tab');
      tab.setAttribute('aria-controls', panel.id);
      list.append(tab);
    }
    panel.setAttribute('role', 'tabpanel');
    const more = document.createElement('select');
    more.className = 'tabs__more';
    more.hidden = true;
    more.setAttribute('aria-label', `More languages for ${element.dataset.samplesLabel ?? operation}`);
    list.after(more);
  }
  const group = { element, operation, languages, code, pageLanguage, pageCode };
  selectLanguage(group, pageLanguage);
  return group;
}

function hasCode(group: SampleGroup, language: string): boolean {
  return language === group.pageLanguage || group.code.has(language);
}

function codeOf({ element }: Pick<SampleGroup, 'element'>): HTMLElement {
  return element.querySelector<HTMLElement>(':scope > .tabs__panel > .api-samples__code')!;
}

function selectedLanguage({ element }: SampleGroup): string | undefined {
  return element.querySelector<HTMLElement>(':scope > .tabs__panel')?.dataset.value;
}

/** Shows `language` in the group when it has it: its tab selected, its code (or that it is on its way) in the panel. */
function selectLanguage(group: SampleGroup, language: string): void {
  const entry = group.languages.find(([id]) => id === language);
  if (entry === undefined) return;
  const panel = group.element.querySelector<HTMLElement>(':scope > .tabs__panel')!;
  for (const tab of group.element.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')) {
    const selected = tab.dataset.value === language;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    if (selected) panel.setAttribute('aria-labelledby', tab.id);
  }
  panel.dataset.value = language;
  panel.querySelector(':scope > .tabs__panel-label')!.textContent = entry[1];
  const html = group.code.get(language);
  const code = codeOf(group);
  if (language === group.pageLanguage) {
    if (code.firstChild !== group.pageCode[0]) code.replaceChildren(...group.pageCode);
  } else if (html !== undefined) code.innerHTML = html;
  else code.textContent = `Loading the ${entry[1]} sample…`;
  syncMore(group);
}

async function fetchLanguage(url: string | undefined): Promise<Record<string, string>> {
  if (url === undefined) throw new Error('the page names no file for them');
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
  return (await response.json()) as Record<string, string>;
}

function sampleTabOf(target: EventTarget | null): HTMLElement | undefined {
  const tab = target instanceof Element ? target.closest<HTMLElement>('[role="tab"]') : null;
  return tab?.parentElement?.parentElement?.matches(GROUP_SELECTOR) ? tab : undefined;
}

/**
 * Shows the tabs that fit the list's width, and puts the others in the More select (shown only then). The
 * widths are read before anything is hidden, so a group costs one layout.
 */
function fitTabs(group: SampleGroup): void {
  const list = group.element.querySelector<HTMLElement>(':scope > .tabs__list')!;
  const more = group.element.querySelector<HTMLSelectElement>(':scope > select.tabs__more')!;
  const tabs = Array.from(list.querySelectorAll<HTMLElement>(':scope > [role="tab"]'));
  for (const tab of tabs) tab.hidden = false;
  more.hidden = true;
  if (list.scrollWidth <= list.clientWidth) {
    syncMore(group);
    return;
  }
  more.hidden = false;
  // With the select beside it, the list is narrower: the tabs that still end inside it stay.
  const room = list.getBoundingClientRect().right;
  const overflowing = tabs.filter((tab) => tab.getBoundingClientRect().right > room + 0.5);
  for (const tab of overflowing) tab.hidden = true;
  syncMore(group);
}

/**
 * The More select lists the languages whose tabs are hidden, and shows the chosen language when it is one of
 * them; a tab in view takes the keyboard's stop when the chosen one is hidden.
 */
function syncMore(group: SampleGroup): void {
  const more = group.element.querySelector<HTMLSelectElement>(':scope > select.tabs__more');
  if (more === null) return;
  const tabs = Array.from(group.element.querySelectorAll<HTMLElement>(':scope > .tabs__list > [role="tab"]'));
  const hidden = tabs.filter((tab) => tab.hidden);
  const chosen = selectedLanguage(group);
  const options = [['', 'More…'], ...hidden.map((tab) => [tab.dataset.value!, tab.textContent ?? ''])];
  if (more.options.length !== options.length || options.some(([value], index) => more.options[index]!.value !== value))
    more.replaceChildren(...options.map(([value, label]) => new Option(label, value)));
  more.value = hidden.some((tab) => tab.dataset.value === chosen) ? chosen! : '';
  const chosenTab = tabs.find((tab) => tab.dataset.value === chosen);
  if (chosenTab?.hidden) {
    const first = tabs.find((tab) => !tab.hidden);
    if (first !== undefined) first.tabIndex = 0;
  }
}

/** Switching every group changes the height of those above the chosen tab: the page scrolls by as much, so the tab stays under the pointer. */
function keepInView(element: HTMLElement, change: () => void): void {
  const before = element.getBoundingClientRect().top;
  change();
  const moved = element.getBoundingClientRect().top - before;
  if (moved !== 0) window.scrollBy({ top: moved, behavior: 'instant' });
}
