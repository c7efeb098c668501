/**
 * The code samples of an API page in languages other than the first: one
 * JSON file per language (operation anchor → the sample's highlighted
 * HTML), fetched by the code-samples enhancer when a reader picks that
 * language. The page's HTML holds the first language's samples only, so nine
 * languages cost the page one. Files are named by the hash of their bytes
 * and beside the page's fragments file. Pure.
 */
import type { ApiReference } from '../shared/api-reference.js';
import { encodeUrlPath } from '../shared/routes.js';
import type { OutputFile } from '../fs/output-file.js';
import { digestOf } from '../fs/digest.js';
import { joinBase } from './document.js';

export interface SampleFiles {
  readonly files: readonly OutputFile[];
  /** The URL of each language's file, by language id (`python`). */
  readonly urls: Readonly<Record<string, string>>;
}

/** `name`: where the files go, without the language, hash and extension (`assets/fragments/api/transaction`). */
export function sampleFilesOf(reference: ApiReference, { baseUrl, name }: { baseUrl: string; name: string }): SampleFiles {
  const byLanguage = new Map<string, Array<[string, string]>>();
  for (const tag of reference.tags) {
    for (const operation of tag.operations) {
      for (const sample of operation.samples.slice(1)) {
        let entries = byLanguage.get(sample.language);
        if (entries === undefined) byLanguage.set(sample.language, (entries = []));
        entries.push([operation.anchor, sample.html]);
      }
    }
  }
  const files: OutputFile[] = [];
  const urls: Record<string, string> = {};
  for (const language of [...byLanguage.keys()].sort()) {
    // Anchors in code-point order: the bytes, and so the name, depend on the content alone.
    const contents = JSON.stringify(Object.fromEntries(byLanguage.get(language)!.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
    const path = `${name}.${language}.${digestOf(contents).slice(0, 16)}.json`;
    files.push({ path, contents });
    urls[language] = joinBase(baseUrl, encodeUrlPath(path));
  }
  return { files, urls };
}
