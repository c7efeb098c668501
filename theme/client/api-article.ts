/**
 * The reference article of an API page, which the browser never gets as
 * data: on the page the reader loaded it is already in the document; after
 * client navigation it is taken from the page's own HTML, at the page's own
 * URL, so the browser's cache serves a page seen before.
 */
import type { RouteData } from '../../renderer/shared/page-data.js';

/** A route as the client shows it: its data, and for an API page the article's HTML. */
export interface ShownRoute extends RouteData {
  readonly articleHtml?: string;
}

const ARTICLE = 'article.api-reference';

/** The article of the API page the reader loaded, as the server sent it (undefined on other pages). */
export function loadedArticleHtml(data: RouteData): string | undefined {
  return data.page.kind === 'api' ? (document.querySelector(ARTICLE)?.innerHTML ?? '') : undefined;
}

/** `data` with its article, fetched from its page when it is an API page. */
export async function withArticle(data: RouteData): Promise<ShownRoute> {
  if (data.page.kind !== 'api') return data;
  const response = await fetch(data.page.url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  const article = new DOMParser().parseFromString(await response.text(), 'text/html').querySelector(ARTICLE);
  if (article === null) throw new Error(`${data.page.url} holds no API reference`);
  return { ...data, articleHtml: article.innerHTML };
}
