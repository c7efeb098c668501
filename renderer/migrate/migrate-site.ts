/**
 * Writes a docs-gen site from a Docusaurus site: site.config.ts from its
 * config, content/ from its docs, its versions, sidebars, static files, own
 * components and CSS, and MIGRATION.md listing what did not carry over. The
 * Docusaurus site is only read. The new site is written beside its folder and
 * renamed into place once complete (or, into an existing folder, file by file).
 */
import { realpathSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseFrontMatter } from '../content/front-matter.js';
import { leadsOutside, linkProblem } from '../content/site-files.js';
import { relativePosixPath } from '../fs/posix-path.js';
import { computeDocMeta } from '../manifest/doc-meta.js';
import { VERSIONED_DOCS_DIR, VERSIONED_SIDEBARS_DIR, VERSIONS_FILE, versionDocsDir } from '../config/versions-file.js';
import { withLiveYear, writeConfigSource } from './config-source.js';
import { carryCustomCss } from './custom-css.js';
import { carryMarkdownPlugins } from './carry-plugins.js';
import { pageFilesOf, planPages, type PagesPlan } from './carry-pages.js';
import { pagesChangedBy } from './plugin-pages.js';
import { mdxComponents } from '../../theme/index.js';
import { loadDocusaurusConfig, type DocusaurusSite, type LoadedDocusaurusConfig } from './load-docusaurus-config.js';
import { writeMigrationReport, type MigrationSummary } from './migration-report.js';
import { createFieldLocator, createImportLocator, parseModule, readConfigStatically, UnreadValue, type FieldPath } from './read-config-statically.js';
import { MODULE_TIME_LIMIT_MS, runSiteModule, type ModuleRun } from './site-module-process.js';
import {
  docsLocationOf,
  blogLocationOf,
  fieldName,
  pagesFolderOf,
  sidebarFileName,
  translateConfig,
  type EditUrlArgs,
  type LeftPlugin,
  type MigrationNote,
  type TranslatedConfig,
} from './translate-config.js';

export interface MigrateSiteInput {
  readonly site: DocusaurusSite;
  /**
   * The folder migrate was given: the site's, or the repository's that holds it in website/ (its docs may be
   * beside website/, as Jest's are). Nothing outside it is read. @default the site's folder
   */
  readonly readableDir?: string;
  /** Where the new site goes: a new folder, or one that is empty (or may be written over). */
  readonly outDir: string;
  /** Run the site's config and sidebars.js (in a process of their own), or only read them. @default true */
  readonly exec?: boolean;
  /** Told each module of the site (the config, a sidebars.js) just before it is run. */
  readonly onRun?: (run: ModuleRun) => void;
  /** How long each module may take before its process is stopped. @default MODULE_TIME_LIMIT_MS */
  readonly moduleTimeLimitMs?: number;
}

export type MigrateSiteResult =
  | { readonly ok: true; readonly summary: MigrationSummary; readonly notes: readonly MigrationNote[] }
  | {
      readonly ok: false;
      /** `source-outside-site`: a folder the config names leads out of the Docusaurus site; else its config could not be run or read. */
      readonly outside?: true;
      readonly message: string;
      readonly file: string;
      readonly line?: number;
      readonly column?: number;
    };

/** Packages a docs-gen site does not need: Docusaurus itself, its plugins, and what docs-gen brings. */
/** What docs-gen brings itself: React, MDX, Prism's renderer, and Docusaurus's own packages. */
const NOT_NEEDED_PACKAGE = /^(@docusaurus\/|docusaurus-|react$|react-dom$|@mdx-js\/|prism-react-renderer$|@types\/)/;
/**
 * Plugins and themes of Docusaurus from others (`@easyops-cn/docusaurus-search-local`,
 * `@getcanary/docusaurus-theme-search-pagefind`): no page imports them, and their peers (a
 * Docusaurus and its React) would stop `npm install`.
 */
const DOCUSAURUS_PLUGIN_PACKAGE = /(?:^|[/-])docusaurus(?:[/-]|$)/;

const DOC_FILE = /\.mdx?$/;

export async function migrateSite(input: MigrateSiteInput): Promise<MigrateSiteResult> {
  const { site, exec = true, onRun, moduleTimeLimitMs = MODULE_TIME_LIMIT_MS } = input;
  const loaded = await loadDocusaurusConfig(site, { exec, onRun, timeLimitMs: moduleTimeLimitMs });
  if (!loaded.ok) return { ok: false, message: loaded.message, file: site.configFile, line: loaded.line, column: loaded.column };
  try {
    return await migrateLoadedSite(input, loaded.loaded);
  } finally {
    loaded.loaded.close();
  }
}

