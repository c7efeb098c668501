/** What a parsed doc offers and points to: its headings, its links (where each is written) and its tags. */
/** A position in a source file, 1-based. */
export interface SourcePosition {
  readonly line: number;
  readonly column: number;
}

/** A heading of a page, for the table of contents. `{ depth: 2, text: 'Install', id: 'install' }` */
export interface Heading {
  readonly depth: number;
  readonly text: string;
  readonly id: string;
}

/** A link found in a page's source. `{ url: '../api.md#auth', line: 12, column: 5 }` */
export interface OutgoingLink extends SourcePosition {
  readonly url: string;
  /** The link as its author wrote it, for messages, when `url` is how the page links it: `./setup.md in content/_note.md`. */
  readonly written?: string;
}

/** A tag of a doc, as its page lists it. */
export interface TagLink {
  readonly label: string;
  /** What the tag's page says of it (tags.yml's `description`). */
  readonly description?: string;
  /** Route path of the tag's page: `/docs/tags/billing`. */
  readonly permalink: string;
}
