/**
 * A Docusaurus config → a docs-gen config, field by field, and what could
 * not be carried over, each with the field it was written in and what to do.
 * Pure: the values come in (run or read), the docs' ids and URLs and the
 * site's custom pages are given, and the result is data to write.
 */
import { isStub } from './stub-module.js';
import { checkDirectiveName } from '../config/field-rules.js';
import { ADMONITION_TYPES } from '../content/remark-admonitions.js';
import { UnreadValue, type FieldPath, type ImportedValue } from './read-config-statically.js';

/** Something the migration could not carry over, or changed, and what to do about it. */
export interface MigrationNote {
  /** The Docusaurus site's file, relative to its folder: `docusaurus.config.mjs`. */
  readonly file: string;
  readonly line?: number;
  readonly column?: number;
  /** The config field: `themeConfig.algolia`. */
  readonly field?: string;
  /** What was not carried over, one sentence. */
  readonly message: string;
  /** What to do. */
  readonly todo: string;
}

export interface DocusaurusDocsOptions {
  /** The docs folder, relative to the site folder: `docs`, `../docs`. */
  readonly path: string;
  /** The sidebars file relative to the site folder, when there is one. */
  readonly sidebarPath: string | undefined;
  /** `editUrl` as the config gives it: a string, or a function to run per doc. */
  readonly editUrl: string | ((args: EditUrlArgs) => unknown) | undefined;
  /** Where `editUrl` is written, for the report. */
  readonly editUrlField: string;
}

/** What Docusaurus passes an `editUrl` function. */
export interface EditUrlArgs {
  readonly version: string;
  readonly versionDocsDirPath: string;
  readonly docPath: string;
  readonly permalink: string;
  readonly locale: string;
}

export interface CustomCss {
  readonly file: string;
  readonly field: string;
  readonly line: number | undefined;
  readonly column: number | undefined;
}

export interface CarriedPlugin {
  /** The docs-gen field it goes in, as in Docusaurus: `remarkPlugins`. */
  readonly list: (typeof MARKDOWN_PLUGIN_LISTS)[number];
  /** The module as the Docusaurus config names it (a package, or a file relative to the config). */
  readonly module: ImportedValue;
  /** Its options: plain data, or none. */
  readonly options: unknown;
}

export const MARKDOWN_PLUGIN_LISTS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;

export interface TranslateInput {
  readonly config: Record<string, unknown>;
  readonly configFile: string;
  /** Where a field is written in the config file. */
  readonly locate: (field: FieldPath) => { line: number; column: number } | undefined;
  /** The module a field's value is written as coming from (`require('x').default`), if it is. */
  readonly imports?: (field: FieldPath) => ImportedValue | undefined;
  /** Each doc's URL path by id (`getting-started` → `/docs/getting-started`), of the unreleased docs. */
  readonly docPermalinks: ReadonlyMap<string, string>;
  /** Files of the static folders, relative to them: `img/logo.svg`. */
  readonly staticFiles: ReadonlySet<string>;
  /** The URL paths of the pages the new site builds from the site's pages folder: `/`, `/help`. @default none */
  readonly pagePaths?: ReadonlySet<string>;
  /** The blog's URL path, when the new site builds the blog: `/blog`. @default none */
  readonly blogPath?: string;
}

export interface TranslatedConfig {
  /** The docs-gen config, as plain data: written into site.config.ts. */
  readonly config: Record<string, unknown>;
  readonly docs: DocusaurusDocsOptions;
  /** CSS files the theme was given (`customCss`), as written (often absolute), with where. */
  readonly customCss: readonly CustomCss[];
  /** The docs' remark and rehype plugins carried over: each from its module, with its options. */
  readonly markdownPlugins: readonly CarriedPlugin[];
  /** Those that could not be: migrate finds the pages each changes and reports it with them. */
  readonly markdownPluginsLeft: readonly LeftPlugin[];
  readonly notes: readonly MigrationNote[];
}

/** A Markdown plugin the new config cannot import, with why, and the plugin itself when the config ran. */
export interface LeftPlugin {
  readonly field: FieldPath;
  readonly list: (typeof MARKDOWN_PLUGIN_LISTS)[number];
  /** Its module, or its place in the config. */
  readonly name: string;
  readonly why: string;
  readonly plugin: unknown;
  readonly options: unknown;
}

/** Docusaurus's defaults where docs-gen's differ, so the migrated site keeps its URLs and reading. */
const DOCUSAURUS_DEFAULTS = { routeBasePath: 'docs', docsPath: 'docs', markdownFormat: 'mdx' } as const;

/** Options for Docusaurus's deployment command, or its bundler: nothing a built site shows. */
const DEPLOYMENT_ONLY = new Set(['organizationName', 'projectName', 'deploymentBranch', 'githubHost', 'githubPort', 'webpack', 'ssrTemplate']);

const DOCS_PLUGIN = /^(@docusaurus\/plugin-content-docs|content-docs)$/;
const CLASSIC_PRESET = /^(@docusaurus\/preset-classic|classic)$/;

/** Plugins and themes whose work docs-gen does itself, so nothing is lost without them. */
const BUILT_IN = new Map<RegExp, string>([
  [/^(@docusaurus\/plugin-sitemap|sitemap)$/, 'docs-gen writes sitemap.xml'],
  [/^(@docusaurus\/theme-mermaid|mermaid)$/, 'docs-gen draws mermaid diagrams'],
  [/^@docusaurus\/remark-plugin-npm2yarn$/, 'npm2yarn code blocks are built in'],
  [/^(@docusaurus\/theme-classic|classic)$/, 'docs-gen has its own theme'],
]);

const CLIENT_REDIRECTS_PLUGIN = /^(@docusaurus\/plugin-client-redirects|client-redirects)$/;

