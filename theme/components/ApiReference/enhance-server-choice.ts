/**
 * The servers of an API page (Servers.tsx): choosing a server, or a value of
 * one of its variables, puts its base URL in every code sample of the page
 * (where the build marked the spec's base URL, `data-server-url`) and, told by
 * an event on the article, in the Try it consoles, open or opened after. The
 * server chosen is remembered for the spec's pages, with the other stored
 * choices (Tabs/tab-choice.ts).
 */
import { filledServerUrl } from '../../../renderer/shared/server-url.js';
import { readStoredTab, storeTab } from '../Tabs/tab-choice.js';
import { SAMPLES_INSERTED_EVENT } from './CodeSamples.js';
import { SERVER_SELECT_ATTRIBUTE, SERVER_TEMPLATE_ATTRIBUTE, SERVER_VARIABLE_ATTRIBUTE } from './Servers.js';

/** Dispatched on the article once the reader chose another server or value of a variable: {@link chosenServer} says which. */
export const SERVER_CHOSEN_EVENT = 'api-server-chosen';

export function enhanceServerChoice(article: HTMLElement): () => void {
  const select = article.querySelector<HTMLSelectElement>(`select[${SERVER_SELECT_ATTRIBUTE}]`);
  if (select === null && article.querySelector(`[${SERVER_VARIABLE_ATTRIBUTE}]`) === null) return () => {};
  const show = () => {
    const url = chosenServer(article)?.url;
    if (url === undefined) return;
    for (const marked of article.querySelectorAll('[data-server-url]')) marked.textContent = url;
  };
  // The spec's pages share one list of servers: the list names the choice.
  const key = `api-server:${select?.getAttribute(SERVER_SELECT_ATTRIBUTE)}`;
  const stored = select === null ? undefined : readStoredTab(key);
  if (select !== null && stored !== undefined && Array.from(select.options).some((option) => option.value === stored)) select.value = stored;
  show();
  const onChange = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    if (event.target === select) storeTab(key, select.value);
    else if (!event.target.matches(`[${SERVER_VARIABLE_ATTRIBUTE}]`)) return;
    show();
    article.dispatchEvent(new Event(SERVER_CHOSEN_EVENT));
  };
  // `input` as the reader types a variable, `change` as a select is chosen.
  article.addEventListener('input', onChange);
  article.addEventListener('change', onChange);
  // Samples fetched later (another language) come with the spec's first server.
  article.addEventListener(SAMPLES_INSERTED_EVENT, show);
  return () => {
    article.removeEventListener('input', onChange);
    article.removeEventListener('change', onChange);
    article.removeEventListener(SAMPLES_INSERTED_EVENT, show);
  };
}

/**
 * The server the reader chose (the select's, else the only one) with its variables' values filled in,
 * and the first server's URL at its defaults: what the build put in the samples and the consoles.
 */
export function chosenServer(article: HTMLElement): { readonly url: string; readonly defaultUrl: string } | undefined {
  const servers = article.querySelectorAll<HTMLElement>(`[${SERVER_TEMPLATE_ATTRIBUTE}]`);
  const select = article.querySelector<HTMLSelectElement>(`select[${SERVER_SELECT_ATTRIBUTE}]`);
  const server = servers[Math.max(0, select?.selectedIndex ?? 0)];
  const defaultUrl = servers[0]?.dataset.sampleUrl;
  if (server === undefined || defaultUrl === undefined) return undefined;
  const values = new Map<string, string>();
  for (const field of server.querySelectorAll<HTMLInputElement | HTMLSelectElement>(`[${SERVER_VARIABLE_ATTRIBUTE}]`)) {
    // An emptied field stands for the default, as a variable the reader never touched does.
    const value = field.value.trim() === '' && field instanceof HTMLInputElement ? field.defaultValue : field.value.trim();
    values.set(field.getAttribute(SERVER_VARIABLE_ATTRIBUTE)!, value);
  }
  return { url: filledServerUrl(server.getAttribute(SERVER_TEMPLATE_ATTRIBUTE)!, values), defaultUrl };
}
