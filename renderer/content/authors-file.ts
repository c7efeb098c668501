/**
 * The blog's `authors.yml`, as Docusaurus reads it: the authors posts name by
 * key (`authors: [ada]`), each with a name and optionally a title, a page and
 * a picture.
 */
import * as v from 'valibot';
import type { Wording } from '../config/schema-problems.js';
import { object, record, text } from '../config/schema-kit.js';
import type { Diagnostic } from '../diagnostics/types.js';
import { readSettingsFile } from './settings-file.js';

/** A post's author: from authors.yml or written in the post's front matter. */
export interface BlogAuthor {
  readonly name: string;
  /** `Engineer at Tollbooth` */
  readonly title: string | undefined;
  /** Where the name links. */
  readonly url: string | undefined;
  /** A picture: a URL, or a path from the site's root (a file under static/). */
  readonly imageUrl: string | undefined;
  /** An author of authors.yml with a page of their own (`page: true`, or `page: { permalink }`): its path under the blog's authors page. */
  readonly page?: string;
  /** What the author's page says of them. */
  readonly description?: string;
}

/** An author as written, in authors.yml or a post's front matter (Docusaurus's snake_case names). */
export const authorSchema = object({
  name: text(),
  title: v.optional(text()),
  url: v.optional(text()),
  image_url: v.optional(text()),
  email: v.optional(text()),
  /** Links to the author's profiles: shown as Docusaurus shows none of them on a post, kept for themes. */
  socials: v.optional(record(text())),
  /** A page listing the author's posts, at `<blog>/authors/<key>`, or at the permalink given. @default none */
  page: v.optional(v.union([v.boolean(), object({ permalink: text() })])),
  description: v.optional(text()),
});

/** `key`: the author's key in authors.yml, which names their page unless it has a permalink. */
export function authorOf(written: v.InferOutput<typeof authorSchema>, key?: string): BlogAuthor {
  const page = written.page === true ? key : typeof written.page === 'object' ? written.page.permalink.replace(/^\/+/, '') : undefined;
  return {
    name: written.name,
    title: written.title,
    url: written.url ?? (written.email && `mailto:${written.email}`),
    imageUrl: written.image_url,
    ...(page !== undefined && { page }),
    ...(written.description !== undefined && { description: written.description }),
  };
}

const AUTHORS_WORDING: Wording = {
  name: (field) => (field === '' ? 'The authors file' : `Author setting "${field}"`),
  unknown: (field) => `Unknown author setting "${field}"`,
};

/** `file` is relative to the site root (`blog/authors.yml`). */
export function parseAuthorsFile({ file, source }: { file: string; source: string }): {
  authors: ReadonlyMap<string, BlogAuthor>;
  diagnostics: Diagnostic[];
} {
  const read = readSettingsFile({ file, source, schema: record(authorSchema), wording: AUTHORS_WORDING, code: 'authors-invalid', what: 'the authors file' });
  if (!read.ok) return { authors: new Map(), diagnostics: read.diagnostics };
  return { authors: new Map(Object.entries(read.value).map(([key, author]) => [key, authorOf(author, key)])), diagnostics: [] };
}