/** Classic preset options that configure other plugins than docs. */
const PRESET_PARTS: Readonly<Record<string, { readonly message: string; readonly todo: string } | undefined>> = {
  gtag: { message: 'Google Analytics (gtag) is not carried over', todo: 'Add the analytics script to the theme, or leave it out.' },
  googleAnalytics: { message: 'Google Analytics is not carried over', todo: 'Add the analytics script to the theme, or leave it out.' },
  googleTagManager: { message: 'Google Tag Manager is not carried over', todo: 'Add the script to the theme, or leave it out.' },
  sitemap: undefined,
  debug: undefined,
  svgr: undefined,
};

export function translateConfig(input: TranslateInput): TranslatedConfig {
  return new Translation(input).run();
}

class Translation {
  private readonly notes: MigrationNote[] = [];
  private readonly out: Record<string, unknown> = {};
  private docs: DocusaurusDocsOptions = { path: DOCUSAURUS_DEFAULTS.docsPath, sidebarPath: undefined, editUrl: undefined, editUrlField: '' };
  private docsOptions: Record<string, unknown> = {};
  private docsField: FieldPath = [];
  private customCss: CustomCss[] = [];
  private markdownPluginsCarried: CarriedPlugin[] = [];
  private markdownPluginsLeft: LeftPlugin[] = [];
  private routeBasePath = `/${DOCUSAURUS_DEFAULTS.routeBasePath}`;

  constructor(private readonly input: TranslateInput) {}

  run(): TranslatedConfig {
    const { config } = this.input;
    this.findDocsOptions();
    // Links anywhere in the config are read against these two, whatever order the config writes them in.
    this.routeBasePath = docsLocationOf(config).routeBasePath;
    if (typeof config.baseUrl === 'string') this.out.baseUrl = config.baseUrl;
    for (const [key, value] of Object.entries(config)) this.topLevel(key, value);
    this.out.markdown = {
      ...(this.out.markdown as object | undefined),
      format: (this.out.markdown as { format?: string } | undefined)?.format ?? DOCUSAURUS_DEFAULTS.markdownFormat,
    };
    this.translateDocsOptions();
    return {
      config: this.out,
      docs: this.docs,
      customCss: this.customCss,
      markdownPlugins: this.markdownPluginsCarried,
      markdownPluginsLeft: this.markdownPluginsLeft,
      notes: this.notes,
    };
  }

  // -------------------------------------------------------------------------
  // Reporting

  private note(field: FieldPath, message: string, todo: string): void {
    const at = this.input.locate(field);
    this.notes.push({ file: this.input.configFile, ...at, field: fieldName(field), message, todo });
  }

  /** The value, or undefined (and a note) when it was not read or comes from a package the site has not installed. */
  private readable(field: FieldPath, value: unknown): unknown {
    if (value instanceof UnreadValue) {
      this.note(field, `${fieldName(field)} could not be read without running the config (${value.what})`, 'Set it in site.config.ts by hand.');
      return undefined;
    }
    if (isStub(value)) {
      this.note(
        field,
        `${fieldName(field)} comes from a package the site has not installed`,
        'Install the site’s dependencies and migrate again, or set it in site.config.ts by hand.',
      );
      return undefined;
    }
    return value;
  }

  private unknownOption(field: FieldPath, what = 'docs-gen has no such option'): void {
    this.note(
      field,
      `${fieldName(field)} is not carried over: ${what}`,
      'Remove it, or find the docs-gen setting that does what it did (README: Configuration).',
    );
  }

  // -------------------------------------------------------------------------
  // Top level

  private topLevel(key: string, raw: unknown): void {
    const field = [key];
    if (DEPLOYMENT_ONLY.has(key)) return;
    if (key === 'presets' || key === 'plugins' || key === 'themes') {
      this.pluginList(key, raw);
      return;
    }
    const value = this.readable(field, raw);
    if (value === undefined) return;
    switch (key) {
      case 'title':
      case 'tagline':
      case 'url':
      case 'favicon':
      case 'titleDelimiter':
        if (typeof value === 'string') this.out[key] = key === 'url' ? value.replace(/\/+$/, '') : value;
        return;
      case 'baseUrl':
        if (typeof value === 'string') this.out.baseUrl = value;
        return;
      case 'trailingSlash':
      case 'noIndex':
      case 'baseUrlIssueBanner':
        if (typeof value === 'boolean') this.out[key] = value;
        return;
      case 'onBrokenLinks':
      case 'onBrokenAnchors':
      case 'onBrokenMarkdownLinks':
      case 'onDuplicateRoutes':
        this.severity(field, key, value);
        return;
      case 'i18n':
        this.i18n(value);
        return;
      case 'markdown':
        this.markdown(value);
        return;
      case 'future':
        this.future(value);
        return;
      case 'staticDirectories':
        // Copied into static/ (see migrate-site.ts).
        return;
      case 'themeConfig':
        this.themeConfig(value);
        return;
      case 'customFields':
        if (isObject(value) && isPlainData(value)) this.out.customFields = value;
        else
          this.note(
            field,
            'customFields is not carried over: it holds values that are not plain data, which pages cannot be given',
            'Put the values where they are used (a component or a doc), or make them plain data.',
          );
        return;
      case 'scripts':
      case 'stylesheets':
      case 'headTags':
      case 'clientModules':
        this.note(field, `${key} is not carried over: docs-gen adds nothing to the pages' head or bundle from the config`, 'Add what they load to the theme.');
        return;
      default:
        this.unknownOption(field);
        return;
    }
  }

  private severity(field: FieldPath, key: string, value: unknown): void {
    if (value === 'throw' || value === 'warn' || value === 'ignore') this.out[key] = value;
    else if (value === 'log') this.out[key] = 'warn';
    else this.unknownOption(field, `${JSON.stringify(value)} is not one of throw, warn, ignore`);
  }

