/**
 * The files a reference page offers to download: the spec as written
 * (its bytes, under its own name) and bundled into one JSON document whose
 * `$ref`s all point inside it (swagger-parser's bundle, indented). They go
 * under `assets/`, which no route may use. The copies keep the spec's name
 * (file names in specs/ are unique) and the bundles go into a folder of
 * their own, named after the whole file name: `a.yaml` and `a.json` have
 * two bundles, and no spec's copy can take a bundle's place.
 */
import type { OutputFile } from '../fs/output-file.js';
import type { SpecDownloadView } from '../shared/api-reference.js';

const DOWNLOADS_DIR = 'assets/specs';

export interface SpecDownloads {
  /** What the page links. */
  readonly views: { readonly original: SpecDownloadView; readonly bundled: SpecDownloadView };
  /** What the site holds. */
  readonly files: readonly OutputFile[];
}

export function specDownloadsOf({
  fileName,
  bytes,
  bundled,
}: {
  /** The spec's name in specs/: `transaction.yaml`. */
  fileName: string;
  bytes: Uint8Array;
  /** The bundled document, before anything else reads it. */
  bundled: unknown;
}): SpecDownloads {
  const original = `${DOWNLOADS_DIR}/${fileName}`;
  const bundle = `${DOWNLOADS_DIR}/bundled/${fileName}.json`;
  return {
    views: {
      original: { href: `/${original}`, fileName },
      bundled: { href: `/${bundle}`, fileName: `${fileName.replace(/\.[^.]+$/, '')}.bundled.json` },
    },
    files: [
      { path: original, contents: bytes },
      { path: bundle, contents: `${JSON.stringify(bundled, null, 2)}\n` },
    ],
  };
}