async function migrateLoadedSite(
  { site, readableDir = site.dir, outDir, exec = true, onRun, moduleTimeLimitMs = MODULE_TIME_LIMIT_MS }: MigrateSiteInput,
  loaded: LoadedDocusaurusConfig,
): Promise<MigrateSiteResult> {
  const { config } = loaded;
  const source = await readFile(path.join(site.dir, site.configFile), 'utf8');
  const parsedConfig = await parseModule(source, site.configFile);
  const locate = createFieldLocator(parsedConfig);

  const location = docsLocationOf(config);
  const docsDir = path.resolve(site.dir, location.path);
  const pagesFolder = pagesFolderOf(config);
  const blogLocation = blogLocationOf(config);
  const readableRoot = realpathSync(readableDir);
  const outside = folderOutside(readableRoot, [
    { dir: docsDir, field: location.pathField },
    ...staticDirectoriesOf(config).map((dir, index) => ({
      dir: path.resolve(site.dir, dir),
      field: Array.isArray(config.staticDirectories) ? ['staticDirectories', index] : undefined,
    })),
    { dir: path.join(site.dir, VERSIONED_DOCS_DIR) },
    { dir: path.join(site.dir, VERSIONED_SIDEBARS_DIR) },
    { dir: path.join(site.dir, VERSIONS_FILE) },
    ...(pagesFolder === undefined ? [] : [{ dir: path.resolve(site.dir, pagesFolder) }]),
    ...(blogLocation === undefined ? [] : [{ dir: path.resolve(site.dir, blogLocation.path) }, { dir: path.resolve(site.dir, blogLocation.authorsFile) }]),
  ]);
  if (outside !== undefined) {
    const named =
      outside.field === undefined ? path.relative(site.dir, outside.dir) : `${fieldName(outside.field)} (${path.relative(site.dir, outside.dir) || '.'})`;
    return {
      ok: false,
      outside: true,
      message: `${named} leads to ${outside.real ?? 'nothing'}, outside ${readableRoot}, the folder given to migrate, which reads nothing outside it`,
      ...(outside.field === undefined ? { file: path.relative(site.dir, outside.dir) } : { file: site.configFile, ...locate(outside.field) }),
    };
  }
  const defaultLocale =
    typeof (config.i18n as { defaultLocale?: unknown } | undefined)?.defaultLocale === 'string'
      ? (config.i18n as { defaultLocale: string }).defaultLocale
      : 'en';
  const currentDocs = await listDocs(docsDir);
  const staticFiles = new Set<string>();
  for (const dir of staticDirectoriesOf(config)) for (const file of await listFiles(path.resolve(site.dir, dir))) staticFiles.add(file);
  const docPermalinks = await permalinksOf(docsDir, currentDocs, location.routeBasePath);
  const pages = await planSitePages({ siteDir: site.dir, readableRoot, pagesFolder });
  const blogPosts = blogLocation === undefined ? [] : await listDocs(path.resolve(site.dir, blogLocation.path));
  const translated = translateConfig({
    config,
    configFile: site.configFile,
    locate,
    imports: createImportLocator(parsedConfig),
    docPermalinks,
    staticFiles,
    pagePaths: new Set(pages.carried.map((page) => page.path)),
    ...(blogPosts.length > 0 && { blogPath: blogLocation!.routeBasePath }),
  });

  const notes: MigrationNote[] = [...loadNotes(loaded, site, source), ...translated.notes];
  for (const left of translated.markdownPluginsLeft)
    notes.push(await leftPluginNote({ left, loaded, site, locate, docsDir, docs: currentDocs, config: translated.config }));
  const versions = await readVersionNames(site.dir);
  const staging = (await exists(outDir)) ? outDir : `${outDir}.partial-${process.pid}`;
  try {
    await mkdir(staging, { recursive: true });
    const copy = (from: string, to: string) => copyTree(from, path.join(staging, to), { readableRoot, siteDir: site.dir, notes });
    await copy(docsDir, 'content');
    if (versions.length > 0) {
      await copy(path.join(site.dir, VERSIONED_DOCS_DIR), VERSIONED_DOCS_DIR);
      await copy(path.join(site.dir, VERSIONED_SIDEBARS_DIR), VERSIONED_SIDEBARS_DIR);
      await cp(path.join(site.dir, VERSIONS_FILE), path.join(staging, VERSIONS_FILE));
    }
    for (const dir of staticDirectoriesOf(config)) await copy(path.resolve(site.dir, dir), 'static');
    const ownCode = await copyOwnCode(site.dir, staging);
    notes.push(...ownCode.notes);
    notes.push(...(await copyPages({ siteDir: site.dir, staging, pagesFolder, pages, copy })));
    if (blogPosts.length > 0) await copyBlog({ siteDir: site.dir, staging, blog: blogLocation!, copy });
    else if (blogLocation?.configured)
      notes.push({
        file: blogLocation.path,
        message: `The config sets up a blog, but ${blogLocation.path}/ holds no posts: there is no blog to carry over, and links to it were left out`,
        todo: 'Copy the posts into blog/ of the new site (and their authors into blog/authors.yml), then link the blog again.',
      });

    const docsConfig = { ...(translated.config.docs as Record<string, unknown>) };
    const sidebars = await writeSidebars({ site, translated, loaded, staging, run: exec ? { onRun, timeLimitMs: moduleTimeLimitMs } : undefined });
    notes.push(...sidebars.notes);
    if (sidebars.file === undefined) delete docsConfig.sidebarPath;
    else docsConfig.sidebarPath = sidebars.file;

    const editLinks = await carryEditUrl({ translated, site, staging, currentDocs, versions, routeBasePath: location.routeBasePath, defaultLocale });
    notes.push(...editLinks.notes);
    if (editLinks.editUrl !== undefined) docsConfig.editUrl = editLinks.editUrl;

    const dotfiles = staticDotfilesOf(staticFiles);
    notes.push(...dotfiles.notes);
    const plugins = await carryMarkdownPlugins({ plugins: translated.markdownPlugins, siteDir: site.dir, staging, configFile: site.configFile });
    notes.push(...plugins.notes);
    const siteConfig = {
      ...translated.config,
      ...(plugins.imports.length > 0 && { markdown: { ...(translated.config.markdown as object | undefined), ...plugins.lists } }),
      ...(dotfiles.include.length > 0 && { static: { include: dotfiles.include } }),
      docs: docsConfig,
      ...liveCopyright(source, translated.config.footer),
    };
    const { dependencies, dropped } = await writePackageJson(site.dir, staging, plugins.packages);
    for (const name of plugins.packages.filter((name) => !dependencies.includes(name)))
      notes.push({
        file: site.configFile,
        message: `The new config imports the Markdown plugin package ${name}, which the site’s package.json does not list`,
        todo: `Run \`npm install ${name}\` in the new site.`,
      });
    const customCss = await carryCustomCss({
      files: translated.customCss,
      siteDir: site.dir,
      staticDirs: staticDirectoriesOf(config),
      staging,
      configFile: site.configFile,
      configText: JSON.stringify(siteConfig),
      packages: dependencies,
    });
    notes.push(...customCss.notes);
    const withStylesheets = customCss.stylesheets.length === 0 ? siteConfig : { ...siteConfig, stylesheets: customCss.stylesheets };
    await writeFile(path.join(staging, 'site.config.ts'), writeConfigSource(withStylesheets, { from: site.configFile, imports: plugins.imports }));

    const summary: MigrationSummary = {
      title: typeof translated.config.title === 'string' ? translated.config.title : path.basename(site.dir),
      configFile: site.configFile,
      configMode: loaded.mode,
      docsFrom: path.relative(site.dir, docsDir).split(path.sep).join('/') || '.',
      docs: currentDocs.length,
      versions,
      staticFiles: staticFiles.size,
      sidebarsFile: sidebars.file,
      editUrl: editLinks.summary,
      ownCode: ownCode.copied,
      pages: pages.carried.map((page) => page.path),
      blogPosts: blogPosts.length,
      dependencies,
      droppedPackages: dropped,
      markdownPlugins: plugins.carried,
      stylesheets: customCss.stylesheets,
    };
    const ordered = sortNotes(notes);
    await writeFile(path.join(staging, 'MIGRATION.md'), writeMigrationReport(summary, ordered));
    if (staging !== outDir) await rename(staging, outDir);
    return { ok: true, summary, notes: ordered };
  } catch (error) {
    if (staging !== outDir) await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

// ---------------------------------------------------------------------------
// Reading the Docusaurus site

async function exists(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined)) !== undefined;
}

