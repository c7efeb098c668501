/**
 * An operation's example request in seventeen languages and clients (curl,
 * HTTPie, fetch, axios, Python, Go, Java, Kotlin, Swift, Rust, Dart, C#, PHP,
 * Ruby, PowerShell…), highlighted at build time. Most of the code comes from
 * @readme/httpsnippet (ReadMe's maintained httpsnippet: one request in HAR
 * form, each language's own quoting), made to run as it is by
 * snippet-fixes.ts (a multipart upload by multipart-fixes.ts); the rest from sample-clients.ts, javascript-clients.ts,
 * swift-client.ts and kotlin-client.ts (where it has no client, or its client
 * misquotes or calls what no longer compiles), all fed the one request
 * of sample-request.ts, so every language sends the same thing.
 * Languages a spec's `x-codeSamples` (or `x-code-samples`) give replace the
 * generated ones, as in Redoc; languages only the spec has follow them.
 */
import type { Element, ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { HTTPSnippet } from '@readme/httpsnippet';
import type { CodeSampleView } from '../shared/api-reference.js';
import { renderCodeBlock } from '../content/code-block.js';
import { asciiSlug } from '../content/slug.js';
import { javascriptAxios, javascriptFetch } from './javascript-clients.js';
import { kotlinOkHttp } from './kotlin-client.js';
import { dartHttp, powershellRestMethod, pythonHttpx, pythonRequests, rustReqwest } from './sample-clients.js';
import type { SampleRequest } from './sample-request.js';
import { fixSnippet } from './snippet-fixes.js';
import { swiftUrlSession } from './swift-client.js';

interface SampleLanguage {
  /** The id every operation's sample in this language shares: the language switcher's value. */
  readonly id: string;
  readonly label: string;
  /** httpsnippet's target and client, or the generator of a client it does not have. */
  readonly target?: string;
  readonly client?: string;
  readonly generate?: (request: SampleRequest) => string;
  /** The highlighter's language. */
  readonly highlight: string;
  /** Names a spec's `x-codeSamples` may use for the language (lowercase). */
  readonly aliases: readonly string[];
}

/**
 * The generated languages, in the switcher's order. Each uses what ships with
 * the language where it can (fetch, net/http, java.net.http, HttpClient,
 * Net::HTTP, URLSession, Invoke-RestMethod); elsewhere the client its readers
 * use (requests and httpx, Guzzle, axios, OkHttp, reqwest, package:http).
 */
export const SAMPLE_LANGUAGES: readonly SampleLanguage[] = [
  { id: 'curl', label: 'curl', target: 'shell', client: 'curl', highlight: 'bash', aliases: ['curl', 'shell', 'bash', 'sh'] },
  {
    id: 'javascript',
    label: 'JavaScript',
    generate: (request) => javascriptFetch(request, 'browser'),
    highlight: 'javascript',
    aliases: ['javascript', 'js'],
  },
  { id: 'node', label: 'Node.js', generate: (request) => javascriptFetch(request, 'node'), highlight: 'javascript', aliases: ['node', 'nodejs', 'node.js'] },
  { id: 'python', label: 'Python', generate: pythonRequests, highlight: 'python', aliases: ['python', 'py', 'python3'] },
  { id: 'go', label: 'Go', target: 'go', client: 'native', highlight: 'go', aliases: ['go', 'golang'] },
  { id: 'java', label: 'Java', target: 'java', client: 'nethttp', highlight: 'java', aliases: ['java'] },
  { id: 'csharp', label: 'C#', target: 'csharp', client: 'httpclient', highlight: 'csharp', aliases: ['csharp', 'c#', 'cs', 'dotnet'] },
  { id: 'php', label: 'PHP', target: 'php', client: 'guzzle', highlight: 'php', aliases: ['php'] },
  { id: 'ruby', label: 'Ruby', target: 'ruby', client: 'native', highlight: 'ruby', aliases: ['ruby', 'rb'] },
  { id: 'httpie', label: 'HTTPie', target: 'shell', client: 'httpie', highlight: 'bash', aliases: ['httpie'] },
  { id: 'axios', label: 'axios', generate: javascriptAxios, highlight: 'javascript', aliases: ['axios'] },
  { id: 'python-httpx', label: 'Python httpx', generate: pythonHttpx, highlight: 'python', aliases: ['httpx'] },
  { id: 'kotlin', label: 'Kotlin', generate: kotlinOkHttp, highlight: 'kotlin', aliases: ['kotlin', 'kt'] },
  { id: 'swift', label: 'Swift', generate: swiftUrlSession, highlight: 'swift', aliases: ['swift'] },
  { id: 'rust', label: 'Rust', generate: rustReqwest, highlight: 'rust', aliases: ['rust', 'rs'] },
  { id: 'dart', label: 'Dart', generate: dartHttp, highlight: 'dart', aliases: ['dart'] },
  { id: 'powershell', label: 'PowerShell', generate: powershellRestMethod, highlight: 'powershell', aliases: ['powershell', 'pwsh', 'ps1'] },
];

/** A sample as plain code, before highlighting. */
export interface CodeSample {
  readonly language: string;
  readonly label: string;
  readonly code: string;
  /** The highlighter's language. */
  readonly highlight: string;
}

/** The generated samples of a request, in every language. */
export function generateSamples(request: SampleRequest): CodeSample[] {
  const snippet = new HTTPSnippet(harOf(request));
  return SAMPLE_LANGUAGES.map((language) => {
    if (language.generate !== undefined)
      return { language: language.id, label: language.label, code: language.generate(request), highlight: language.highlight };
    const [code] = snippet.convert(language.target as never, language.client as never);
    if (typeof code !== 'string') throw new Error(`httpsnippet has no ${language.target} ${language.client} client`);
    return { language: language.id, label: language.label, code: fixSnippet(language.id, code, request), highlight: language.highlight };
  });
}

/** The request as HAR, the form httpsnippet reads. */
function harOf(request: SampleRequest) {
  const pairs = (list: readonly (readonly [string, string])[]) => list.map(([name, value]) => ({ name, value }));
  const { body } = request;
  return {
    method: request.method,
    url: request.url,
    httpVersion: 'HTTP/1.1',
    queryString: pairs(request.query),
    headers: pairs(request.headers),
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    postData:
      body === undefined
        ? { mimeType: '' }
        : 'text' in body
          ? { mimeType: body.mediaType, text: body.text }
          : { mimeType: body.mediaType, params: body.fields.map((field) => ({ ...field })) },
  };
}

/**
 * The spec's own samples, `x-codeSamples` (Redoc's name) or `x-code-samples`
 * (its older one): `[{ lang, label?, source }]`; entries without a language
 * or source are skipped.
 */
export function specSamplesOf(operation: Record<string, unknown>): CodeSample[] {
  const given = operation['x-codeSamples'] ?? operation['x-code-samples'];
  if (!Array.isArray(given)) return [];
  return given.flatMap((entry: Record<string, unknown>) => {
    if (typeof entry !== 'object' || entry === null || typeof entry.lang !== 'string' || typeof entry.source !== 'string') return [];
    const lang = entry.lang.trim().toLowerCase();
    const known = SAMPLE_LANGUAGES.find((language) => language.aliases.includes(lang));
    const label = typeof entry.label === 'string' && entry.label.trim() !== '' ? entry.label : (known?.label ?? entry.lang);
    return [{ language: known?.id ?? (asciiSlug(lang) || 'other'), label, code: entry.source, highlight: known?.highlight ?? lang }];
  });
}

/**
 * The samples the page shows: generated ones where the spec gives none for
 * the language, the spec's in their place otherwise, then the spec's other
 * languages. A language given twice keeps both, the second as `<id>-2`.
 */
export function mergeSamples(generated: readonly CodeSample[], fromSpec: readonly CodeSample[]): CodeSample[] {
  const ids = new Set<string>();
  const unique = (sample: CodeSample): CodeSample => {
    let language = sample.language;
    for (let n = 2; ids.has(language); n++) language = `${sample.language}-${n}`;
    ids.add(language);
    return { ...sample, language };
  };
  const replaced = generated.map((sample) => fromSpec.find((given) => given.language === sample.language) ?? sample);
  const used = new Set(replaced);
  return [...replaced, ...fromSpec.filter((sample) => !used.has(sample))].map(unique);
}

/** Highlighted samples, with `serverUrl` (the spec's base URL, which the reader may switch) marked wherever the code has it. */
export function highlightSamples(samples: readonly CodeSample[], serverUrl: string | undefined): CodeSampleView[] {
  return samples.map((sample) => {
    const block = renderCodeBlock({
      code: sample.code,
      language: sample.highlight,
      meta: { title: undefined, highlightedLines: new Set(), showLineNumbers: false },
    });
    if (serverUrl !== undefined) markServerUrl(block, serverUrl);
    return { language: sample.language, label: sample.label, html: toHtml(block) };
  });
}

/** Wraps each occurrence of `url` in a text of the tree in `<span data-server-url>`. */
function markServerUrl(node: Element, url: string): void {
  node.children = node.children.flatMap((child): ElementContent[] => {
    if (child.type === 'element') {
      markServerUrl(child, url);
      return [child];
    }
    if (child.type !== 'text' || !child.value.includes(url)) return [child];
    return child.value
      .split(url)
      .flatMap((text, index): ElementContent[] => [
        ...(index > 0 ? [{ type: 'element', tagName: 'span', properties: { dataServerUrl: '' }, children: [{ type: 'text', value: url }] } as Element] : []),
        ...(text === '' ? [] : [{ type: 'text', value: text } as const]),
      ]);
  });
}

/** What the page shows for one operation: its samples, the spec's taking precedence, highlighted. */
export function codeSamplesOf({
  request,
  operation,
  serverUrl,
}: {
  request: SampleRequest;
  /** The operation as the spec writes it, for its `x-codeSamples`. */
  operation: Record<string, unknown>;
  /** The base URL to mark for the server choice; undefined when the operation has servers of its own. */
  serverUrl: string | undefined;
}): CodeSampleView[] {
  return highlightSamples(mergeSamples(generateSamples(request), specSamplesOf(operation)), serverUrl);
}