  private i18n(value: unknown): void {
    if (!isObject(value)) return;
    const i18n: Record<string, unknown> = {};
    for (const [key, raw] of Object.entries(value)) {
      const field = ['i18n', key];
      const item = this.readable(field, raw);
      if (item === undefined) continue;
      if (key === 'defaultLocale' || key === 'locales') i18n[key] = item;
      else if (key === 'localeConfigs' && isObject(item)) {
        i18n.localeConfigs = Object.fromEntries(
          Object.entries(item).map(([locale, settings]) => {
            const kept: Record<string, unknown> = {};
            for (const [name, setting] of Object.entries(isObject(settings) ? settings : {})) {
              if (name === 'label' || name === 'htmlLang' || name === 'direction') kept[name] = setting;
              else this.unknownOption([...field, locale, name]);
            }
            return [locale, kept];
          }),
        );
      } else if (key !== 'path') this.unknownOption(field);
    }
    this.out.i18n = i18n;
    const locales = Array.isArray(i18n.locales) ? i18n.locales : [];
    if (locales.length > 1) {
      this.note(
        ['i18n', 'locales'],
        'Translations (i18n/<locale>/) are not carried over: docs-gen builds the default locale; the locale dropdown links the others where they are served',
        'Build each translation as a site of its own, or keep serving them from the Docusaurus site.',
      );
    }
  }

  private markdown(value: unknown): void {
    if (!isObject(value)) return;
    const markdown: Record<string, unknown> = {};
    for (const [key, raw] of Object.entries(value)) {
      const field = ['markdown', key];
      const item = this.readable(field, raw);
      if (item === undefined) continue;
      if (key === 'format' && (item === 'mdx' || item === 'md' || item === 'detect')) markdown.format = item;
      else if (key === 'mermaid') continue;
      else if (key === 'hooks' && isObject(item)) {
        for (const [hook, setting] of Object.entries(item)) {
          if (hook === 'onBrokenMarkdownLinks') this.severity([...field, hook], 'onBrokenMarkdownLinks', setting);
          else this.unknownOption([...field, hook]);
        }
      } else this.unknownOption(field);
    }
    this.out.markdown = { ...(this.out.markdown as object | undefined), ...markdown };
  }

  private future(value: unknown): void {
    if (!isObject(value)) return;
    for (const [key, raw] of Object.entries(value)) {
      const field = ['future', key];
      const item = this.readable(field, raw);
      if (key === 'experimental_router' && (item === 'browser' || item === 'hash')) this.out.future = { experimental_router: item };
      // Options of Docusaurus's own build (faster bundlers, the next major's flags): nothing a page shows.
      else if (key !== 'experimental_faster' && key !== 'v4' && key !== 'experimental_storage') this.unknownOption(field);
    }
  }

  // -------------------------------------------------------------------------
  // Presets, plugins, themes

  private findDocsOptions(): void {
    const found = docsPluginOptions(this.input.config);
    this.docsOptions = found.options;
    this.docsField = found.field;
  }

  private pluginList(key: 'presets' | 'plugins' | 'themes', raw: unknown): void {
    const list = this.readable([key], raw);
    if (!Array.isArray(list)) return;
    let docsSeen = false;
    list.forEach((entry, index) => {
      const field = [key, index];
      if (entry === false || entry === null || entry === undefined) return;
      const [name, options] = pluginEntry(entry);
      if (name === undefined) {
        this.note(
          field,
          `${fieldName(field)} is a plugin written as code, which docs-gen cannot run`,
          'Find the docs-gen feature that does what it did, or leave it out.',
        );
        return;
      }
      if (key === 'presets' && CLASSIC_PRESET.test(name)) {
        this.classicPreset(field, options);
        return;
      }
      if (key === 'plugins' && DOCS_PLUGIN.test(name)) {
        if (docsSeen || [...this.docsField].join() !== [...field, 1].join()) {
          this.note(
            field,
            `A second docs plugin (${String((options as { id?: unknown } | undefined)?.id ?? 'no id')}) is not carried over: docs-gen builds one docs folder`,
            'Merge its docs into content/, or build them as a site of their own.',
          );
        }
        docsSeen = true;
        return;
      }
      const builtIn = [...BUILT_IN].find(([pattern]) => pattern.test(name));
      if (builtIn !== undefined) return;
      if (key === 'plugins' && CLIENT_REDIRECTS_PLUGIN.test(name)) {
        this.clientRedirects([...field, 1], options);
        return;
      }
      if (/search/.test(name)) {
        this.note(field, `The search plugin ${name} is not carried over`, 'docs-gen has its own search; remove the plugin’s settings.');
        return;
      }
      this.note(
        field,
        `The ${key === 'themes' ? 'theme' : key === 'presets' ? 'preset' : 'plugin'} ${name} is not carried over: docs-gen does not run Docusaurus plugins`,
        'Find the docs-gen feature that does what it did, or leave it out.',
      );
    });
  }