/** Every file under `dir`, relative to it, POSIX, sorted; none when it does not exist. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !entry.parentPath.split(path.sep).includes('node_modules'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Names that are a tool's state or a secret far more often than a file for readers: not listed, whatever Docusaurus did. */
const UNLISTED_DOTFILE = /^(?:\.DS_Store|\.git|\.env(?:\..*)?|\.npmrc|\.htpasswd)$/;

/**
 * What `static.include` lists so that the new site publishes the dotfiles Docusaurus copied from static/
 * (`.nojekyll`, `.well-known`): the first dot-named part of each such file's path. Secrets and tool state are left
 * off the list, each with a note.
 */
function staticDotfilesOf(staticFiles: ReadonlySet<string>): { include: string[]; notes: MigrationNote[] } {
  const include = new Set<string>();
  const unlisted = new Set<string>();
  for (const file of staticFiles) {
    const parts = file.split('/');
    const at = parts.findIndex((part) => part.startsWith('.'));
    if (at === -1) continue;
    const entry = parts.slice(0, at + 1).join('/');
    (UNLISTED_DOTFILE.test(parts[at]!) ? unlisted : include).add(entry);
  }
  const notes = [...unlisted].sort().map(
    (entry): MigrationNote => ({
      file: `static/${entry}`,
      message: `static/${entry} is not published by the new site: docs-gen leaves dotfiles in static/ out unless static.include lists them, and this one looks like a tool's state or a secret`,
      todo: `Remove it from static/; if readers really need it, add '${entry}' to static.include in site.config.ts.`,
    }),
  );
  return { include: [...include].sort(), notes };
}

