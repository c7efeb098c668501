/**
 * Validates what `site.config.ts` exports and resolves it against DEFAULTS.
 *
 * The config's shape is written once below as a schema description (`object`,
 * `string`, `enumOf`, `byType` …), so the rules read like the config itself and
 * every problem is reported with its field path, never just the first one.
 */
import type { Diagnostic } from '../diagnostics/types.js';
import { applyDefaults, DEFAULTS } from './defaults.js';
import type { ResolvedConfig, UserConfig } from './types.js';

export type ValidateConfigResult = { config: ResolvedConfig } | { diagnostics: Diagnostic[] };

/**
 * Checks `input` (the config file's default export) against the config schema.
 * Returns the resolved config with defaults filled in, or one `config-invalid`
 * diagnostic per problem, each naming its field (`navbar.items[2].href`).
 * `configFile` is the config's path relative to the site root, for locations.
 */
export function validateConfig(input: unknown, configFile: string): ValidateConfigResult {
  const issues = CONFIG_SCHEMA.check(input, '');
  if (issues.length > 0) return { diagnostics: issues.map((issue) => toDiagnostic(issue, configFile)) };
  // The schema has just checked every field, so the input is a UserConfig.
  return { config: applyDefaults(input as UserConfig) };
}

// ---------------------------------------------------------------------------
// The schema-description helper

/** One problem: the field's path and the whole sentence for the reader. */
interface Issue {
  readonly path: string;
  readonly message: string;
}

/** Describes the values a field accepts. */
interface Schema {
  /** How the accepted values read in a message: `a string`, `one of "left", "right"`. */
  readonly expected: string;
  /** Whether the field must be present in its object. */
  readonly required?: boolean;
  check(value: unknown, path: string): Issue[];
}

/** Extra rules on a value whose shape is already right, e.g. "starts with /". */
type Refine<T> = (value: T, path: string) => Issue[];

type Fields = Record<string, Schema>;

function required(schema: Schema): Schema {
  return { expected: schema.expected, required: true, check: schema.check };
}

function string(options: { nonEmpty?: boolean; refine?: Refine<string> } = {}): Schema {
  const expected = options.nonEmpty ? 'a non-empty string' : 'a string';
  return {
    expected,
    check(value, path) {
      if (typeof value !== 'string') return [reportMismatch(path, expected, value)];
      if (options.nonEmpty && value.trim() === '') return [reportValue(path, expected, value)];
      return options.refine?.(value, path) ?? [];
    },
  };
}

function boolean(): Schema {
  return {
    expected: 'a boolean',
    check: (value, path) => (typeof value === 'boolean' ? [] : [reportMismatch(path, 'a boolean', value)]),
  };
}

function integer(min: number, max: number): Schema {
  const expected = `an integer from ${min} to ${max}`;
  return {
    expected,
    check(value, path) {
      if (typeof value !== 'number') return [reportMismatch(path, expected, value)];
      return Number.isInteger(value) && value >= min && value <= max ? [] : [reportValue(path, expected, value)];
    },
  };
}

function enumOf(values: readonly string[]): Schema {
  const expected = values.length === 1 ? quote(values[0]) : `one of ${values.map(quote).join(', ')}`;
  return {
    expected,
    check: (value, path) =>
      typeof value === 'string' && values.includes(value) ? [] : [reportValue(path, expected, value)],
  };
}

function array(item: Schema): Schema {
  return {
    expected: 'an array',
    check(value, path) {
      if (!Array.isArray(value)) return [reportMismatch(path, 'an array', value)];
      return value.flatMap((element: unknown, index) => item.check(element, `${path}[${index}]`));
    },
  };
}

/** An object with keys of the user's choosing (sidebar ids, locales), each value checked by `entry`. */
function record(entry: Schema): Schema {
  return {
    expected: 'an object',
    check(value, path) {
      if (!isPlainObject(value)) return [reportMismatch(path, 'an object', value)];
      return Object.entries(value).flatMap(([key, child]) => entry.check(child, joinPath(path, key)));
    },
  };
}

/**
 * An object with known fields; any other key is reported with a did-you-mean.
 * `refine` runs only when the fields are all valid, so it can trust their types
 * and one mistake is not reported twice.
 */