  private classicPreset(field: FieldPath, options: unknown): void {
    if (!isObject(options)) return;
    for (const [part, raw] of Object.entries(options)) {
      const partField = [...field, 1, part];
      if (part === 'docs') continue;
      if (part === 'blog') {
        if (isObject(raw)) this.blogOptions(partField, raw);
        continue;
      }
      if (part === 'pages') {
        // Its folder is carried (pagesFolderOf); the rest docs-gen does as Docusaurus does by default.
        if (isObject(raw))
          for (const key of Object.keys(raw))
            if (key !== 'path')
              this.unknownOption(
                [...partField, key],
                /Plugins$/.test(key) ? 'Markdown pages run the Markdown plugins of markdown in site.config.ts, as docs do' : 'docs-gen has no such option',
              );
        continue;
      }
      if (part === 'theme') {
        const theme = this.readable(partField, raw);
        if (!isObject(theme)) continue;
        const css = theme.customCss;
        (Array.isArray(css) ? css : css === undefined ? [] : [css]).forEach((file, index) => {
          const cssField = Array.isArray(css) ? [...partField, 'customCss', index] : [...partField, 'customCss'];
          const readable = this.readable(cssField, file);
          const at = this.input.locate(cssField);
          if (typeof readable === 'string') this.customCss.push({ file: readable, field: fieldName(cssField), line: at?.line, column: at?.column });
        });
        continue;
      }
      if (raw === false) continue;
      const known = PRESET_PARTS[part];
      if (Object.hasOwn(PRESET_PARTS, part)) {
        if (known !== undefined) this.note(partField, known.message, known.todo);
        continue;
      }
      this.unknownOption(partField);
    }
  }

  /** The classic preset's blog options, as the new config's `blog` (its folder and authors file are carried by migrate). */
  private blogOptions(field: FieldPath, options: Record<string, unknown>): void {
    const blog: Record<string, unknown> = {};
    // Docusaurus's `'ALL'`: as many as docs-gen allows.
    const all = (value: unknown) => (value === 'ALL' ? 1000 : value);
    for (const [key, raw] of Object.entries(options)) {
      const at = [...field, key];
      const value = this.readable(at, raw);
      if (value === undefined) continue;
      switch (key) {
        case 'path':
        case 'authorsMapPath':
        // What Docusaurus reports about posts: docs-gen warns of a tag tags.yml lacks, and takes authors written in a post.
        case 'onInlineTags':
        case 'onInlineAuthors':
        case 'onUntruncatedBlogPosts':
        case 'tags':
          break;
        case 'routeBasePath':
          if (typeof value === 'string') blog.routeBasePath = `/${value.replace(/^\/+|\/+$/g, '')}`;
          break;
        case 'blogTitle':
          if (typeof value === 'string') blog.title = value;
          break;
        case 'blogDescription':
          if (typeof value === 'string') blog.description = value;
          break;
        case 'postsPerPage':
          if (typeof all(value) === 'number') blog.postsPerPage = all(value);
          break;
        case 'blogSidebarCount':
          if (typeof all(value) === 'number') blog.sidebarCount = all(value);
          break;
        case 'blogSidebarTitle':
          if (typeof value === 'string') blog.sidebarTitle = value;
          break;
        case 'showReadingTime':
          if (typeof value === 'boolean') blog.showReadingTime = value;
          break;
        case 'feedOptions':
          if (isObject(value)) Object.assign(blog, this.feedOptions(at, value));
          break;
        case 'editUrl':
          if (typeof value === 'string') blog.editUrl = value.replace(/\/+$/, '/');
          else this.unknownOption(at, 'an editUrl function is not run for posts: give blog.editUrl a URL, or each post its custom_edit_url');
          break;
        default:
          this.unknownOption(
            at,
            /Plugins$/.test(key) ? 'posts run the Markdown plugins of markdown in site.config.ts, as docs do' : 'docs-gen has no such blog option',
          );
      }
    }
    this.out.blog = blog;
  }

  /** `feedOptions`: which feeds, how many posts, and their copyright. */
  private feedOptions(field: FieldPath, options: Record<string, unknown>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    const type = options.type;
    if (type === null || type === undefined) out.feeds = type === null ? [] : ['rss', 'atom'];
    else if (type === 'all') out.feeds = ['rss', 'atom'];
    else if (typeof type === 'string') out.feeds = type === 'json' ? [] : [type];
    else if (Array.isArray(type)) out.feeds = type.filter((entry) => entry === 'rss' || entry === 'atom');
    if (typeof options.limit === 'number') out.feedLimit = options.limit;
    if (typeof options.copyright === 'string') out.copyright = options.copyright;
    for (const key of Object.keys(options))
      if (!['type', 'limit', 'copyright'].includes(key)) this.unknownOption([...field, key], 'the feeds take the blog’s title and description');
    if (type === 'json' || (Array.isArray(type) && type.includes('json')))
      this.note([...field, 'type'], 'The JSON feed is not carried over: docs-gen writes RSS and Atom', 'Point JSON feed readers at rss.xml or atom.xml.');
    return out;
  }

  // -------------------------------------------------------------------------
  // The docs plugin