/** The docs of a docs folder (relative paths), as Docusaurus finds them: .md and .mdx, not under a `_` or `.` name. */
async function listDocs(dir: string): Promise<string[]> {
  return (await listFiles(dir)).filter((file) => DOC_FILE.test(file) && !file.split('/').some((part) => part.startsWith('_') || part.startsWith('.')));
}

/** Each doc's URL by id, as docs-gen will make it (ids and slugs from front matter, number prefixes left out). */
async function permalinksOf(docsDir: string, docs: readonly string[], routeBasePath: string): Promise<Map<string, string>> {
  const permalinks = new Map<string, string>();
  for (const relativePath of docs) {
    const meta = await metaOf(docsDir, relativePath, routeBasePath);
    permalinks.set(meta.id, meta.permalink);
  }
  return permalinks;
}

async function metaOf(docsDir: string, relativePath: string, routeBasePath: string) {
  const text = await readFile(path.join(docsDir, relativePath), 'utf8');
  const yamlText = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text)?.[1];
  const { frontMatter } = yamlText === undefined ? { frontMatter: {} } : parseFrontMatter({ yamlText, file: relativePath, firstLine: 2 });
  return computeDocMeta({ file: relativePath, relativePath, frontMatter, contentTitle: undefined, routeBasePath, version: 'current' });
}

/** The first of `folders` (each a folder or file the migration copies, and the config field naming it) that is there and leads out of `readableRoot`. */
function folderOutside(
  readableRoot: string,
  folders: ReadonlyArray<{ dir: string; field?: FieldPath | undefined }>,
): { dir: string; field?: FieldPath | undefined; real: string | undefined } | undefined {
  for (const folder of folders) {
    const outside = leadsOutside(folder.dir, readableRoot);
    if (outside !== undefined) return { ...folder, real: outside.real };
  }
  return undefined;
}

/** Docusaurus's `staticDirectories`, `['static']` unless the config says otherwise. */
function staticDirectoriesOf(config: Record<string, unknown>): string[] {
  const dirs = config.staticDirectories;
  return Array.isArray(dirs) ? dirs.filter((dir): dir is string => typeof dir === 'string') : ['static'];
}

async function readVersionNames(siteDir: string): Promise<string[]> {
  const text = await readFile(path.join(siteDir, VERSIONS_FILE), 'utf8').catch(() => undefined);
  if (text === undefined) return [];
  const names = JSON.parse(text) as unknown;
  return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : [];
}

/** What loading the config left out: the packages it could not import, and all of it when it could not run. */
function loadNotes(loaded: LoadedDocusaurusConfig, site: DocusaurusSite, source: string): MigrationNote[] {
  const notes: MigrationNote[] = loaded.missingPackages.map((name) => ({
    file: site.configFile,
    ...lineNaming(source, name),
    message: `The config imports ${name}, which is not installed in the Docusaurus site: what it gives the config was left out`,
    todo: 'Run npm install in the Docusaurus site and migrate again, or check the values that depend on it in site.config.ts.',
  }));
  if (loaded.executionError !== undefined) {
    notes.unshift({
      file: site.configFile,
      message: `The config could not be run (${loaded.executionError}); it was read without running it, and the values that need running are listed below`,
      todo: 'Fix what stops it from running (often: npm install in the Docusaurus site) and migrate again, or set those values by hand.',
    });
  }
  return notes;
}

