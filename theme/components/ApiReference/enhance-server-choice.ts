/**
 * The server select of an API page (Servers.tsx): choosing a server puts its
 * base URL in every code sample of the page (where the build marked the
 * spec's base URL, `data-server-url`), and the choice is remembered for
 * the spec's pages, with the other stored choices (Tabs/tab-choice.ts).
 */
import { readStoredTab, storeTab } from '../Tabs/tab-choice.js';
import { SAMPLES_INSERTED_EVENT } from './CodeSamples.js';
import { SERVER_SELECT_ATTRIBUTE } from './Servers.js';

export function enhanceServerChoice(article: HTMLElement): () => void {
  const select = article.querySelector<HTMLSelectElement>(`select[${SERVER_SELECT_ATTRIBUTE}]`);
  if (select === null) return () => {};
  // The spec's pages share one list of servers: the list names the choice.
  const key = `api-server:${select.getAttribute(SERVER_SELECT_ATTRIBUTE)}`;
  const show = () => {
    const url = select.selectedOptions[0]?.dataset.sampleUrl;
    if (url === undefined) return;
    for (const marked of article.querySelectorAll('[data-server-url]')) marked.textContent = url;
  };
  const stored = readStoredTab(key);
  if (stored !== undefined && Array.from(select.options).some((option) => option.value === stored)) {
    select.value = stored;
    show();
  }
  const onChange = () => {
    storeTab(key, select.value);
    show();
  };
  select.addEventListener('change', onChange);
  // Samples fetched later (another language) come with the spec's first server.
  article.addEventListener(SAMPLES_INSERTED_EVENT, show);
  return () => {
    select.removeEventListener('change', onChange);
    article.removeEventListener(SAMPLES_INSERTED_EVENT, show);
  };
}