  private translateDocsOptions(): void {
    const docs: Record<string, unknown> = {};
    const options = this.docsOptions;
    const at = (key: string, ...below: (string | number)[]) => [...this.docsField, key, ...below];
    let sidebarPath: string | undefined;
    let docsPath: string = DOCUSAURUS_DEFAULTS.docsPath;
    let editUrl: DocusaurusDocsOptions['editUrl'];
    for (const [key, raw] of Object.entries(options)) {
      // editUrl may be a function: it is run per doc, not read here.
      const value = key === 'editUrl' && typeof raw === 'function' && !isStub(raw) ? raw : this.readable(at(key), raw);
      if (value === undefined) continue;
      switch (key) {
        case 'path':
          if (typeof value === 'string') docsPath = value;
          break;
        case 'routeBasePath':
          if (typeof value === 'string') this.routeBasePath = `/${value.replace(/^\/+|\/+$/g, '')}`;
          break;
        case 'sidebarPath':
          if (typeof value === 'string') sidebarPath = value;
          else if (value !== false) this.unknownOption(at(key), 'it is not a file path');
          break;
        case 'editUrl':
          if (typeof value === 'string' || typeof value === 'function') editUrl = value as DocusaurusDocsOptions['editUrl'];
          break;
        case 'showLastUpdateTime':
        case 'showLastUpdateAuthor':
        case 'includeCurrentVersion':
          if (typeof value === 'boolean') docs[key] = value;
          break;
        case 'lastVersion':
          if (typeof value === 'string') docs.lastVersion = value;
          break;
        case 'onlyIncludeVersions':
          if (Array.isArray(value)) docs.onlyIncludeVersions = value;
          break;
        case 'versions':
          if (isObject(value)) docs.versions = this.versions(value, at(key));
          break;
        case 'remarkPlugins':
        case 'rehypePlugins':
        case 'beforeDefaultRemarkPlugins':
        case 'beforeDefaultRehypePlugins':
          this.markdownPlugins(key, at(key), raw);
          break;
        case 'admonitions':
          this.admonitions(at(key), value);
          break;
        case 'id':
          break;
        case 'editCurrentVersion':
        case 'editLocalizedFiles':
          if (value === true) this.unknownOption(at(key), 'edit links lead to the file of the version shown, in the default locale');
          break;
        case 'sidebarCollapsed':
        case 'sidebarCollapsible':
          if (value === false) this.unknownOption(at(key), 'set collapsed or collapsible on each category of the sidebars instead');
          break;
        case 'breadcrumbs':
          if (value === false) this.unknownOption(at(key), 'docs-gen always shows breadcrumbs');
          break;
        default:
          this.unknownOption(at(key));
      }
    }
    docs.routeBasePath = this.routeBasePath;
    if (sidebarPath !== undefined) docs.sidebarPath = sidebarFileName(sidebarPath);
    this.out.docs = { ...docs, ...(this.out.docs as object | undefined) };
    this.docs = { path: docsPath, sidebarPath, editUrl, editUrlField: fieldName(at('editUrl')) };
  }

  /** `@docusaurus/plugin-client-redirects`: its `fromExtensions` and `redirects` become `redirects`; what runs code is reported. */
  private clientRedirects(field: FieldPath, options: unknown): void {
    if (!isObject(options)) return;
    const redirects: { fromExtensions?: string[]; items?: { from: string | string[]; to: string }[] } = {};
    for (const [key, value] of Object.entries(options)) {
      const at = [...field, key];
      if (key === 'fromExtensions' && Array.isArray(value) && value.every((item) => typeof item === 'string'))
        redirects.fromExtensions = value.map((extension) => extension.replace(/^\./, ''));
      else if (key === 'redirects' && Array.isArray(value)) {
        redirects.items = value.flatMap((item, index) => {
          const from = isObject(item) ? item.from : undefined;
          const fromIsPaths = typeof from === 'string' || (Array.isArray(from) && from.every((path) => typeof path === 'string'));
          if (isObject(item) && fromIsPaths && typeof item.to === 'string') return [{ from: from as string | string[], to: item.to }];
          this.unknownOption([...at, index], 'a redirect is { from, to }, with paths');
          return [];
        });
      } else if (key === 'createRedirects') this.unknownOption(at, 'it is code run for each page: list its redirects in redirects.items');
      else if (key === 'toExtensions') this.unknownOption(at, 'docs-gen makes redirects from paths with an extension, not to them');
      else if (key !== 'id') this.unknownOption(at);
    }
    if (redirects.fromExtensions !== undefined || redirects.items !== undefined) this.out.redirects = redirects;
  }

  /** `admonitions: { keywords }`: the types besides docs-gen's own become `markdown.admonitionTypes`. */
  private admonitions(field: FieldPath, value: unknown): void {
    if (value === false) {
      this.unknownOption(field, 'docs-gen always renders admonitions');
      return;
    }
    if (!isObject(value)) return;
    for (const key of Object.keys(value)) if (key !== 'keywords' && key !== 'extendDefaults') this.unknownOption([...field, key]);
    const keywords = Array.isArray(value.keywords) ? value.keywords : [];
    const types: string[] = [];
    keywords.forEach((keyword, index) => {
      if (typeof keyword === 'string' && checkDirectiveName(keyword) === undefined) {
        if (!(ADMONITION_TYPES as readonly string[]).includes(keyword)) types.push(keyword);
      } else this.unknownOption([...field, 'keywords', index], 'an admonition type is lower-case letters, digits, - and _, starting with a letter');
    });
    if (types.length > 0) this.out.markdown = { ...(this.out.markdown as object | undefined), admonitionTypes: types };
  }

  private versions(value: Record<string, unknown>, field: FieldPath): Record<string, unknown> {
    return Object.fromEntries(
      Object.entries(value).map(([name, settings]) => {
        const kept: Record<string, unknown> = {};
        for (const [key, setting] of Object.entries(isObject(settings) ? settings : {})) {
          if (key === 'label' || key === 'path' || key === 'banner' || key === 'badge') kept[key] = setting;
          else if (key !== 'className') this.unknownOption([...field, name, key]);
        }
        return [name, kept];
      }),
    );
  }

  /**
   * The docs' remark and rehype plugins: each the config names by its module (`require('x').default`, an import)
   * and gives plain data as options is carried over; npm2yarn is built in; any other is reported.
   */
  private markdownPlugins(list: (typeof MARKDOWN_PLUGIN_LISTS)[number], field: FieldPath, raw: unknown): void {
    if (!Array.isArray(raw)) return;
    raw.forEach((plugin, index) => {
      const at = [...field, index];
      const entry = Array.isArray(plugin) ? plugin[0] : plugin;
      const module = this.input.imports?.(Array.isArray(plugin) ? [...at, 0] : at);
      const name = module?.specifier ?? (isStub(entry) ? String((entry as { name?: unknown }).name) : undefined);
      if (name !== undefined && [...BUILT_IN.keys()].some((pattern) => pattern.test(name))) return;
      const options = Array.isArray(plugin) ? plugin[1] : undefined;
      if (module !== undefined && isPlainData(options)) {
        this.markdownPluginsCarried.push({ list, module, options });
        return;
      }
      const why =
        module === undefined
          ? 'it is not written as a module’s export (`require(…)` or an import) that the new config could import'
          : 'its options hold code (functions or values of packages), which the new config cannot be given as written';
      this.markdownPluginsLeft.push({ field: at, list, name: name ?? `at ${fieldName(at)}`, why, plugin: entry, options });
    });
  }