/** The first line of the config that names a package in quotes (its import or require), if any. */
function lineNaming(source: string, name: string): { line?: number; column?: number } {
  const lines = source.split('\n');
  for (const [index, text] of lines.entries()) {
    const column = text.search(new RegExp(`['"\`]${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[/'"\`]`));
    if (column !== -1) return { line: index + 1, column: column + 1 };
  }
  return {};
}

// ---------------------------------------------------------------------------
// Writing the new site

/**
 * Copies `from` to `to`, links as links, leaving out node_modules and the links leading out of `readableRoot`,
 * each with a note (`siteDir`: what the notes' files are relative to).
 */
async function copyTree(
  from: string,
  to: string,
  { readableRoot, siteDir, notes }: { readableRoot: string; siteDir: string; notes: MigrationNote[] },
): Promise<void> {
  if (!(await exists(from))) return;
  await cp(from, to, {
    recursive: true,
    filter: (file) => {
      if (path.basename(file) === 'node_modules') return false;
      const problem = linkProblem(file, readableRoot);
      if (problem === undefined) return true;
      notes.push({
        file: relativePosixPath(siteDir, file),
        message: `${relativePosixPath(siteDir, file)} is a link ${problem}, so it was not carried over`,
        todo: 'Copy the file into the site, or point the link at a file inside it.',
      });
      return false;
    },
  });
}

/**
 * The site's own code (src/, which `@site/src/…` imports name): components, theme overrides and CSS,
 * copied as they are; the pages folder is carried by copyPages. Swizzled theme components are reported.
 */
async function copyOwnCode(siteDir: string, staging: string): Promise<{ copied: number; notes: MigrationNote[] }> {
  const srcDir = path.join(siteDir, 'src');
  const files = await listFiles(srcDir);
  const notes: MigrationNote[] = [];
  const swizzled = new Set<string>();
  let copied = 0;
  for (const file of files) {
    // The pages folder is carried on its own (copyPages): docs-gen reads src/pages as pages.
    if (file.startsWith('pages/')) continue;
    if (file.startsWith('theme/')) {
      const component = file
        .slice('theme/'.length)
        .split('/')[0]!
        .replace(/\.[jt]sx?$/, '');
      if (!swizzled.has(component)) {
        swizzled.add(component);
        notes.push({
          file: `src/${file}`,
          message: `src/theme/${component} replaces Docusaurus’s ${component} (swizzled); it is copied, but docs-gen’s theme differs from Docusaurus’s`,
          todo: `Check that docs-gen’s theme has a ${component} a site may replace (README: theme overrides); else port what it changes.`,
        });
      }
    }
    await mkdir(path.dirname(path.join(staging, 'src', file)), { recursive: true });
    await cp(path.join(srcDir, file), path.join(staging, 'src', file));
    copied++;
  }
  return { copied, notes };
}

/** A Markdown plugin the new config could not import, with the docs it changes (found by running it where the config runs). */
async function leftPluginNote({
  left,
  loaded,
  site,
  locate,
  docsDir,
  docs,
  config,
}: {
  left: LeftPlugin;
  loaded: LoadedDocusaurusConfig;
  site: DocusaurusSite;
  locate: (field: FieldPath) => { line: number; column: number } | undefined;
  docsDir: string;
  docs: readonly string[];
  config: Record<string, unknown>;
}): Promise<MigrationNote> {
  const format = (config.markdown as { format?: unknown } | undefined)?.format;
  const pages = await pagesChangedBy({ plugin: left, docsDir, docs, format: typeof format === 'string' ? format : 'mdx', transform: loaded.transform });
  const shown = 10;
  const which =
    pages === undefined
      ? ''
      : pages.length === 0
        ? '; run on the docs, it changed none of them'
        : `; it changes ${pages.length === 1 ? 'this doc' : `these ${pages.length} docs`}: ${pages.slice(0, shown).join(', ')}${pages.length > shown ? `, and ${pages.length - shown} more` : ''}`;
  return {
    file: site.configFile,
    ...locate(left.field),
    field: fieldName(left.field),
    message: `The Markdown plugin ${left.name} is not carried over: ${left.why}${which}`,
    todo: `Add it to \`markdown.${left.list}\` in site.config.ts yourself (README: Markdown plugins), or check the pages that rely on it.`,
  };
}

