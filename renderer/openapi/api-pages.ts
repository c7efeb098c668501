/** What each API reference page of a site's specs is. */
import type { ApiReference } from '../shared/api-reference.js';

export interface ApiPage {
  /** Route path: `/api/transaction`, or `/api/github/repos` for a tag page. */
  readonly path: string;
  readonly title: string;
  /** The spec's `info.summary`: the page's meta description. */
  readonly description?: string;
  /** `specs/transaction.yaml` */
  readonly file: string;
  readonly reference: ApiReference;
  /** Where the schemas section is, when it is on another page (a tag page of a split spec). */
  readonly schemasPath: string | undefined;
  /** Every id on the page, for the anchor checks of links into it. */
  readonly anchors: readonly string[];
}