  // -------------------------------------------------------------------------
  // themeConfig

  private themeConfig(value: unknown): void {
    if (!isObject(value)) return;
    for (const [key, raw] of Object.entries(value)) {
      const field = ['themeConfig', key];
      const item = this.readable(field, raw);
      if (item === undefined) continue;
      switch (key) {
        case 'navbar':
          this.navbar(item, field);
          break;
        case 'footer':
          this.footer(item, field);
          break;
        case 'announcementBar':
          if (isObject(item)) this.out.announcementBar = pick(item, ['id', 'content', 'backgroundColor', 'textColor', 'isCloseable']);
          break;
        case 'colorMode':
          if (isObject(item)) this.out.colorMode = pick(item, ['defaultMode', 'disableSwitch', 'respectPrefersColorScheme']);
          break;
        case 'tableOfContents':
          if (isObject(item)) this.out.tableOfContents = pick(item, ['minHeadingLevel', 'maxHeadingLevel']);
          break;
        case 'mermaid':
          if (isObject(item) && isObject(item.theme)) this.out.mermaid = { theme: pick(item.theme, ['light', 'dark']) };
          if (isObject(item) && item.options !== undefined)
            this.unknownOption([...field, 'options'], 'diagrams use mermaid’s settings with the site’s colours');
          break;
        case 'image':
          if (typeof item === 'string') this.out.image = item;
          break;
        case 'prism':
          if (isObject(item)) this.prism(item, field);
          break;
        case 'docs':
          this.unknownOption(field, 'docs-gen’s sidebar is not hideable and its categories do not auto-collapse');
          break;
        case 'algolia':
          this.note(field, 'Algolia DocSearch is not carried over', 'docs-gen has its own search; remove these settings.');
          break;
        case 'metadata':
          this.unknownOption(field, 'pages carry their own description, keywords and og: tags');
          break;
        default:
          this.unknownOption(field);
      }
    }
  }

  private prism(prism: Record<string, unknown>, field: FieldPath): void {
    for (const key of Object.keys(prism)) {
      // Every language refractor knows is highlighted without asking.
      if (key === 'additionalLanguages') continue;
      if (key === 'theme' || key === 'darkTheme') this.unknownOption([...field, key], 'code is highlighted in the site’s colours for each mode');
      else if (key === 'magicComments' || key === 'defaultLanguage')
        this.unknownOption([...field, key], 'highlight comments and code languages are docs-gen’s own');
      else this.unknownOption([...field, key]);
    }
  }

  private navbar(value: unknown, field: FieldPath): void {
    if (!isObject(value)) return;
    const navbar: Record<string, unknown> = {};
    for (const [key, raw] of Object.entries(value)) {
      const item = key === 'items' ? raw : this.readable([...field, key], raw);
      if (item === undefined) continue;
      if (key === 'title' && typeof item === 'string') navbar.title = item;
      else if (key === 'hideOnScroll' && typeof item === 'boolean') navbar.hideOnScroll = item;
      else if (key === 'logo' && isObject(item)) navbar.logo = this.logo(item, [...field, 'logo']);
      else if (key === 'items' && Array.isArray(item)) {
        navbar.items = item.flatMap((entry, index) => this.navbarItem(entry, [...field, 'items', index]) ?? []);
      } else if (key !== 'style') this.unknownOption([...field, key]);
    }
    this.out.navbar = navbar;
  }

  private logo(logo: Record<string, unknown>, field: FieldPath): Record<string, unknown> {
    for (const key of Object.keys(logo)) {
      if (!['src', 'srcDark', 'alt', 'href', 'width', 'height', 'target'].includes(key)) this.unknownOption([...field, key]);
    }
    const kept = pick(logo, ['alt', 'src', 'srcDark', 'width', 'height']);
    for (const size of ['width', 'height'] as const) {
      // Docusaurus takes CSS lengths; docs-gen writes pixels on the image.
      const pixels = typeof kept[size] === 'string' ? Number.parseInt(kept[size] as string, 10) : kept[size];
      if (typeof pixels === 'number' && Number.isInteger(pixels) && pixels > 0) kept[size] = pixels;
      else delete kept[size];
    }
    const href = typeof logo.href === 'string' ? this.linkTarget(logo.href) : undefined;
    if (href !== undefined) kept.href = href.to ?? href.href;
    return kept;
  }

