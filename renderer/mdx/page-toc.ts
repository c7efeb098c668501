/**
 * What an MDX page's compiled module is given besides its text: where it
 * imports MDX's provider from, and its `toc` export. Apart from the compiler
 * (compile-mdx.ts), which a build loads only when it compiles a page.
 */
import type { Heading } from '../content/doc-refs.js';
import { escapeHtml } from '../shared/escape-html.js';

/** Where compiled modules import MDX's provider hook from (theme/mdx/compiled-page.tsx provides it). */
export const PROVIDER_IMPORT = 'docs-gen/mdx';

/** An entry of a page's `toc` export, as Docusaurus gives it. */
export interface TocItem {
  /** The heading's text as HTML. */
  readonly value: string;
  readonly id: string;
  readonly level: number;
}

/** A page's `toc` from its headings (read with its partials'): every heading below the title. */
export function tocOf(headings: readonly Heading[]): TocItem[] {
  return headings.filter((heading) => heading.depth >= 2).map((heading) => ({ value: escapeHtml(heading.text), id: heading.id, level: heading.depth }));
}
