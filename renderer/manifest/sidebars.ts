/**
 * Resolves sidebars: generated from the content folders by default, or
 * explicit from `docs.sidebars`. Folder categories read `_category_` files;
 * a folder's index doc becomes the category's link.
 */
import type { CategoryLinkConfig, ResolvedConfig, SidebarItemConfig } from '../config/types.js';
import type { CategoryMeta } from '../content/category-meta.js';
import { githubSlug } from '../content/slug.js';
import { listNames } from '../diagnostics/format.js';
import type { Diagnostic } from '../diagnostics/types.js';
import type { SidebarCategory, SidebarItem, SidebarLink } from '../shared/sidebar.js';
import { joinRoutePath } from '../shared/routes.js';
import { stripNumberPrefix } from './doc-meta.js';
import { Reuse, type ReuseScope } from './reuse.js';
import type { DocMeta } from './types.js';

export const DEFAULT_SIDEBAR_ID = 'docs';

/** A doc as the sidebar builder sees it: its metadata and where it sits on disk. */
export interface SidebarDoc {
  readonly meta: DocMeta;
  /** Folder relative to content/, with number prefixes: `02-guide`. */
  readonly rawDir: string;
  /** File name without extension, with number prefix: `01-install`. */
  readonly rawName: string;
  readonly isIndex: boolean;
}

export interface GeneratedIndex {
  readonly path: string;
  readonly title: string;
  readonly description: string | undefined;
  readonly items: readonly SidebarItem[];
  /** The `_category_` file or the config that asked for it. */
  readonly sourceFile: string;
}

export interface SidebarsInput {
  /** The version's sidebars (the config's for content/, versioned_sidebars/ for a released version); undefined: one generated sidebar. */
  readonly sidebars: ResolvedConfig['docs']['sidebars'];
  /** URL path of the version's docs: generated index pages go under it. */
  readonly routeBasePath: string;
  /** Where the sidebars were written, for diagnostics. */
  readonly configFile: string;
  /** Docs to place (drafts already removed in builds). */
  readonly docs: readonly SidebarDoc[];
  /** Ids of drafts left out of this build: a sidebar naming one skips it silently. */
  readonly draftIds: ReadonlySet<string>;
  /** `_category_` settings by raw folder, with the file they came from. */
  readonly categories: ReadonlyMap<string, { meta: CategoryMeta; file: string }>;
  /** Every raw folder under content/, '' for the top. */
  readonly dirs: readonly string[];
  /** Keeps the items of the last run that equal the new ones, so unchanged parts of a sidebar stay the same objects. */
  readonly reuse?: ReuseScope;
  /** Each doc's link, by its metadata: a doc whose metadata is the same object keeps its link. */
  readonly links?: WeakMap<DocMeta, SidebarLink>;
  /** What `html` items show of their value: by `markdown.rawHtml`, as written or sanitised. @default as written */
  readonly sanitizeHtml?: (html: string) => string;
}

export interface SidebarsResult {
  readonly sidebars: Record<string, SidebarItem[]>;
  readonly generatedIndexes: GeneratedIndex[];
  readonly diagnostics: Diagnostic[];
}

interface Positioned {
  readonly item: SidebarItem;
  readonly position: number | undefined;
  readonly sortName: string;
}

export function resolveSidebars(input: SidebarsInput): SidebarsResult {
  const context = new SidebarContext(input);
  const configured = input.sidebars;
  const sidebars: Record<string, SidebarItem[]> = {};
  if (configured === undefined) {
    sidebars[DEFAULT_SIDEBAR_ID] = context.reuse.take(`sidebar:${DEFAULT_SIDEBAR_ID}`, context.autogenerate(''));
  } else {
    for (const [sidebarId, items] of Object.entries(configured)) {
      sidebars[sidebarId] = context.reuse.take(`sidebar:${sidebarId}`, context.resolveItems(items, `docs.sidebars.${sidebarId}`));
    }
  }
  return { sidebars, generatedIndexes: context.generatedIndexes, diagnostics: context.diagnostics };
}