  /** A navbar item in docs-gen's terms, or undefined (and a note) when it has none. */
  private navbarItem(raw: unknown, field: FieldPath): Record<string, unknown> | undefined {
    const item = this.readable(field, raw);
    if (!isObject(item)) return undefined;
    const type = typeof item.type === 'string' ? item.type : 'default';
    const position = item.position === 'right' ? { position: 'right' } : {};
    this.itemExtras(item, field);
    switch (type) {
      case 'default':
      case 'link': {
        const target = this.itemTarget(item, field);
        if (target === undefined) return undefined;
        const label = typeof item.label === 'string' ? item.label : labelOf(item);
        return { label, ...target, ...position };
      }
      case 'doc': {
        const to = typeof item.docId === 'string' ? this.input.docPermalinks.get(item.docId) : undefined;
        if (to === undefined) {
          this.note(field, `${fieldName(field)} links to the doc ${JSON.stringify(item.docId)}, which is not among the docs`, 'Point it at a doc that exists.');
          return undefined;
        }
        return { label: typeof item.label === 'string' ? item.label : String(item.docId), to, ...position };
      }
      case 'docSidebar':
        return { type: 'docSidebar', sidebarId: item.sidebarId, label: item.label ?? item.sidebarId, ...position };
      case 'docsVersionDropdown':
        for (const extra of ['dropdownItemsBefore', 'dropdownItemsAfter'] as const) {
          if (Array.isArray(item[extra]) && item[extra].length > 0) {
            this.note(
              [...field, extra],
              `${fieldName([...field, extra])} is not carried over: the version dropdown lists the versions the site builds`,
              'Link archived versions from a doc or the footer.',
            );
          }
        }
        return { type: 'docsVersionDropdown', ...position };
      case 'localeDropdown':
        return { type: 'localeDropdown', ...position };
      case 'dropdown': {
        const items: Array<Record<string, unknown>> = [];
        (Array.isArray(item.items) ? item.items : []).forEach((child: unknown, index: number) => {
          const made = this.navbarItem(child, [...field, 'items', index]);
          if (made !== undefined) items.push(made);
        });
        const links = items.filter((child) => child.type === undefined);
        return links.length === 0 ? undefined : { type: 'dropdown', label: item.label, items: links, ...position };
      }
      case 'search':
        this.note(field, 'The navbar’s search item is not carried over', 'docs-gen puts its own search in the navbar.');
        return undefined;
      default:
        this.note(
          field,
          `The navbar item of type ${type} is not carried over`,
          'Use a link, dropdown, docSidebar, docsVersionDropdown or localeDropdown item.',
        );
        return undefined;
    }
  }

  private itemExtras(item: Record<string, unknown>, field: FieldPath): void {
    for (const key of ['className', 'activeBasePath', 'activeBaseRegex', 'html', 'target']) {
      if (item[key] !== undefined)
        this.unknownOption([...field, key], key === 'html' ? 'a link’s text is its label' : 'links take docs-gen’s styles and active state');
    }
  }

  /** `to` or `href` of a link item; undefined (and a note) when it leads to a page the migrated site does not have. */
  private itemTarget(item: Record<string, unknown>, field: FieldPath): { to?: string; href?: string } | undefined {
    const written = typeof item.to === 'string' ? item.to : typeof item.href === 'string' ? item.href : undefined;
    if (written === undefined) {
      this.note(field, `${fieldName(field)} has no to or href`, 'Give it a link.');
      return undefined;
    }
    const target = this.linkTarget(written);
    if (target === undefined) {
      this.note(
        [...field, typeof item.to === 'string' ? 'to' : 'href'],
        `${fieldName(field)} links to ${written}, a page of the Docusaurus site that the new site does not build (a page of src/pages left behind, or of a plugin it does not carry), and was left out`,
        'Make the page a doc and link it, or link where it lives now.',
      );
    }
    return target;
  }

