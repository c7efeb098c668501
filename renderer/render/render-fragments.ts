/**
 * Server rendering with deferred content (theme/components/ApiReference/Deferred.tsx):
 * renders the page, then each piece of content a Deferred control stands for
 * (and the pieces those hold), into one JSON file of HTML by fragment id. The
 * file is named by the hash of its bytes, so it is cached for good and a
 * page that changes gets a new one; the page's `data-fragments` attribute is
 * filled in with its URL once that is known.
 */
import { createElement, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { FragmentCollectorContext, type FragmentCollector } from '../../theme/components/ApiReference/Deferred.js';
import type { OutputFile } from '../emit/write-site.js';
import { digestOf } from '../pipeline/cache-files.js';
import { encodeUrlPath } from '../shared/routes.js';
import { escapeHtml, joinBase } from './document.js';

/** Where pages' fragments files go, under the path of their route data: `assets/fragments/api/transaction.<hash>.json`. */
export const FRAGMENTS_DIR = 'assets/fragments/';

/** Stands for the fragments file's URL in the first render; no URL, HTML or JSON holds it. */
const URL_PLACEHOLDER = 'docs-gen:fragments-url';
const ATTRIBUTE_PLACEHOLDER = ` data-fragments="${URL_PLACEHOLDER}"`;

export interface RenderedWithFragments {
  readonly html: string;
  /** The fragments file, when the page deferred anything. */
  readonly fragments: OutputFile | undefined;
}

/**
 * `name`: where the file goes, without its hash and extension (`assets/fragments/api/transaction`).
 * Fragments are rendered on their own: of the page's React context they get only the collector.
 */
export function renderWithFragments(element: ReactElement, { baseUrl, name }: { baseUrl: string; name: string }): RenderedWithFragments {
  const pending: Array<[string, ReactNode]> = [];
  const taken = new Set<string>();
  const collector: FragmentCollector = {
    fragmentsUrl: URL_PLACEHOLDER,
    add(id, content) {
      if (taken.has(id)) return;
      taken.add(id);
      pending.push([id, content]);
    },
  };
  const render = (node: ReactNode) => renderToString(createElement(FragmentCollectorContext.Provider, { value: collector }, node));
  const html = render(element);
  const fragments: Record<string, string> = {};
  for (let next = pending.shift(); next !== undefined; next = pending.shift()) fragments[next[0]] = render(next[1]);
  if (taken.size === 0) return { html: html.replaceAll(ATTRIBUTE_PLACEHOLDER, ''), fragments: undefined };
  // Ids in code-point order: the bytes, and so the name, depend on the content alone.
  const contents = JSON.stringify(
    Object.fromEntries(
      Object.keys(fragments)
        .sort()
        .map((id) => [id, fragments[id]]),
    ),
  );
  const path = `${name}.${digestOf(contents).slice(0, 16)}.json`;
  return { html: html.replaceAll(URL_PLACEHOLDER, escapeHtml(joinBase(baseUrl, encodeUrlPath(path)))), fragments: { path, contents } };
}
