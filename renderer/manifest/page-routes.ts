/**
 * The routes of the pages folder (`src/pages`), as Docusaurus's pages make
 * them: each file's path is its URL (`src/pages/help.md` → `/help`,
 * `src/pages/index.tsx` → `/`, `src/pages/team/index.mdx` → `/team`).
 * Markdown and MDX pages take their title, description and table of
 * contents from their front matter and text; a React page names its own
 * title when it renders (`<Layout title>`), so its route has none yet.
 */
import type { ResolvedConfig } from '../config/types.js';
import { CURRENT_VERSION } from '../config/version-plan.js';
import type { ParsedDocInfo } from '../content/parse-doc.js';
import { joinRoutePath } from '../shared/routes.js';
import { tocHeadings } from './doc-meta.js';
import { routeOf } from './route-records.js';
import type { PageMeta, Route } from './types.js';

/** A page of the pages folder: its file, its path in the folder, and for Markdown and MDX its parse results. */
export interface PageInput {
  /** `src/pages/help.md` */
  readonly file: string;
  /** `help.md` */
  readonly relativePath: string;
  /** Undefined for a React page. */
  readonly parsed: ParsedDocInfo | undefined;
}

export interface PageRoutes {
  readonly routes: readonly Route[];
  /** What each page's route does not carry, by route path. */
  readonly metas: ReadonlyMap<string, PageMeta>;
}

const PAGE_EXTENSION = /\.(mdx?|[jt]sx?)$/;

/** `team/index.tsx` → `/team`, `help.md` → `/help`. */
export function pagePathOf(relativePath: string): string {
  const segments = relativePath.replace(PAGE_EXTENSION, '').split('/');
  if (segments.at(-1) === 'index') segments.pop();
  return joinRoutePath('/', ...segments);
}

export function pageRoutes({ pages, config, includeDrafts }: { pages: readonly PageInput[]; config: ResolvedConfig; includeDrafts: boolean }): PageRoutes {
  const routes: Route[] = [];
  const metas = new Map<string, PageMeta>();
  for (const { file, relativePath, parsed } of pages) {
    const path = pagePathOf(relativePath);
    const frontMatter = parsed?.frontMatter;
    if (frontMatter?.draft === true && !includeDrafts) continue;
    routes.push(
      routeOf(config, {
        path,
        kind: 'page',
        source: parsed === undefined ? { type: 'component', file } : { type: 'file', file },
        title: frontMatter?.title ?? parsed?.contentTitle ?? '',
        description: frontMatter?.description ?? parsed?.excerpt,
        ...(parsed !== undefined && {
          headings: tocHeadings(parsed.headings, parsed.frontMatter, config.tableOfContents),
          anchors: parsed.anchors,
          links: parsed.links,
        }),
        version: CURRENT_VERSION,
        noIndex: frontMatter?.unlisted === true || frontMatter?.draft === true,
      }),
    );
    metas.set(path, {
      file,
      keywords: frontMatter?.keywords ?? [],
      image: frontMatter?.image,
      hideTableOfContents: frontMatter?.hide_table_of_contents ?? false,
      wrapperClassName: frontMatter?.wrapperClassName,
    });
  }
  return { routes, metas };
}
