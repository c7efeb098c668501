/**
 * Each doc's metadata, sidebar entry and route (its memo), taken from the
 * last run where the doc's parse results are the same objects and its place
 * is the same; and whether the last run's maps of docs can be updated or
 * must be made afresh (a doc went, or one's key, path or draft state moved).
 */
import type { ResolvedConfig } from '../config/types.js';
import { versionedKey, type VersionPlan } from '../config/version-plan.js';
import type { DocSource } from '../content/collect-sources.js';
import type { TagLink } from '../content/doc-refs.js';
import type { ParsedDocInfo } from '../content/parse-doc.js';
import { joinRoutePath } from '../shared/routes.js';
import { computeDocMeta, isIndexDoc, type DocSettings } from './doc-meta.js';
import type { SidebarDoc } from './sidebars.js';
import type { DocMeta, Route } from './types.js';

/** A doc's metadata, sidebar entry and route, with what they were made from. */
export interface DocMemo {
  readonly parsed: ParsedDocInfo;
  readonly relativePath: string;
  readonly routeBasePath: string;
  readonly meta: DocMeta;
  /** Its key in the manifest's docs: `versionedKey(version, id)`. */
  readonly key: string;
  readonly sidebarDoc: SidebarDoc;
  /** Its route, once made: kept while the doc is in the same sidebar. */
  route?: Route;
}

export interface DocMemos {
  /** Each version's docs' memos, in the order of its docs. */
  readonly versionDocs: readonly (readonly DocMemo[])[];
  /** Some doc of the last run is not among them. */
  readonly docsGone: boolean;
  /** The last run's maps of docs must be made again rather than updated. */
  readonly afresh: boolean;
}

export function docMemosOf({
  config,
  versions,
  history,
  previous,
}: {
  config: ResolvedConfig;
  versions: ReadonlyArray<{
    readonly version: VersionPlan;
    readonly docs: ReadonlyArray<{ readonly source: DocSource; readonly parsed: ParsedDocInfo }>;
    readonly tagDefinitions?: ReadonlyMap<string, TagLink>;
  }>;
  history: ReadonlyMap<string, { readonly time: number; readonly author: string }> | undefined;
  /** The last run's memos, by file. */
  previous: ReadonlyMap<string, DocMemo> | undefined;
}): DocMemos {
  const docSettings =
    (versionPath: string, tagDefinitions: ReadonlyMap<string, TagLink> = new Map()) =>
    (file: string): DocSettings => ({
      editUrl: config.docs.editUrl,
      showLastUpdateTime: config.docs.showLastUpdateTime,
      showLastUpdateAuthor: config.docs.showLastUpdateAuthor,
      history: history?.get(file),
      tagsPath: joinRoutePath(versionPath, 'tags'),
      tagDefinitions,
    });
  let knownDocs = 0;
  let keysMoved = false;
  const versionDocs = versions.map(({ version, docs, tagDefinitions }) =>
    docs.map(({ source, parsed }) => {
      const settings = docSettings(version.path, tagDefinitions);
      const known = previous?.get(source.file);
      if (known === undefined) return memoOfDoc({ source, parsed, version, settings });
      knownDocs++;
      if (known.parsed === parsed && known.relativePath === source.relativePath && known.routeBasePath === version.path && known.meta.version === version.name)
        return known;
      const memo = memoOfDoc({ source, parsed, version, settings });
      if (memo.key !== known.key || memo.meta.permalink !== known.meta.permalink || memo.meta.draft !== known.meta.draft) keysMoved = true;
      return memo;
    }),
  );
  const docsGone = previous !== undefined && knownDocs < previous.size;
  return { versionDocs, docsGone, afresh: previous === undefined || docsGone || keysMoved };
}

function memoOfDoc({
  source,
  parsed,
  version,
  settings,
}: {
  source: DocSource;
  parsed: ParsedDocInfo;
  version: VersionPlan;
  settings: (file: string) => DocSettings;
}): DocMemo {
  const meta = computeDocMeta({
    file: source.file,
    relativePath: source.relativePath,
    frontMatter: parsed.frontMatter,
    contentTitle: parsed.contentTitle,
    excerpt: parsed.excerpt,
    routeBasePath: version.path,
    version: version.name,
    settings: settings(source.file),
  });
  const slash = source.relativePath.lastIndexOf('/');
  const sidebarDoc: SidebarDoc = {
    meta,
    rawDir: slash === -1 ? '' : source.relativePath.slice(0, slash),
    rawName: source.relativePath.slice(slash + 1).replace(/\.mdx?$/, ''),
    isIndex: isIndexDoc(source.relativePath),
  };
  return { parsed, relativePath: source.relativePath, routeBasePath: version.path, meta, key: versionedKey(version.name, meta.id), sidebarDoc };
}