class SidebarContext {
  readonly generatedIndexes: GeneratedIndex[] = [];
  readonly diagnostics: Diagnostic[] = [];
  readonly reuse: ReuseScope;
  private readonly docsById: ReadonlyMap<string, SidebarDoc>;
  /** Each folder's docs and subfolders, in the order of the input: looked up, not searched, so a sidebar of many folders takes linear time. */
  private readonly docsByDir = new Map<string, SidebarDoc[]>();
  private readonly subdirs = new Map<string, string[]>();

  constructor(private readonly input: SidebarsInput) {
    this.reuse = input.reuse ?? new Reuse();
    this.docsById = new Map(input.docs.map((doc) => [doc.meta.id, doc]));
    for (const doc of input.docs) pushTo(this.docsByDir, doc.rawDir, doc);
    for (const dir of input.dirs) if (dir !== '') pushTo(this.subdirs, parentOf(dir), dir);
  }

  autogenerate(rawDir: string): SidebarItem[] {
    const entries: Positioned[] = [];
    for (const doc of this.docsByDir.get(rawDir) ?? []) {
      if (doc.isIndex && rawDir !== '' && this.folderLinksTo(rawDir) === doc.meta.id) continue;
      entries.push({ item: this.docLink(doc.meta), position: doc.meta.sidebarPosition, sortName: doc.rawName });
    }
    for (const dir of this.subdirs.get(rawDir) ?? []) {
      const category = this.folderCategory(dir);
      if (category) entries.push(category);
    }
    return this.reuse.take(`folder:${rawDir}`, sortByPosition(entries));
  }

  resolveItems(items: readonly SidebarItemConfig[], fieldPath: string): SidebarItem[] {
    return items.flatMap((item, index) => this.resolveItem(item, `${fieldPath}[${index}]`));
  }

  private resolveItem(item: SidebarItemConfig, fieldPath: string): SidebarItem[] {
    if (typeof item === 'string') return this.docItem(item, {}, fieldPath);
    switch (item.type) {
      case 'doc':
      case 'ref':
        return this.docItem(item.id, item, `${fieldPath}.id`);
      case 'link':
        return [{ type: 'link', label: item.label, href: item.href, unlisted: false, ...extrasOf(item) }];
      case 'html': {
        const value = this.input.sanitizeHtml?.(item.value) ?? item.value;
        return [this.reuse.take(`item:${fieldPath}`, { type: 'html', value, defaultStyle: item.defaultStyle ?? false, ...extrasOf(item) })];
      }
      case 'autogenerated':
        return this.autogenerate(item.dirName.replace(/^\.?\/+|\/+$/g, '').replace(/^\.$/, ''));
      case 'category': {
        const children = this.resolveItems(item.items, `${fieldPath}.items`);
        const link = item.href !== undefined ? { href: item.href, unlisted: false } : this.categoryLink(item.link, item.label, children, `${fieldPath}.link`);
        return [
          this.reuse.take(`item:${fieldPath}`, {
            type: 'category',
            label: item.label,
            href: link?.href,
            linkUnlisted: item.linkUnlisted ?? link?.unlisted ?? false,
            collapsible: item.collapsible ?? true,
            collapsed: item.collapsed ?? true,
            items: children,
            ...extrasOf(item),
          }),
        ];
      }
    }
  }

  /** A `doc` or `ref` item (a bare id is a `doc`): the doc's own link, with what the item sets over it. */
  private docItem(
    id: string,
    item: { type?: 'doc' | 'ref'; label?: string; className?: string; customProps?: Record<string, unknown> },
    fieldPath: string,
  ): SidebarItem[] {
    const doc = this.docsById.get(id);
    if (doc) {
      const link = {
        ...this.docLink(doc.meta),
        ...(item.label !== undefined && { label: item.label }),
        ...extrasOf(item),
        ...(item.type === 'ref' && { reference: true as const }),
      };
      return [this.reuse.take(`item:${fieldPath}`, link)];
    }
    if (!this.input.draftIds.has(id)) this.reportUnknownDoc(id, fieldPath);
    return [];
  }

  private docLink(meta: DocMeta): SidebarLink {
    let link = this.input.links?.get(meta);
    if (link === undefined) {
      link = {
        type: 'link',
        label: meta.sidebarLabel,
        href: meta.permalink,
        docId: meta.id,
        unlisted: meta.unlisted,
        ...extrasOf({ className: meta.sidebarClassName, customProps: meta.sidebarCustomProps }),
      };
      this.input.links?.set(meta, link);
    }
    return link;
  }

