/** A doc of the site: what it is parsed from, and what the later stages see of it once parsed. */
import type { ParsedDocInfo } from './parse-doc.js';
import type { DocFormat } from './collect-sources.js';

export interface DocInput {
  /** `content/guide/install.md` */
  readonly file: string;
  readonly format: DocFormat;
  readonly source: string;
  /** The texts of the Markdown partials the doc imports, by site file (`content/_note.md`); none when it imports none. */
  readonly partials?: Readonly<Record<string, string>>;
  /** Cache key of this exact source and code. */
  readonly key: string;
  /** A blog post: its summary is kept for the blog's lists. */
  readonly summary?: boolean;
}

/** A doc as the later stages see it: what it was parsed from, its parse results, and where its body tree is kept. */
export interface SiteDoc extends CachedDoc {
  readonly input: DocInput;
}

/** A parsed doc as the build cache records it: its parse results, and where its body tree is kept. */
export interface CachedDoc {
  readonly info: ParsedDocInfo;
  readonly tree: TreeRef;
}

/** Where a body tree is stored: a byte range of a pack file, and the digest of those bytes. */
export interface TreeRef {
  /** File name under packs/: `<build>-<thread>-<writer>.pack`. */
  readonly pack: string;
  readonly offset: number;
  readonly length: number;
  readonly digest: string;
}
