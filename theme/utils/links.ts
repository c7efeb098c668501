import { stripTrailingSlash } from '../../renderer/shared/sidebar.js';

/** Only web pages open in a new tab; `mailto:` and `tel:` hand over to another app anyway. */
export function opensNewTab(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

/** `/a/b/` and `/a/b` are the same page (trailingSlash only changes how it is written). */
export function isSamePath(a: string, b: string): boolean {
  return stripTrailingSlash(a) === stripTrailingSlash(b);
}