/** Which pages of the site's pages folder the new site builds; none when the preset turns pages off or the folder is missing. */
async function planSitePages({
  siteDir,
  readableRoot,
  pagesFolder,
}: {
  siteDir: string;
  readableRoot: string;
  pagesFolder: string | undefined;
}): Promise<PagesPlan> {
  if (pagesFolder === undefined) return { carried: [], left: [], siteFiles: [] };
  const pagesDir = path.resolve(siteDir, pagesFolder);
  return planPages({
    siteDir,
    readableRoot,
    pagesDir,
    files: await listFiles(pagesDir),
    readText: (file) => readFile(file, 'utf8'),
    packages: (await sitePackages(siteDir, [])).dependencies,
    themeComponents: Object.keys(mdxComponents),
  });
}

/**
 * The pages folder into src/pages, but for the pages the new site cannot build (each reported with why, and
 * the links to it left out of the config); with the files of the site outside src/ that the pages import.
 */
async function copyPages({
  siteDir,
  staging,
  pagesFolder,
  pages,
  copy,
}: {
  siteDir: string;
  staging: string;
  pagesFolder: string | undefined;
  pages: PagesPlan;
  copy: (from: string, to: string) => Promise<void>;
}): Promise<MigrationNote[]> {
  const notes: MigrationNote[] = [];
  if (pagesFolder === undefined) {
    const unread = pageFilesOf(await listFiles(path.join(siteDir, 'src/pages')));
    if (unread.length > 0)
      notes.push({
        file: 'src/pages',
        message: 'The config turns pages off (pages: false): src/pages was not copied, for the new site would build each file there as a page',
        todo: 'Move what other files import from src/pages elsewhere in src/.',
      });
    return notes;
  }
  await copy(path.resolve(siteDir, pagesFolder), 'src/pages');
  for (const page of pages.left) {
    await rm(path.join(staging, 'src/pages', page.relativePath), { force: true });
    notes.push({
      file: `${pagesFolder}/${page.relativePath}`,
      message: `The page ${page.path} (${pagesFolder}/${page.relativePath}) is not carried over: ${page.reason}`,
      todo: 'Make it build without that import (docs-gen/page and README: pages say what a page may use), then put it back in src/pages.',
    });
  }
  for (const file of pages.siteFiles) {
    if (await exists(path.join(staging, file))) continue;
    await mkdir(path.dirname(path.join(staging, file)), { recursive: true });
    await cp(path.join(siteDir, file), path.join(staging, file));
  }
  return notes;
}

/** The blog's folder into blog/, with its authors file as blog/authors.yml wherever the config kept it. */
async function copyBlog({
  siteDir,
  staging,
  blog,
  copy,
}: {
  siteDir: string;
  staging: string;
  blog: NonNullable<ReturnType<typeof blogLocationOf>>;
  copy: (from: string, to: string) => Promise<void>;
}): Promise<void> {
  await copy(path.resolve(siteDir, blog.path), 'blog');
  const authors = path.resolve(siteDir, blog.authorsFile);
  if (authors !== path.resolve(siteDir, blog.path, 'authors.yml') && (await exists(authors))) await cp(authors, path.join(staging, 'blog/authors.yml'));
}

/** The sidebars file: a JSON one copied as it is, a JavaScript one run (or, with exec off, read) and written as JSON. */
async function writeSidebars({
  site,
  translated,
  loaded,
  staging,
  run,
}: {
  site: DocusaurusSite;
  translated: TranslatedConfig;
  loaded: LoadedDocusaurusConfig;
  staging: string;
  /** How to run a sidebars.js; undefined: read it without running it. */
  run: { onRun: ((run: ModuleRun) => void) | undefined; timeLimitMs: number } | undefined;
}): Promise<{ file: string | undefined; notes: MigrationNote[] }> {
  let sidebarPath = translated.docs.sidebarPath;
  const notes: MigrationNote[] = [];
  if (sidebarPath === undefined && loaded.mode === 'static') {
    // The path may be computed (`path.resolve(__dirname, 'sidebars.js')`): the usual names are what it computes.
    for (const name of ['sidebars.json', 'sidebars.js', 'sidebars.ts', 'sidebars.mjs', 'sidebars.cjs']) {
      if (await exists(path.join(site.dir, name))) {
        sidebarPath = name;
        notes.push({
          file: site.configFile,
          message: `The sidebars were taken from ${name}, the file the config most likely names`,
          todo: 'Check that these are the sidebars the site shows.',
        });
        break;
      }
    }
  }
  if (sidebarPath === undefined) return { file: undefined, notes };
  const from = path.resolve(site.dir, sidebarPath);
  const name = sidebarFileName(sidebarPath);
  if (from.endsWith('.json')) {
    await cp(from, path.join(staging, name));
    return { file: name, notes };
  }
  const file = path.relative(site.dir, from).split(path.sep).join('/');
  const read = run ? await runSidebars(from, file, run) : await readSidebarsStatically(from, file);
  if (!read.ok) {
    notes.push({
      file,
      ...(read.line !== undefined && { line: read.line, column: read.column }),
      message: `The sidebars could not be read (${read.message}); the site uses the sidebar generated from the docs’ folders`,
      todo: 'Write the sidebars into sidebars.json (or docs.sidebars) by hand.',
    });
    return { file: undefined, notes };
  }
  await writeFile(path.join(staging, name), `${JSON.stringify(read.sidebars, null, 2)}\n`);
  return { file: name, notes };
}