function object<T>(fields: Fields, refine?: Refine<T>): Schema {
  return {
    expected: 'an object',
    check(value, path) {
      if (!isPlainObject(value)) return [reportMismatch(path, 'an object', value)];
      const issues = [
        ...Object.entries(value).flatMap(([key, child]) => {
          const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
          return field
            ? checkField(field, child, joinPath(path, key))
            : [reportUnknownKey(path, key, Object.keys(fields))];
        }),
        ...Object.entries(fields)
          .filter(([key, field]) => field.required && !Object.hasOwn(value, key))
          .map(([key, field]) => reportMissing(joinPath(path, key), field.expected)),
      ];
      // The fields passed, so the value has the shape T describes.
      return issues.length === 0 && refine ? refine(value as T, path) : issues;
    },
  };
}

/** A string, or an object: picks the schema by the value's JavaScript type. */
function stringOrObject(stringSchema: Schema, objectSchema: Schema): Schema {
  const expected = 'a string or an object';
  return {
    expected,
    check(value, path) {
      if (typeof value === 'string') return stringSchema.check(value, path);
      if (isPlainObject(value)) return objectSchema.check(value, path);
      return [reportMismatch(path, expected, value)];
    },
  };
}

/** An object that has `key` is checked by `withKey`, any other value by `without` (footer items: `{ html }` or a link). */
function byKey(key: string, withKey: Schema, without: Schema): Schema {
  return {
    expected: without.expected,
    check: (value, path) => (isPlainObject(value) && Object.hasOwn(value, key) ? withKey : without).check(value, path),
  };
}

/** Objects told apart by their `type` field; `fallback` is the type when the field is absent. */
function byType(variants: Fields, fallback?: string): Schema {
  const typeSchema = enumOf(Object.keys(variants));
  return {
    expected: 'an object',
    check(value, path) {
      if (!isPlainObject(value)) return [reportMismatch(path, 'an object', value)];
      const type = value['type'] === undefined ? fallback : value['type'];
      const typePath = joinPath(path, 'type');
      if (type === undefined) return [reportMissing(typePath, typeSchema.expected)];
      const typeIssues = typeSchema.check(type, typePath);
      if (typeIssues.length > 0) return typeIssues;
      return variants[type as string]?.check(value, path) ?? [];
    },
  };
}

/** Defers to a schema defined later, for recursive shapes (categories hold sidebar items). */
function lazy(resolve: () => Schema): Schema {
  return {
    get expected() {
      return resolve().expected;
    },
    check: (value, path) => resolve().check(value, path),
  };
}

function checkField(field: Schema, value: unknown, path: string): Issue[] {
  // An explicit `undefined` means "use the default", as if the key were absent.
  if (value === undefined) return field.required ? [reportMissing(path, field.expected)] : [];
  return field.check(value, path);
}

// ---------------------------------------------------------------------------
// Messages

function reportMismatch(path: string, expected: string, value: unknown): Issue {
  return { path, message: `${nameField(path)} must be ${expected}, got ${describeKind(value)}` };
}

function reportValue(path: string, expected: string, value: unknown): Issue {
  return { path, message: `${nameField(path)} must be ${expected}, got ${describeValue(value)}` };
}

function reportMissing(path: string, expected: string): Issue {
  return { path, message: `${nameField(path)} is required and must be ${expected}` };
}

function reportUnknownKey(path: string, key: string, known: readonly string[]): Issue {
  const field = joinPath(path, key);
  const suggestion = suggestKey(key, known);
  const advice =
    suggestion === undefined
      ? `${path === '' ? 'the config' : path} accepts ${known.join(', ')}`
      : `did you mean "${joinPath(path, suggestion)}"?`;
  return { path: field, message: `Unknown field "${field}" — ${advice}` };
}

function nameField(path: string): string {
  return path === '' ? 'The config' : path;
}

function describeKind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function describeValue(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return describeKind(value);
}

function quote(text: string | undefined): string {
  return JSON.stringify(text);
}

function joinPath(path: string, key: string): string {
  if (path === '') return key;
  // Sidebar ids and locales are user-chosen; brackets keep a path like `docs.sidebars["api v2"]` readable.
  return /^[A-Za-z_$][\w$-]*$/.test(key) ? `${path}.${key}` : `${path}[${quote(key)}]`;
}

/** The known key closest to a mistyped one, if it is close enough to be a typo. */
function suggestKey(key: string, known: readonly string[]): string | undefined {
  const limit = Math.max(1, Math.floor(key.length / 3));
  let best: { key: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = measureEditDistance(key.toLowerCase(), candidate.toLowerCase());
    if (distance <= limit && (best === undefined || distance < best.distance)) best = { key: candidate, distance };
  }
  return best?.key;
}

