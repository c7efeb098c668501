/**
 * What a link in a page points to. One function for the renderer (which
 * rewrites .md links to URLs) and the link checks (which report what does not
 * resolve), so the two can never disagree.
 */
import path from 'node:path/posix';
import { decodeUrlPath, encodeUrlPath, isExternalHref, normalizeRoutePath, stripHtmlSuffix } from '../shared/routes.js';
import type { Route, RouteManifest } from './types.js';
import { VERSIONED_DOCS_DIR } from '../config/versions-file.js';
import { localFileOf } from '../content/local-files.js';

export type ResolvedLink =
  /** http:, mailto:, //host … — not checked. */
  | { readonly kind: 'external' }
  /** `#install` on the same page. */
  | { readonly kind: 'same-page'; readonly hash: string }
  /** A route (found or not): `/guide/install?x=1#setup`. */
  | { readonly kind: 'route'; readonly path: string; readonly route: Route | undefined; readonly query: string; readonly hash: string }
  /** A file under static/: `/img/logo.svg`. */
  | { readonly kind: 'asset'; readonly path: string }
  /** A file beside the linking doc (`./img/a.png`), published at `output` (`assets/files/a-1a2b3c4d.png`). */
  | { readonly kind: 'local-file'; readonly file: string; readonly output: string }
  /** A link to a .md/.mdx source; `route` is undefined when no doc has that file. */
  | { readonly kind: 'markdown'; readonly file: string; readonly route: Route | undefined; readonly query: string; readonly hash: string };

export interface LinkContext {
  readonly manifest: RouteManifest;
  /** The linking page's source file (relative to the root): `content/guide/a.md`. */
  readonly fromFile: string | undefined;
  /** The linking page's route path: `/guide/a`. */
  readonly fromPath: string;
  /** The content folder relative to the root. @default 'content' */
  readonly contentDir?: string;
  /**
   * Told every entry of the manifest the link's resolution looked at (`path:/a`, `file:content/a.md`,
   * `asset:img/a.png`), found or not: a link's result changes only when one of those does.
   */
  readonly onLookup?: (key: string) => void;
}

/**
 * A link is read as a browser reads it: the first `#` starts the fragment and the first `?` the
 * query, so `/a#b` is page `/a`, anchor `b`; the page `/a#b` is linked as `/a%23b` (or, as a file,
 * `./a%23b.md`). The path's percent-escapes are then decoded into a route path (or a file name),
 * leniently: `/100%25` and `/100%` both name the page `/100%`.
 */
/**
 * The files a link to a Markdown file may name, in the order Docusaurus tries them: `@site/content/a.md`
 * from the site root (how a partial's links reach its pages, see content/site-imports.ts); `/a.md` from
 * the docs root of the linking file (its version's folder); any other path from the linking file's
 * folder, then from the docs root (`api/Store.md` from `content/guide/glossary.md` is `content/api/Store.md`
 * when there is no `content/guide/api/Store.md`).
 */
function markdownFilesOf(pathPart: string, fromFile: string, contentDir: string): string[] {
  if (pathPart.startsWith('@site/')) return [path.normalize(pathPart.slice('@site/'.length))];
  const docsRoot = VERSIONED_FOLDER.exec(fromFile)?.[0] ?? contentDir;
  if (pathPart.startsWith('/')) return [path.join(docsRoot, pathPart)];
  const fromFolder = path.join(path.dirname(fromFile), pathPart);
  const fromRoot = path.join(docsRoot, pathPart);
  return fromFolder === fromRoot ? [fromFolder] : [fromFolder, fromRoot];
}

/** `versioned_docs/version-1.0`: the docs root of a file of an earlier version. */
const VERSIONED_FOLDER = new RegExp(`^${VERSIONED_DOCS_DIR}/[^/]+(?=/)`);

export function resolveLink(url: string, { manifest, fromFile, fromPath, contentDir = 'content', onLookup }: LinkContext): ResolvedLink {
  if (isExternalHref(url)) return { kind: 'external' };
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : decodeUrlPath(url.slice(hashAt + 1));
  const queryAt = beforeHash.indexOf('?');
  const writtenPath = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const pathPart = decodeUrlPath(writtenPath);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt);
  if (pathPart === '') return { kind: 'same-page', hash };

  if (/\.mdx?$/.test(pathPart) && fromFile !== undefined) {
    const candidates = markdownFilesOf(pathPart, fromFile, contentDir);
    for (const file of candidates) {
      onLookup?.(`file:${file}`);
      const routePath = manifest.byFile.get(file);
      if (routePath === undefined) continue;
      onLookup?.(`path:${routePath}`);
      return { kind: 'markdown', file, route: manifest.byPath.get(routePath), query, hash };
    }
    return { kind: 'markdown', file: candidates[0]!, route: undefined, query, hash };
  }

  const localFile = fromFile === undefined ? undefined : localFileOf(url, fromFile);
  if (localFile !== undefined) {
    onLookup?.(`local:${localFile}`);
    const output = manifest.localFiles.get(localFile);
    if (output !== undefined) return { kind: 'local-file', file: localFile, output };
  }

  // Relative links resolve as a browser would: the link as written against the page's URL, then decoded.
  const absolute = pathPart.startsWith('/') ? pathPart : decodeUrlPath(new URL(writtenPath, `http://site${encodeUrlPath(fromPath)}`).pathname);
  const routePath = normalizeRoutePath(absolute);
  onLookup?.(`path:${routePath}`);
  onLookup?.(`path:${stripHtmlSuffix(routePath)}`);
  const route = manifest.byPath.get(routePath) ?? manifest.byPath.get(stripHtmlSuffix(routePath));
  onLookup?.(`asset:${absolute.replace(/^\/+/, '')}`);
  if (route === undefined && manifest.assets.has(absolute.replace(/^\/+/, ''))) return { kind: 'asset', path: absolute };
  return { kind: 'route', path: route?.path ?? routePath, route, query, hash };
}
