/**
 * The language switcher of the operations' code samples (CodeSamples.tsx):
 * a click, or an arrow key, Home or End on a tab (WAI-ARIA tabs pattern),
 * chooses a language for every sample group on the page at once, and for
 * every page after (the Tabs component's stored choice, so a Tabs group with
 * the same groupId follows too). Groups without that language keep theirs.
 */
import { chooseTab, markTabsInteractive, onTabChosen, readStoredTab, TABS_ENHANCED_ATTRIBUTE, TABS_STATIC_ATTRIBUTE } from '../Tabs/tab-choice.js';
import { SAMPLE_LANGUAGE_GROUP } from './CodeSamples.js';

const GROUP_SELECTOR = `.tabs[${TABS_STATIC_ATTRIBUTE}][data-group-id="${SAMPLE_LANGUAGE_GROUP}"]`;

const KEY_TARGETS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index) => index + 1,
  ArrowLeft: (index) => index - 1,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function enhanceCodeSamples(article: HTMLElement): () => void {
  // A page reached by client navigation never ran the head script that says tabs can switch.
  markTabsInteractive();
  const groups = () => article.querySelectorAll<HTMLElement>(GROUP_SELECTOR);
  const stored = readStoredTab(SAMPLE_LANGUAGE_GROUP);
  for (const group of groups()) {
    if (stored !== undefined) selectLanguage(group, stored);
    group.setAttribute(TABS_ENHANCED_ATTRIBUTE, '');
  }
  const stopListening = onTabChosen(SAMPLE_LANGUAGE_GROUP, (value) => {
    for (const group of groups()) selectLanguage(group, value);
  });

  const choose = (tab: HTMLElement) => {
    const value = tab.dataset.value;
    if (value !== undefined) keepInView(tab, () => chooseTab(SAMPLE_LANGUAGE_GROUP, value));
  };
  const onClick = (event: MouseEvent) => {
    const tab = sampleTabOf(event.target);
    if (tab !== undefined) choose(tab);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const tab = sampleTabOf(event.target);
    const target = KEY_TARGETS[event.key];
    if (tab === undefined || target === undefined) return;
    event.preventDefault();
    const tabs = Array.from(tab.parentElement!.querySelectorAll<HTMLElement>(':scope > [role="tab"]'));
    const next = tabs[(target(tabs.indexOf(tab), tabs.length) + tabs.length) % tabs.length]!;
    next.focus();
    choose(next);
  };
  article.addEventListener('click', onClick);
  article.addEventListener('keydown', onKeyDown);
  return () => {
    article.removeEventListener('click', onClick);
    article.removeEventListener('keydown', onKeyDown);
    stopListening();
  };
}

function sampleTabOf(target: EventTarget | null): HTMLElement | undefined {
  const tab = target instanceof Element ? target.closest<HTMLElement>('[role="tab"]') : null;
  return tab?.parentElement?.parentElement?.matches(GROUP_SELECTOR) ? tab : undefined;
}

function selectLanguage(group: HTMLElement, value: string): void {
  const panels = group.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]');
  if (!Array.from(panels).some((panel) => panel.dataset.value === value)) return;
  for (const tab of group.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')) {
    const selected = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    if (selected) revealInList(tab);
  }
  for (const panel of panels) panel.hidden = panel.dataset.value !== value;
}

/**
 * On a narrow screen the tab list scrolls sideways: it scrolls to the
 * selected tab, and only sideways (scrollIntoView would also scroll the page
 * to every group switched along).
 */
function revealInList(tab: HTMLElement): void {
  const list = tab.parentElement!;
  const tabBox = tab.getBoundingClientRect();
  const listBox = list.getBoundingClientRect();
  if (tabBox.left < listBox.left) list.scrollLeft -= listBox.left - tabBox.left;
  else if (tabBox.right > listBox.right) list.scrollLeft += tabBox.right - listBox.right;
}

/** Switching every group changes the height of those above the chosen tab: the page scrolls by as much, so the tab stays under the pointer. */
function keepInView(element: HTMLElement, change: () => void): void {
  const before = element.getBoundingClientRect().top;
  change();
  const moved = element.getBoundingClientRect().top - before;
  if (moved !== 0) window.scrollBy({ top: moved, behavior: 'instant' });
}