/** Optimal string alignment distance: Levenshtein plus swaps of two neighbours, the commonest typo (`itmes`). */
function measureEditDistance(a: string, b: string): number {
  // rows[i][j] is the distance between the first i characters of a and the first j of b.
  const rows: number[][] = [];
  const at = (i: number, j: number): number => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [];
    rows.push(row);
    for (let j = 0; j <= b.length; j++) {
      if (i === 0 || j === 0) {
        row.push(i + j);
        continue;
      }
      const substitution = at(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1);
      const swap = a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1] ? at(i - 2, j - 2) + 1 : Number.POSITIVE_INFINITY;
      row.push(Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, substitution, swap));
    }
  }
  return at(a.length, b.length);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toDiagnostic(issue: Issue, configFile: string): Diagnostic {
  return {
    code: 'config-invalid',
    severity: 'error',
    message: issue.message,
    location: issue.path === '' ? { file: configFile } : { configField: issue.path, file: configFile },
  };
}

// ---------------------------------------------------------------------------
// Rules that a type alone cannot say

const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

function isExternalUrl(value: string): boolean {
  return URL.canParse(value) && EXTERNAL_PROTOCOLS.has(new URL(value).protocol);
}

function checkSiteUrl(value: string, path: string): Issue[] {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    return [reportValue(path, 'an absolute http(s) URL such as "https://docs.example.com"', value)];
  }
  if (url.pathname === '/') return [];
  const baseUrl = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  const fix = `set ${path} to ${quote(url.origin)} and put ${quote(baseUrl)} in baseUrl`;
  return [{ path, message: `${path} must not have a path, got ${quote(value)} — ${fix}` }];
}