  /** A link as docs-gen writes it: a docs page or static file (`to`), another site (`href`), or undefined for a page it does not build. */
  private linkTarget(written: string): { to?: string; href?: string } | undefined {
    if (/^[a-z][a-z\d+.-]*:/i.test(written) || written.startsWith('//')) {
      return written.startsWith('pathname://') ? { to: written } : { href: written };
    }
    const baseUrl = typeof this.out.baseUrl === 'string' ? this.out.baseUrl : '/';
    const rooted = written.startsWith(baseUrl) ? `/${written.slice(baseUrl.length)}` : `/${written.replace(/^\/+/, '')}`;
    const path = rooted.replace(/[?#].*$/, '');
    const inDocs = this.routeBasePath === '/' || path === this.routeBasePath || path.startsWith(`${this.routeBasePath}/`);
    const isStatic = this.input.staticFiles.has(path.slice(1));
    const isPage = this.input.pagePaths?.has(path.replace(/(.)\/$/, '$1')) ?? false;
    const blog = this.input.blogPath;
    const inBlog = blog !== undefined && (path === blog || path.startsWith(`${blog}/`));
    return inDocs || isStatic || isPage || inBlog ? { to: rooted } : undefined;
  }

  private footer(value: unknown, field: FieldPath): void {
    if (!isObject(value)) return;
    const footer: Record<string, unknown> = {};
    for (const [key, raw] of Object.entries(value)) {
      const item = key === 'links' ? raw : this.readable([...field, key], raw);
      if (item === undefined) continue;
      if (key === 'copyright' && typeof item === 'string') footer.copyright = item;
      else if (key === 'logo' && isObject(item)) footer.logo = this.logo(item, [...field, 'logo']);
      else if (key === 'links' && Array.isArray(item)) footer.links = this.footerLinks(item, [...field, 'links']);
      else if (key !== 'style') this.unknownOption([...field, key]);
    }
    this.out.footer = footer;
  }

  /** Columns of links; a "simple footer" (links without columns) becomes one column. */
  private footerLinks(links: unknown[], field: FieldPath): unknown[] {
    const columns = links.every((column) => isObject(column) && Array.isArray(column.items))
      ? links.map((column, index) => ({ column: column as Record<string, unknown>, at: [...field, index] as FieldPath }))
      : [{ column: { title: 'Links', items: links } as Record<string, unknown>, at: field, flat: true }];
    return columns.flatMap(({ column, at, ...rest }) => {
      const flat = 'flat' in rest;
      const items = (column.items as unknown[]).flatMap((raw, index): Array<Record<string, unknown>> => {
        const itemField = flat ? [...at, index] : [...at, 'items', index];
        const item = this.readable(itemField, raw);
        if (!isObject(item)) return [];
        if (typeof item.html === 'string') return [{ html: item.html }];
        const target = this.itemTarget(item, itemField);
        return target === undefined ? [] : [{ label: typeof item.label === 'string' ? item.label : labelOf(item), ...target }];
      });
      return items.length === 0 ? [] : [{ title: typeof column.title === 'string' && column.title !== '' ? column.title : 'Links', items }];
    });
  }
}

/** The docs plugin's options: from the classic preset's `docs`, or a docs plugin of its own (the first). */
function docsPluginOptions(config: Record<string, unknown>): { options: Record<string, unknown>; field: FieldPath } {
  for (const listName of ['presets', 'plugins'] as const) {
    const list = config[listName];
    if (!Array.isArray(list)) continue;
    for (const [index, entry] of list.entries()) {
      const [name, options] = pluginEntry(entry);
      if (name === undefined || !isObject(options)) continue;
      if (listName === 'presets' && CLASSIC_PRESET.test(name) && isObject(options.docs)) return { options: options.docs, field: [listName, index, 1, 'docs'] };
      if (listName === 'plugins' && DOCS_PLUGIN.test(name)) return { options, field: [listName, index, 1] };
    }
  }
  return { options: {}, field: [] };
}

/**
 * Where the docs are (relative to the site folder), the URL path they are served under, as Docusaurus reads its
 * options, and the config field that says where they are, when one does.
 */
export function docsLocationOf(config: Record<string, unknown>): { path: string; routeBasePath: string; pathField?: FieldPath } {
  const { options, field } = docsPluginOptions(config);
  const routeBasePath = typeof options.routeBasePath === 'string' ? options.routeBasePath : DOCUSAURUS_DEFAULTS.routeBasePath;
  return {
    path: typeof options.path === 'string' ? options.path : DOCUSAURUS_DEFAULTS.docsPath,
    routeBasePath: `/${routeBasePath.replace(/^\/+|\/+$/g, '')}`,
    ...(typeof options.path === 'string' && { pathField: [...field, 'path'] }),
  };
}

/**
 * The folder of the site's pages (relative to the site folder), as the classic preset reads its `pages` options
 * (`src/pages` unless `pages.path` says), or undefined when the preset turns pages off (`pages: false`).
 */
export function pagesFolderOf(config: Record<string, unknown>): string | undefined {
  const presets = Array.isArray(config.presets) ? config.presets : [];
  for (const entry of presets) {
    const [name, options] = pluginEntry(entry);
    if (name === undefined || !CLASSIC_PRESET.test(name) || !isObject(options)) continue;
    if (options.pages === false) return undefined;
    if (isObject(options.pages) && typeof options.pages.path === 'string') return options.pages.path.replace(/^\.\//, '').replace(/\/+$/, '');
  }
  return 'src/pages';
}

/**
 * The blog's folder and authors file (relative to the site folder) and its URL path, as the classic preset reads its
 * `blog` options, or undefined when the preset turns the blog off (`blog: false`).
 */
export function blogLocationOf(
  config: Record<string, unknown>,
): { path: string; authorsFile: string; routeBasePath: string /** The preset has blog options of its own. */; configured: boolean } | undefined {
  const presets = Array.isArray(config.presets) ? config.presets : [];
  let options: Record<string, unknown> = {};
  for (const entry of presets) {
    const [name, presetOptions] = pluginEntry(entry);
    if (name === undefined || !CLASSIC_PRESET.test(name) || !isObject(presetOptions)) continue;
    if (presetOptions.blog === false) return undefined;
    if (isObject(presetOptions.blog)) options = presetOptions.blog;
  }
  const folder = (typeof options.path === 'string' ? options.path : 'blog').replace(/^\.\//, '').replace(/\/+$/, '');
  const authors = typeof options.authorsMapPath === 'string' ? options.authorsMapPath : 'authors.yml';
  const routeBasePath = typeof options.routeBasePath === 'string' ? options.routeBasePath : 'blog';
  return {
    path: folder,
    authorsFile: `${folder}/${authors}`,
    routeBasePath: `/${routeBasePath.replace(/^\/+|\/+$/g, '')}`,
    configured: Object.keys(options).length > 0,
  };
}

/** `['presets', 0, 1, 'docs']` → `presets[0][1].docs` */
export function fieldName(field: FieldPath): string {
  return field.map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? key : `.${key}`)).join('');
}

/** A preset or plugin entry: `'name'`, `['name', options]`, or code (no name). */
function pluginEntry(entry: unknown): [string | undefined, unknown] {
  if (typeof entry === 'string') return [entry, undefined];
  if (Array.isArray(entry) && typeof entry[0] === 'string') return [entry[0], entry[1]];
  return [undefined, undefined];
}

/** A sidebars file keeps its name in the new site: `./sidebars.js` → `sidebars.js`; a JavaScript one is written as JSON. */
export function sidebarFileName(sidebarPath: string): string {
  const name = sidebarPath.split(/[\\/]/).at(-1)!;
  return name.endsWith('.json') ? name : name.replace(/\.[cm]?[jt]s$/, '.json');
}

/** A link without a label: its aria-label, else the host it leads to. */
function labelOf(item: Record<string, unknown>): string {
  if (typeof item['aria-label'] === 'string') return item['aria-label'];
  const href = typeof item.href === 'string' ? item.href : typeof item.to === 'string' ? item.to : '';
  return URL.canParse(href) ? new URL(href).hostname : href || 'Link';
}

function pick(value: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.flatMap((key) => (value[key] === undefined ? [] : [[key, value[key]]])));
}

/** Options the new config can write as a literal: JSON-like data, nothing that ran or needs running. */
function isPlainData(value: unknown): boolean {
  if (value === undefined || value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (isStub(value) || value instanceof UnreadValue || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.every(isPlainData);
  return Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(isPlainData);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof UnreadValue) && !isStub(value);
}