type SidebarsRead = { ok: true; sidebars: Record<string, unknown> } | { ok: false; message: string; line?: number; column?: number };

async function runSidebars(
  from: string,
  file: string,
  { onRun, timeLimitMs }: { onRun: ((run: ModuleRun) => void) | undefined; timeLimitMs: number },
): Promise<SidebarsRead> {
  onRun?.({ file, timeLimitMs });
  const ran = await runSiteModule({ dir: path.dirname(from), file: path.basename(from) }, timeLimitMs);
  if (!ran.ok) return { ok: false, message: ran.message };
  ran.module.close();
  return { ok: true, sidebars: ran.module.value };
}

/** The sidebars as written in the file, when every value can be read without running it. */
async function readSidebarsStatically(from: string, file: string): Promise<SidebarsRead> {
  const read = await readConfigStatically({ source: await readFile(from, 'utf8'), file, dir: path.dirname(from) });
  if (!read.ok) return read;
  const unread = firstUnreadValue(read.config);
  if (unread !== undefined) {
    return {
      ok: false,
      message: `${unread.what} cannot be read without running the file, and --no-exec was given`,
      ...(unread.line !== undefined && { line: unread.line, column: unread.column }),
    };
  }
  return { ok: true, sidebars: read.config };
}

function firstUnreadValue(value: unknown): UnreadValue | undefined {
  if (value instanceof UnreadValue) return value;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const entry of Object.values(value)) {
    const unread = firstUnreadValue(entry);
    if (unread !== undefined) return unread;
  }
  return undefined;
}

/**
 * `editUrl` as docs-gen has it: a string is kept (docs-gen joins it with the doc's file, as Docusaurus
 * does); a function is run for each doc with the doc's place in the new site, and when every link it
 * gives is one base joined with the doc's file, that base is the editUrl; otherwise each doc gets its
 * link as `custom_edit_url`.
 */
async function carryEditUrl({
  translated,
  site,
  staging,
  currentDocs,
  versions,
  routeBasePath,
  defaultLocale,
}: {
  translated: TranslatedConfig;
  site: DocusaurusSite;
  staging: string;
  currentDocs: readonly string[];
  versions: readonly string[];
  routeBasePath: string;
  defaultLocale: string;
}): Promise<{ editUrl: string | undefined; summary: string | undefined; notes: MigrationNote[] }> {
  const { editUrl, editUrlField } = translated.docs;
  if (editUrl === undefined) return { editUrl: undefined, summary: undefined, notes: [] };
  if (typeof editUrl === 'string') return { editUrl, summary: `docs.editUrl ${editUrl}, joined with each doc’s file in this site`, notes: [] };
  const docsOf = [
    { version: 'current', dir: 'content', docs: currentDocs },
    ...(await Promise.all(
      versions.map(async (name) => ({ version: name, dir: versionDocsDir(name), docs: await listDocs(path.join(staging, versionDocsDir(name))) })),
    )),
  ];
  const links: Array<{ file: string; url: string; joined: string }> = [];
  try {
    for (const { version, dir, docs } of docsOf) {
      for (const docPath of docs) {
        const meta = await metaOf(path.join(staging, dir), docPath, routeBasePath);
        const args: EditUrlArgs = { version, versionDocsDirPath: dir, docPath, permalink: meta.permalink, locale: defaultLocale };
        const url = await editUrl(args);
        if (typeof url === 'string') links.push({ file: `${dir}/${docPath}`, url, joined: `${dir}/${docPath}` });
      }
    }
  } catch (error) {
    return {
      editUrl: undefined,
      summary: undefined,
      notes: [
        {
          file: site.configFile,
          field: editUrlField,
          message: `The editUrl function threw (${error instanceof Error ? error.message : String(error)}): no edit links were carried over`,
          todo: 'Set docs.editUrl in site.config.ts: the URL each doc’s file (content/…) is joined to.',
        },
      ],
    };
  }
  const bases = new Set(links.map(({ url, joined }) => (url.endsWith(joined) ? url.slice(0, -joined.length) : undefined)));
  const [base] = bases;
  if (bases.size === 1 && base !== undefined) {
    return { editUrl: base, summary: `docs.editUrl ${base}: the editUrl function, run for each doc, joins it with the doc’s file in this site`, notes: [] };
  }
  for (const { file, url } of links) {
    const target = path.join(staging, file);
    await writeFile(target, withFrontMatterField(await readFile(target, 'utf8'), 'custom_edit_url', url));
  }
  return { editUrl: undefined, summary: `each doc’s custom_edit_url, as the editUrl function gave it for the doc (${links.length} docs)`, notes: [] };
}