function checkBaseUrl(value: string, path: string): Issue[] {
  if (value.startsWith('/') && value.endsWith('/')) {
    // baseUrl goes into every href as written: a character that needs encoding would make them differ from what hosts serve.
    if (/[^A-Za-z0-9\-._~!$&'()*+,;=:@/]/.test(value)) return [{ path, message: `${path} may hold only letters, digits and - . _ ~ ! $ & ' ( ) * + , ; = : @ between its slashes, got ${quote(value)}` }];
    return checkNoDotSegments(value, path);
  }
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  const suggestion = trimmed === '' ? '/' : `/${trimmed}/`;
  const message = `${path} must start and end with "/", got ${quote(value)} — did you mean ${quote(suggestion)}?`;
  return [{ path, message }];
}

function checkAbsolutePath(value: string, path: string): Issue[] {
  return value.startsWith('/') ? [] : [reportValue(path, 'a path starting with "/"', value)];
}

/** A path pages are written under: from the site's root down, never up. */
function checkRoutePath(value: string, path: string): Issue[] {
  const absolute = checkAbsolutePath(value, path);
  return absolute.length > 0 ? absolute : checkNoDotSegments(value, path);
}

function checkNoDotSegments(value: string, path: string): Issue[] {
  if (!value.split('/').some((segment) => segment === '.' || segment === '..')) return [];
  return [{ path, message: `${path} must not have "." or ".." segments, got ${quote(value)} — pages are written under the output folder, never above it` }];
}

function checkExternalUrl(value: string, path: string): Issue[] {
  if (isExternalUrl(value)) return [];
  const issue = reportValue(path, 'an absolute URL (https://…), a mailto: or a tel: link', value);
  return [value.startsWith('/') ? { path, message: `${issue.message} — use "to" for a page of this site` } : issue];
}

function checkPathOrUrl(value: string, path: string): Issue[] {
  return value.startsWith('/') || isExternalUrl(value)
    ? []
    : [reportValue(path, 'a path starting with "/" or an absolute URL', value)];
}

/** An image the site shows: a file under static/ (`img/logo.svg`, `/img/logo.svg`) or an http(s) URL. */
function checkImageSource(value: string, path: string): Issue[] {
  const hasScheme = /^[a-z][a-z\d+.-]*:|^\/\//i.test(value);
  if (!hasScheme) return checkNoDotSegments(value, path);
  const web = URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);
  return web ? [] : [reportValue(path, 'a file under static/ such as "img/logo.svg", or an http(s) URL', value)];
}

/** A host as a URL names it, `schemas.example.com` or `localhost:8080`: no scheme, path, user or default port. */
function checkHost(value: string, path: string): Issue[] {
  const url = URL.canParse(`http://${value}`) ? new URL(`http://${value}`) : undefined;
  const onlyHost = url !== undefined && url.username === '' && url.password === '' && url.pathname === '/' && url.search === '' && url.hash === '';
  const host = onlyHost ? url.host : undefined;
  if (host !== undefined && host === value.toLowerCase()) return [];
  // A whole URL, or a host with its scheme's default port: what to write instead.
  const suggestion = (URL.canParse(value) && new URL(value).host) || host;
  const advice = suggestion ? ` — did you mean ${quote(suggestion)}?` : '';
  return [{ path, message: `${path} must be a host name such as "schemas.example.com" (with ":port" for another port), got ${quote(value)}${advice}` }];
}

/** Navbar and footer links go to a page of the site (`to`) or elsewhere (`href`), never both. */
function checkLinkTarget(link: { to?: string; href?: string }, path: string): Issue[] {
  if (link.to !== undefined && link.href !== undefined) {
    return [{ path, message: `${path} must have either "to" or "href", not both` }];
  }
  if (link.to === undefined && link.href === undefined) {
    return [
      {
        path,
        message: `${path} needs "to" (a page of this site, such as "/guide/") or "href" (an external URL), got neither`,
      },
    ];
  }
  return [];
}

function checkHeadingLevels(toc: NonNullable<UserConfig['tableOfContents']>, path: string): Issue[] {
  const min = toc.minHeadingLevel ?? DEFAULTS.tableOfContents.minHeadingLevel;
  const max = toc.maxHeadingLevel ?? DEFAULTS.tableOfContents.maxHeadingLevel;
  if (min <= max) return [];
  const maxPath = joinPath(path, 'maxHeadingLevel');
  const maxText = toc.maxHeadingLevel === undefined ? `${max}, the default` : String(max);
  const minPath = joinPath(path, 'minHeadingLevel');
  return [{ path: minPath, message: `${minPath} (${min}) must not be greater than ${maxPath} (${maxText})` }];
}

function checkLocales(i18n: NonNullable<UserConfig['i18n']>, path: string): Issue[] {
  const locales = i18n.locales ?? DEFAULTS.i18n.locales;
  const defaultLocale = i18n.defaultLocale ?? DEFAULTS.i18n.defaultLocale;
  const localesPath = joinPath(path, 'locales');
  const listed = `${localesPath} (${locales.map(quote).join(', ') || 'empty'})`;
  const issues: Issue[] = [];
  if (!locales.includes(defaultLocale)) {
    const defaultPath = joinPath(path, 'defaultLocale');
    const given = i18n.defaultLocale === undefined ? `${quote(defaultLocale)}, the default` : quote(defaultLocale);
    issues.push({ path: defaultPath, message: `${defaultPath} must be one of ${listed}, got ${given}` });
  }
  for (const locale of Object.keys(i18n.localeConfigs ?? {})) {
    if (locales.includes(locale)) continue;
    const localePath = joinPath(joinPath(path, 'localeConfigs'), locale);
    issues.push({ path: localePath, message: `${localePath} configures a locale that is not in ${listed}` });
  }
  return issues;
}

// ---------------------------------------------------------------------------
// The config schema, in the order of UserConfig

const nonEmptyString = string({ nonEmpty: true });
const reportingSeverity = enumOf(['throw', 'warn', 'ignore']);
const position = enumOf(['left', 'right']);
const linkTarget: Fields = {
  to: string({ refine: checkAbsolutePath }),
  href: string({ refine: checkExternalUrl }),
};

const navbarLinkItem = object(
  { type: enumOf(['link']), label: required(nonEmptyString), ...linkTarget, position },
  checkLinkTarget,
);

const navbarItem = byType(
  {
    link: navbarLinkItem,
    docSidebar: object({
      type: enumOf(['docSidebar']),
      sidebarId: required(nonEmptyString),
      label: required(nonEmptyString),
      position,
    }),
    docsVersionDropdown: object({ type: enumOf(['docsVersionDropdown']), position }),
    localeDropdown: object({ type: enumOf(['localeDropdown']), hideWhenSingle: boolean(), position }),
    dropdown: object({
      type: enumOf(['dropdown']),
      label: required(nonEmptyString),
      // Through byType, so a non-link item gets one message about its type, not one per foreign field.
      items: required(array(byType({ link: navbarLinkItem }, 'link'))),
      position,
    }),
  },
  'link',
);

const footerLink = object({ label: required(nonEmptyString), ...linkTarget }, checkLinkTarget);
const footerColumnItem = byKey('html', object({ html: required(string()) }), footerLink);
const imageSource = string({ nonEmpty: true, refine: checkImageSource });
const imageSize = integer(1, 10_000);

const categoryLink = byType({
  doc: object({ type: enumOf(['doc']), id: required(nonEmptyString) }),
  'generated-index': object({
    type: enumOf(['generated-index']),
    slug: string(),
    title: string(),
    description: string(),
  }),
});

const sidebarItem: Schema = stringOrObject(
  nonEmptyString,
  byType({
    doc: object({ type: enumOf(['doc']), id: required(nonEmptyString), label: string() }),
    link: object({
      type: enumOf(['link']),
      href: required(string({ refine: checkPathOrUrl })),
      label: required(nonEmptyString),
    }),
    autogenerated: object({ type: enumOf(['autogenerated']), dirName: required(nonEmptyString) }),
    category: object({
      type: enumOf(['category']),
      label: required(nonEmptyString),
      items: required(array(lazy(() => sidebarItem))),
      href: string({ refine: checkPathOrUrl }),
      link: categoryLink,
      linkUnlisted: boolean(),
      collapsible: boolean(),
      collapsed: boolean(),
    }),
  }),
);

const CONFIG_SCHEMA = object({
  url: required(string({ refine: checkSiteUrl })),
  baseUrl: string({ refine: checkBaseUrl }),
  trailingSlash: boolean(),
  favicon: string(),
  title: required(nonEmptyString),
  titleDelimiter: string(),
  tagline: string(),
  noIndex: boolean(),
  baseUrlIssueBanner: boolean(),
  i18n: object(
    {
      defaultLocale: nonEmptyString,
      locales: array(nonEmptyString),
      localeConfigs: record(
        object({ label: string(), htmlLang: string(), direction: enumOf(['ltr', 'rtl']) }),
      ),
    },
    checkLocales,
  ),
  navbar: object({
    title: string(),
    logo: object({
      src: required(imageSource),
      alt: string(),
      srcDark: imageSource,
      href: string({ refine: checkPathOrUrl }),
      width: imageSize,
      height: imageSize,
    }),
    items: array(navbarItem),
    hideOnScroll: boolean(),
  }),
  footer: object({
    links: array(object({ title: required(nonEmptyString), items: required(array(footerColumnItem)) })),
    copyright: string(),
    company: object({ description: string(), items: array(stringOrObject(string(), footerLink)) }),
  }),
  announcementBar: object({
    id: required(nonEmptyString),
    content: required(nonEmptyString),
    isCloseable: boolean(),
    backgroundColor: string(),
    textColor: string(),
  }),
  colorMode: object({
    defaultMode: enumOf(['light', 'dark']),
    disableSwitch: boolean(),
    respectPrefersColorScheme: boolean(),
  }),
  docs: object({
    routeBasePath: string({ refine: checkRoutePath }),
    sidebars: record(array(sidebarItem)),
    lastVersion: string(),
    includeCurrentVersion: boolean(),
    onlyIncludeVersions: array(string()),
    versions: record(object({ label: string(), path: string(), banner: enumOf(['none', 'unreleased', 'unmaintained']), sitemap: boolean() })),
  }),
  api: object({
    routeBasePath: string({ refine: checkRoutePath }),
    specs: record(object({ path: string({ refine: checkRoutePath }), pagePerTag: boolean() })),
    refsWithin: enumOf(['specs', 'site']),
    allowRemoteRefs: array(string({ refine: checkHost })),
  }),
  markdown: object({ rawHtml: enumOf(['allow', 'sanitize']) }),
  tableOfContents: object(
    { minHeadingLevel: integer(2, 6), maxHeadingLevel: integer(2, 6) },
    checkHeadingLevels,
  ),
  mermaid: object({ theme: object({ light: string(), dark: string() }) }),
  future: object({ experimental_router: enumOf(['browser', 'hash']) }),
  onBrokenLinks: reportingSeverity,
  onBrokenMarkdownLinks: reportingSeverity,
  onBrokenAnchors: reportingSeverity,
  onDuplicateRoutes: reportingSeverity,
});
