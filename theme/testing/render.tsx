import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageData } from '../../renderer/shared/page-data.js';
import { PageContext } from '../page-context.js';
import { makePage } from './make-page.js';

/** Server-renders `node` inside a page context (a default page unless given), as the build does. */
export function renderHtml(node: ReactNode, page: PageData = makePage()): string {
  return renderToString(<PageContext.Provider value={page}>{node}</PageContext.Provider>);
}

/** The opening tag of the first element a keyboard user reaches with Tab. */
export function firstFocusableTag(html: string): string | undefined {
  return /<(?:a|button|input|select|textarea|summary)\b[^>]*>|<[a-z]+\b[^>]*tabindex="0"[^>]*>/.exec(html)?.[0];
}

/** The opening tags of every element with `className` among its classes. */
export function tagsWithClass(html: string, className: string): string[] {
  const pattern = new RegExp(`<[a-z]+\\b[^>]*class="(?:[^"]* )?${className}(?: [^"]*)?"[^>]*>`, 'g');
  return html.match(pattern) ?? [];
}