  private folderCategory(rawDir: string): Positioned | undefined {
    const { meta, file } = this.input.categories.get(rawDir) ?? { meta: {}, file: `content/${rawDir}` };
    const folderName = rawDir.split('/').at(-1)!;
    const { name, position } = stripNumberPrefix(folderName);
    const label = meta.label ?? name;
    const items = this.autogenerate(rawDir);
    const indexDoc = this.indexDocOf(rawDir);
    const linkConfig: CategoryLinkConfig | undefined =
      meta.link === null ? undefined : (meta.link ?? (indexDoc ? { type: 'doc', id: indexDoc.meta.id } : undefined));
    const link = this.categoryLink(linkConfig, label, items, file, meta.description);
    if (items.length === 0 && link === undefined) return undefined;
    const category: SidebarCategory = this.reuse.take(`category:${rawDir}`, {
      type: 'category',
      label,
      href: link?.href,
      linkUnlisted: link?.unlisted ?? false,
      collapsible: meta.collapsible ?? true,
      collapsed: meta.collapsed ?? true,
      items,
    });
    return { item: category, position: meta.position ?? position, sortName: folderName };
  }

  /** The doc id a folder's category links to, if it links to a doc. */
  private folderLinksTo(rawDir: string): string | undefined {
    const meta = this.input.categories.get(rawDir)?.meta;
    if (meta?.link === null) return undefined;
    if (meta?.link?.type === 'doc') return meta.link.id;
    if (meta?.link?.type === 'generated-index') return undefined;
    return this.indexDocOf(rawDir)?.meta.id;
  }

  private indexDocOf(rawDir: string): SidebarDoc | undefined {
    return this.docsByDir.get(rawDir)?.find((doc) => doc.isIndex);
  }

  private categoryLink(
    link: CategoryLinkConfig | undefined,
    label: string,
    items: readonly SidebarItem[],
    source: string,
    fallbackDescription?: string,
  ): { href: string; unlisted: boolean } | undefined {
    if (link === undefined) return undefined;
    if (link.type === 'doc') {
      const doc = this.docsById.get(link.id);
      if (doc) return { href: doc.meta.permalink, unlisted: doc.meta.unlisted };
      if (!this.input.draftIds.has(link.id)) this.reportUnknownDoc(link.id, source.startsWith('docs.') ? `${source}.id` : source);
      return undefined;
    }
    const path = joinRoutePath(this.input.routeBasePath, link.slug ?? `/category/${githubSlug(label)}`);
    this.generatedIndexes.push({
      path,
      title: link.title ?? label,
      description: link.description ?? fallbackDescription,
      items,
      sourceFile: source.startsWith('docs.') ? this.input.configFile : source,
    });
    return { href: path, unlisted: false };
  }

  private reportUnknownDoc(id: string, where: string): void {
    const listed = listNames(this.docsById.keys());
    const fromConfig = where.startsWith('docs.');
    this.diagnostics.push({
      code: 'sidebar-unknown-doc',
      severity: 'error',
      message: `Sidebar item refers to doc id "${id}", which does not exist. Available doc ids: ${listed}`,
      location: fromConfig ? { configField: where, file: this.input.configFile } : { file: where },
    });
  }
}

/** The item's className and customProps, leaving out those it does not set. */
function extrasOf(item: { className?: string; customProps?: Readonly<Record<string, unknown>> }): Pick<SidebarLink, 'className' | 'customProps'> {
  return { ...(item.className !== undefined && { className: item.className }), ...(item.customProps !== undefined && { customProps: item.customProps }) };
}

function sortByPosition(entries: Positioned[]): SidebarItem[] {
  return entries
    .map((entry, order) => ({ ...entry, order }))
    .sort((a, b) => {
      if (a.position !== undefined && b.position !== undefined && a.position !== b.position) return a.position - b.position;
      if (a.position !== undefined && b.position === undefined) return -1;
      if (a.position === undefined && b.position !== undefined) return 1;
      return a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : a.order - b.order;
    })
    .map((entry) => entry.item);
}

function pushTo<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

function parentOf(dir: string): string {
  const slash = dir.lastIndexOf('/');
  return slash === -1 ? '' : dir.slice(0, slash);
}