/** The doc with `key: value` in its front matter, unless it sets the key already. */
function withFrontMatterField(text: string, key: string, value: string): string {
  const line = `${key}: ${JSON.stringify(value)}`;
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  if (match === null) return `---\n${line}\n---\n\n${text}`;
  if (new RegExp(`^${key}\\s*:`, 'm').test(match[1]!)) return text;
  return text.replace(/^---\r?\n/, `---\n${line}\n`);
}

/** The footer, its copyright kept live when the Docusaurus config made it with the current year. */
function liveCopyright(configSource: string, footer: unknown): { footer?: Record<string, unknown> } {
  const copyright = (footer as { copyright?: unknown } | undefined)?.copyright;
  if (typeof copyright !== 'string' || !/new\s+Date\(\)\s*\.getFullYear\(\)/.test(configSource)) return {};
  return { footer: { ...(footer as Record<string, unknown>), copyright: withLiveYear(copyright) } };
}

/**
 * The site's own dependencies (its components may import them), without what docs-gen brings and
 * Docusaurus's plugins and themes from others (`dropped`, which MIGRATION.md lists).
 */
/** `imported`: packages the new config imports (the docs' Markdown plugins), kept whatever their names. */
async function writePackageJson(
  siteDir: string,
  staging: string,
  imported: readonly string[],
): Promise<{ dependencies: readonly string[]; dropped: readonly string[] }> {
  const { original, versions, dependencies, dropped } = await sitePackages(siteDir, imported);
  if (original === undefined) return { dependencies: [], dropped: [] };
  const pkg = {
    name: typeof original.name === 'string' ? original.name : path.basename(siteDir),
    private: true,
    // The site's own: its .js files (local Markdown plugins, components) are CommonJS or ES modules as it says.
    ...(original.type === 'module' || original.type === 'commonjs' ? { type: original.type } : {}),
    scripts: { build: 'docs-gen build', dev: 'docs-gen dev' },
    dependencies: versions,
  };
  await writeFile(path.join(staging, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  return { dependencies, dropped };
}

/**
 * The site's package.json, and the packages the new one keeps (with their versions): not Docusaurus, its plugins
 * or what docs-gen brings, unless the new config imports them (`imported`).
 */
async function sitePackages(
  siteDir: string,
  imported: readonly string[],
): Promise<{
  original: { name?: unknown; type?: unknown; dependencies?: Record<string, string> } | undefined;
  versions: Record<string, string>;
  dependencies: string[];
  dropped: string[];
}> {
  const text = await readFile(path.join(siteDir, 'package.json'), 'utf8').catch(() => undefined);
  if (text === undefined) return { original: undefined, versions: {}, dependencies: [], dropped: [] };
  const original = JSON.parse(text) as { name?: unknown; type?: unknown; dependencies?: Record<string, string> };
  const wanted = Object.entries(original.dependencies ?? {}).filter(([name]) => !NOT_NEEDED_PACKAGE.test(name) || imported.includes(name));
  const kept = (name: string) => !DOCUSAURUS_PLUGIN_PACKAGE.test(name) || imported.includes(name);
  const versions = Object.fromEntries(wanted.filter(([name]) => kept(name)));
  return { original, versions, dependencies: Object.keys(versions), dropped: wanted.map(([name]) => name).filter((name) => !kept(name)) };
}

/** The report's order: by file, then line; notes without a line first in their file. */
function sortNotes(notes: readonly MigrationNote[]): MigrationNote[] {
  return [...notes].sort((a, b) => (a.file === b.file ? (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) : a.file < b.file ? -1 : 1));
}
