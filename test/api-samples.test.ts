/**
 * Code samples and servers on a built API page: the servers in the page's
 * header (a select when there are several), every operation's samples as
 * tabs with the first language shown, and the samples a page shows, each run
 * as a reader runs it (curl, HTTPie, fetch in a browser and in Node.js, axios,
 * Python requests and httpx, Go, Java, PHP, Ruby) against a local server,
 * sending what the spec describes, a file to upload included.
 */
import { spawn } from 'node:child_process';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTemporaryFolder, PACKAGE_ROOT, readText, removeTemporaryFolders, type BuildRun } from './helpers/cli.js';
import { sharedBuild } from './helpers/shared-builds.js';
import { codeOf, element, textOf } from './helpers/html.js';

afterAll(removeTemporaryFolders);

const LANGUAGES = [
  ...['curl', 'JavaScript', 'Node.js', 'Python', 'Go', 'Java', 'C#', 'PHP', 'Ruby'],
  ...['HTTPie', 'axios', 'Python httpx', 'Kotlin', 'Swift', 'Rust', 'Dart', 'PowerShell'],
];

let run: BuildRun;
let shop: string;
beforeAll(async () => {
  run = await sharedBuild('api-samples');
  expect(run.code, run.stderr).toBe(0);
  shop = await readText(run.outDir, 'api/shop/index.html');
}, 60_000);

/** An attribute's value, its entities decoded. */
function attributeOf(html: string, name: string): string | undefined {
  const value = new RegExp(` ${name}="([^"]*)"`).exec(html)?.[1];
  return value === undefined ? undefined : codeOf(value);
}

/** An operation's sample group: its one panel, and its languages as `[id, label, html?]` (`data-languages`). */
function sampleGroup(html: string, anchor: string): { panel: string; languages: Array<[string, string, string?]> } {
  const group = element(html, `<div class="tabs api-samples" data-group-id="api-language" data-samples-of="${anchor}"`);
  if (group === undefined) throw new Error(`no samples for ${anchor}`);
  return { panel: element(group, '<div class="tabs__panel"')!, languages: JSON.parse(attributeOf(group, 'data-languages')!) };
}

/** The highlighted HTML of an operation's sample in a language: from the page for its first language, else from that language's file. */
async function sampleHtml(html: string, anchor: string, language: string): Promise<string> {
  const { panel, languages } = sampleGroup(html, anchor);
  if (attributeOf(panel, 'data-value') === language) return element(panel, '<pre')!;
  const inline = languages.find(([id]) => id === language)?.[2];
  if (inline !== undefined) return inline;
  const files = JSON.parse(attributeOf(html, 'data-sample-files') ?? '{}') as Record<string, string>;
  const url = files[language];
  if (url === undefined) throw new Error(`no ${language} sample for ${anchor}`);
  return (JSON.parse(await readText(run.outDir, url.slice(1))) as Record<string, string>)[anchor]!;
}

/** The code of an operation's sample in a language as a reader copies it; `serverUrl` in place of the marked base URL, as choosing a server puts it. */
async function sampleCode(html: string, anchor: string, language: string, serverUrl?: string): Promise<string> {
  const pre = await sampleHtml(html, anchor, language);
  return codeOf(pre.replace(/<span data-server-url="">[^<]*<\/span>/g, (marked) => serverUrl ?? marked));
}

describe('an API page with code samples', () => {
  it('holds the first language’s sample in the page, under its label, and names the other sixteen, whose samples are in a file per language', async () => {
    const { panel, languages } = sampleGroup(shop, 'getOrder');
    expect(languages.map(([, label]) => label)).toEqual(LANGUAGES);
    expect(attributeOf(panel, 'data-value')).toBe('curl');
    expect(panel).toContain('<p class="tabs__panel-label">curl</p>');
    // The other languages' code is not in the page.
    expect(shop).not.toContain('requests.get(url');
    expect(languages.slice(1).every((language) => language.length === 2)).toBe(true);
    // Highlighted at build time: the files carry tokens, not a highlighter.
    expect(await sampleCode(shop, 'getOrder', 'python')).toContain('response = requests.get(url, headers=headers)');
    expect(await sampleHtml(shop, 'getOrder', 'python')).toContain('<span class="token keyword">import</span>');
    // The head script of the remembered tab choices.
    expect(shop).toContain('docs-gen.tab.');
  });

  it('lists the servers with their descriptions and variables, and a select of the server the samples use when there are several', () => {
    // The origins the Try it console sends a credential to without asking: each region of the first, and the sandbox.
    const servers = element(shop, '<div class="api-servers" data-api-origins="https://eu.api.shop.test https://us.api.shop.test https://sandbox.shop.test">')!;
    expect(textOf(servers)).toBe(
      'Server used in the samples https://{region}.api.shop.test/{version} https://sandbox.shop.test/v2 ' +
        'Servers https://{region}.api.shop.test/{version} Production, in the region of the account. {region} eu us Where the account lives. {version} ' +
        'https://sandbox.shop.test/v2 Sandbox, for tests.',
    );
    expect(servers).toContain('<option value="https://{region}.api.shop.test/{version}" data-sample-url="https://eu.api.shop.test/v2">');
    // Each variable is a field of its own, at its default: a select of the values the spec lists, else a text field.
    expect(servers).toContain(
      '<label for="api-server-0-variable-0"><code>{region}</code></label> <select id="api-server-0-variable-0" data-server-variable="region">',
    );
    expect(servers).toContain('<option value="eu" selected="">eu</option><option value="us">us</option>');
    expect(servers).toMatch(/<input type="text" id="api-server-0-variable-1" data-server-variable="version" [^>]*value="v2"\/>/);
    expect(servers).toContain('<option value="https://sandbox.shop.test/v2" data-sample-url="https://sandbox.shop.test/v2">');
  });

  it('rejects a select for one server; a Swagger 2.0 host is that server', async () => {
    const relay = await readText(run.outDir, 'api/relay/index.html');
    const servers = element(relay, '<div class="api-servers" data-api-origins="https://relay.shop.test">')!;
    expect(servers).not.toContain('<select');
    expect(textOf(servers)).toBe('Server https://relay.shop.test/v1');
  });
});

/**
 * How a language's sample is run as a reader runs it: saved as `file` in a folder of its own, then `command` there.
 * Each runtime is one .ci/run installs where it is missing, and CI asks for every one (REQUIRE_RUNTIMES), so there
 * a test fails rather than skips without it; elsewhere (`npm test` on a machine without Go, say) a language whose
 * runtime `probe` does not find is left out, and named on the console.
 */
interface Runner {
  readonly file: string;
  readonly command: readonly [string, ...string[]];
  /** A command that succeeds where the runtime, and the library the sample calls, are installed. */
  readonly probe: readonly [string, ...string[]];
  /** The sample catches its error and prints it, exiting with 0 all the same (fetch, axios): it must print nothing on stderr. */
  readonly catchesErrors?: true;
  /** Code run before the sample's: what the page around it gives (a browser's file field). */
  readonly prelude?: string;
}

/** Where every sample reads the file it uploads from, relative to the folder it runs in. */
const UPLOAD_PATH = 'path/to/file';
/** The file's bytes: a line break of each kind, characters past ASCII, and bytes that are no UTF-8 at all. */
const UPLOAD_BYTES = Buffer.concat([Buffer.from('first line\r\nsecond: café 🍵\n', 'utf8'), Buffer.from([0x00, 0xff, 0x80])]);
/** The name a part carries: the file's own. */
const UPLOAD_NAME = path.posix.basename(UPLOAD_PATH);

const SHELL = { file: 'sample.sh', command: ['sh', 'sample.sh'] } as const;
const NODE: Runner = { file: 'sample.mjs', command: [process.execPath, 'sample.mjs'], probe: [process.execPath, '--version'], catchesErrors: true };
/** A browser's page, as far as a sample uses it: the file field holds the file the reader picked. */
const BROWSER_PAGE = [
  "import { readFileSync as readPickedFile } from 'node:fs';",
  `globalThis.document = { querySelector: () => ({ files: [new File([readPickedFile('${UPLOAD_PATH}')], '${UPLOAD_NAME}')] }) };`,
  '',
].join('\n');
// Debian's Python, which Debian's requests and httpx are installed for; `python3` on the PATH may be another one.
const PYTHON = { file: 'sample.py', command: ['/usr/bin/python3', 'sample.py'] } as const;

const RUNNERS: Readonly<Record<string, Runner>> = {
  curl: { ...SHELL, probe: ['curl', '--version'] },
  javascript: { ...NODE, prelude: BROWSER_PAGE },
  node: NODE,
  python: { ...PYTHON, probe: ['/usr/bin/python3', '-c', 'import requests'] },
  go: { file: 'main.go', command: ['go', 'run', 'main.go'], probe: ['go', 'version'] },
  // Java's single-file launch (Java 11 and later), which needs the JDK's compiler; a short run needs no optimising compiler.
  java: { file: 'Main.java', command: ['java', '-XX:TieredStopAtLevel=1', 'Main.java'], probe: ['javac', '-version'] },
  php: { file: 'sample.php', command: ['php', 'sample.php'], probe: ['php', '-r', "require '/usr/share/php/GuzzleHttp/autoload.php';"] },
  ruby: { file: 'sample.rb', command: ['ruby', 'sample.rb'], probe: ['ruby', '--version'] },
  httpie: { ...SHELL, probe: ['http', '--version'] },
  axios: NODE,
  'python-httpx': { ...PYTHON, probe: ['/usr/bin/python3', '-c', 'import httpx'] },
};

/** Set by .ci/run, which installs every runtime: a missing one fails the tests there instead of leaving its language out. */
const REQUIRE_RUNTIMES = process.env.DOCS_GEN_REQUIRE_SAMPLE_RUNTIMES === '1';

/** The languages of RUNNERS whose runtime this machine has. */
async function runnableLanguages(): Promise<string[]> {
  const found = await Promise.all(
    Object.values(RUNNERS).map(
      ({ probe }) =>
        new Promise<boolean>((resolve) => {
          const [command, ...args] = probe;
          const child = spawn(command, args, { stdio: 'ignore', timeout: 20_000 });
          child.on('error', () => resolve(false));
          child.on('close', (code) => resolve(code === 0));
        }),
    ),
  );
  return Object.keys(RUNNERS).filter((_, index) => found[index]);
}

/** The languages whose runtime or library CI has no package for: their samples are checked as text only. */
const TEXT_ONLY = ['csharp', 'kotlin', 'swift', 'rust', 'dart', 'powershell'];

interface ArrivedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  readonly bytes: Buffer;
}

/** What a run of a sample did: the requests the local server saw, and how the program ended. */
interface SampleRun {
  readonly runner: Runner;
  readonly arrived: readonly ArrivedRequest[];
  readonly exitCode: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** An answer as the spec describes it. */
interface Answer {
  readonly status: number;
  readonly contentType?: string;
  readonly body?: string;
}

const JSON_ANSWER: Answer = { status: 200, contentType: 'application/json', body: '{}' };

/** A local server that records the requests it gets and answers each with `answer`. */
async function recordingServer(answer: Answer): Promise<{ url: string; arrived: ArrivedRequest[]; close: () => Promise<void> }> {
  const arrived: ArrivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const bytes = Buffer.concat(chunks);
      arrived.push({ method: request.method!, url: request.url!, headers: request.headers, body: bytes.toString('utf8'), bytes });
      response.writeHead(answer.status, answer.contentType === undefined ? {} : { 'content-type': answer.contentType }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, arrived, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * Runs an operation's sample in a language against a local server of its own, the sample's base URL pointed at it.
 * An input that is not a terminal and never ends (a script's, run from cron or CI), and a system encoding that is not
 * UTF-8 (Windows'), which some runtimes read source in.
 */
async function runSample(anchor: string, language: string, answer: Answer): Promise<SampleRun> {
  const runner = RUNNERS[language]!;
  const server = await recordingServer(answer);
  try {
    const folder = await makeTemporaryFolder(`docs-gen-sample-${language}-`);
    await writeFile(path.join(folder, runner.file), (runner.prelude ?? '') + (await sampleCode(shop, anchor, language, `${server.url}/v2`)));
    await mkdir(path.join(folder, path.dirname(UPLOAD_PATH)), { recursive: true });
    await writeFile(path.join(folder, UPLOAD_PATH), UPLOAD_BYTES);
    // Where a reader has installed the client: axios with npm, Guzzle with Composer (here Debian's Guzzle).
    await symlink(path.join(PACKAGE_ROOT, 'node_modules'), path.join(folder, 'node_modules'));
    await mkdir(path.join(folder, 'vendor'));
    await writeFile(path.join(folder, 'vendor/autoload.php'), "<?php\nrequire_once '/usr/share/php/GuzzleHttp/autoload.php';\n");
    const [command, ...args] = runner.command;
    const child = spawn(command, args, { cwd: folder, stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' }, timeout: 20_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exitCode = await new Promise<number | null>((resolve) => {
      child.on('error', (error) => {
        stderr += `${command} could not be started (${error.message}): .ci/run installs it`;
        resolve(null);
      });
      child.on('close', resolve);
    });
    return { runner, arrived: [...server.arrived], exitCode, stdout, stderr };
  } finally {
    await server.close();
  }
}

/** Runs `tasks` with at most `limit` of them at once. */
async function inPool<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

/** What a request sent, in the terms the spec uses: the query decoded, the headers named, a JSON body parsed. */
interface SentRequest {
  readonly method: string;
  readonly path: string;
  readonly query: readonly (readonly [string, string])[];
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: unknown;
}

/** The one request a run sent, with the headers `expected` names; else what went wrong: a program that failed, or another count of requests. */
function sentBy(run: SampleRun, expected: SentRequest): SentRequest | string {
  if (run.exitCode !== 0 || (run.runner.catchesErrors && run.stderr !== '') || run.arrived.length !== 1)
    return `exit code ${run.exitCode}, ${run.arrived.length} requests:\n${run.stdout}\n${run.stderr}`;
  const [request] = run.arrived as [ArrivedRequest];
  const url = new URL(request.url, 'http://127.0.0.1');
  const json = /^application\/json\b/.test(request.headers['content-type'] ?? '') && request.body !== '';
  return {
    method: request.method,
    path: url.pathname,
    query: [...url.searchParams],
    headers: Object.fromEntries(Object.keys(expected.headers).map((name) => [name, request.headers[name]])),
    body: json ? JSON.parse(request.body) : request.body,
  };
}

/** What the samples of addItems send: each kind of parameter, two credentials, and a body every language must quote. */
const ADD_ITEMS: SentRequest = {
  method: 'POST',
  // `ord 42/b`: a space and a slash in a path value.
  path: '/v2/orders/ord%2042%2Fb/items',
  query: [
    ['tag', 'gift wrap'],
    ['tag', 'tea & cake'],
    ['notify', 'true'],
  ],
  headers: {
    authorization: 'Basic YOUR_BASE64_CREDENTIALS',
    'x-partner-key': 'YOUR_API_KEY',
    'idempotency-key': 'add-items-7',
    'content-type': 'application/json',
  },
  // What each language's quoting could change: an apostrophe and quotes, `$`, Ruby's `#{`, backslashes before a letter, accents, an emoji, a line break; null, a decimal, true.
  body: {
    items: [
      { sku: 'tea-01', quantity: 2, price: 4.5 },
      { sku: 'mug-02', quantity: 1, price: null },
    ],
    gift: true,
    note: 'It\'s a $5 gift for #{name}: "tea" from C:\\new\\ café, 100% 🍵\nWrapped.',
  },
};

/**
 * The operations run, with the answer the spec says each gets: one that is not JSON, or has no body, must not be
 * parsed. createOrder is left out: addItems sends all its body does, and more, and each run costs CPU time.
 */
const OPERATIONS = {
  getOrder: JSON_ANSWER,
  addItems: JSON_ANSWER,
  getReceipt: { status: 200, contentType: 'text/plain', body: 'Receipt of ord_42' },
  deleteOrder: { status: 204 },
  upload: { status: 204 },
} as const satisfies Record<string, Answer>;
type Operation = keyof typeof OPERATIONS;

/** What an upload sent, in the terms a server reads it: the multipart body parsed by its Content-Type; else what went wrong. */
async function uploadedBy(run: SampleRun): Promise<unknown> {
  if (run.exitCode !== 0 || (run.runner.catchesErrors && run.stderr !== '') || run.arrived.length !== 1)
    return `exit code ${run.exitCode}, ${run.arrived.length} requests:\n${run.stdout}\n${run.stderr}`;
  const [request] = run.arrived as [ArrivedRequest];
  const contentType = request.headers['content-type'] ?? '';
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(request.bytes), { headers: { 'content-type': contentType } }).formData();
  } catch (error) {
    return `an unreadable body (${(error as Error).message}), Content-Type ${contentType}:\n${request.body}`;
  }
  // Clients differ in the order of the parts (requests sends the text fields first), which the server does not read.
  const parts = await Promise.all(
    [...form]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(async ([name, value]) =>
        typeof value === 'string' ? { name, text: value } : { name, fileName: value.name, bytes: Buffer.from(await value.arrayBuffer()).toString('hex') },
      ),
  );
  return { method: request.method, path: new URL(request.url, 'http://127.0.0.1').pathname, cookie: request.headers.cookie, parts };
}

describe('every sample a page shows, run as a reader runs it against a local server', () => {
  let runs: Map<string, SampleRun>;
  let runnable: string[];
  beforeAll(async () => {
    runnable = await runnableLanguages();
    const missing = Object.keys(RUNNERS).filter((language) => !runnable.includes(language));
    if (missing.length > 0 && !REQUIRE_RUNTIMES) console.warn(`Samples not run, for want of their runtime (.ci/run installs them): ${missing.join(', ')}`);
    // The slowest to start first (Java, Go), so the others fill the time they take.
    const languages = (REQUIRE_RUNTIMES ? Object.keys(RUNNERS) : runnable).sort(
      (a, b) => Number(['java', 'go'].includes(b)) - Number(['java', 'go'].includes(a)),
    );
    const jobs = languages.flatMap((language) => Object.keys(OPERATIONS).map((anchor) => ({ anchor: anchor as Operation, language })));
    const results = await inPool(
      jobs.map(
        ({ anchor, language }) =>
          () =>
            runSample(anchor, language, OPERATIONS[anchor]),
      ),
      4,
    );
    runs = new Map(jobs.map(({ anchor, language }, index) => [`${anchor} ${language}`, results[index]!]));
  }, 120_000);

  /** Per language: what its sample of the operation sent, for one comparison that names the languages that differ. */
  function expectEveryLanguageSends(anchor: Operation, expected: SentRequest): void {
    const languages = REQUIRE_RUNTIMES ? Object.keys(RUNNERS) : runnable;
    const sent = Object.fromEntries(languages.map((language) => [language, sentBy(runs.get(`${anchor} ${language}`)!, expected)]));
    expect(sent).toEqual(Object.fromEntries(languages.map((language) => [language, expected])));
  }

  it.runIf(REQUIRE_RUNTIMES)('finds the runtime of every language it runs, as CI installs them', () => {
    expect(runnable).toEqual(Object.keys(RUNNERS));
  });

  it('runs every language whose runtime CI installs; the others are the languages left', () => {
    const { languages } = sampleGroup(shop, 'getOrder');
    expect(
      languages
        .map(([id]) => id)
        .filter((id) => !(id in RUNNERS))
        .sort(),
    ).toEqual([...TEXT_ONLY].sort());
  });

  it('sends the path and query values, the header parameter and the bearer token', () => {
    expectEveryLanguageSends('getOrder', {
      method: 'GET',
      path: '/v2/orders/ord_42',
      query: [
        ['expand', 'items'],
        ['limit', '10'],
      ],
      headers: { authorization: 'Bearer YOUR_TOKEN', 'x-request-id': 'req-7' },
      body: '',
    });
  });

  it('sends a list as its name repeated, a path value encoded, a header parameter, Basic credentials with an API key header, and a body of every kind of value', () => {
    expectEveryLanguageSends('addItems', ADD_ITEMS);
  });

  it('sends an API key in the query where the operation asks for one, and no Authorization; a text answer is read as text', () => {
    expectEveryLanguageSends('getReceipt', {
      method: 'GET',
      path: '/v2/orders/ord_42/receipt',
      query: [['api_key', 'YOUR_API_KEY']],
      headers: { authorization: undefined },
      body: '',
    });
  });

  it('uploads the file its path names, its bytes as they are and its name, with the other fields as text and the session cookie', async () => {
    const languages = REQUIRE_RUNTIMES ? Object.keys(RUNNERS) : runnable;
    const uploads = await Promise.all(languages.map((language) => uploadedBy(runs.get(`upload ${language}`)!)));
    const expected = {
      method: 'POST',
      path: '/v2/uploads',
      cookie: 'session=YOUR_API_KEY',
      parts: [
        { name: 'file', fileName: UPLOAD_NAME, bytes: UPLOAD_BYTES.toString('hex') },
        { name: 'note', text: 'hello' },
      ],
    };
    expect(Object.fromEntries(languages.map((language, index) => [language, uploads[index]]))).toEqual(
      Object.fromEntries(languages.map((language) => [language, expected])),
    );
  });

  it('sends a DELETE without a body; an answer without one (204) is not parsed', () => {
    expectEveryLanguageSends('deleteOrder', {
      method: 'DELETE',
      path: '/v2/orders/ord_42',
      query: [],
      headers: { authorization: 'Bearer YOUR_TOKEN' },
      body: '',
    });
  });
});

/** A string literal whose escapes are JSON's (C#, Kotlin once its `\$` is read, Rust once its `\u{…}` is). */
const jsonString = (literal: string | undefined) => (literal === undefined ? undefined : (JSON.parse(literal) as string));

/** Per language CI cannot run: the body its sample sends, read back from the literal that holds it by that language's escapes. */
const BODY_IN_TEXT: Readonly<Record<string, (code: string) => string | undefined>> = {
  csharp: (code) => jsonString(/new StringContent\(("(?:[^"\\]|\\.)*")\)/.exec(code)?.[1]),
  kotlin: (code) => jsonString(/val body = ("(?:[^"\\]|\\.)*")\.toRequestBody/.exec(code)?.[1]?.replaceAll('\\$', '$')),
  rust: (code) => jsonString(/\.body\(("(?:[^"\\]|\\.)*")\)/.exec(code)?.[1]?.replace(/\\u\{([0-9a-f]+)\}/g, (_, hex: string) => `\\u${hex.padStart(4, '0')}`)),
  // A raw string: nothing in it is an escape.
  swift: (code) => /Data\((#+)"""\n([\s\S]*?)\n"""\1\.utf8\)/.exec(code)?.[2],
  dart: (code) =>
    /request\.body = '((?:[^'\\]|\\.)*)';/
      .exec(code)?.[1]
      ?.replace(/\\(.)/g, (_, character: string) => ({ n: '\n', r: '\r', t: '\t' })[character] ?? character),
  powershell: (code) => /\$body = '((?:[^']|'')*)'/.exec(code)?.[1]?.replaceAll("''", "'"),
};

/** Per language CI cannot run: how its upload sample reads the file from its path and sends it as a file part named after it, and the note as text. */
const UPLOAD_IN_TEXT: Readonly<Record<string, readonly string[]>> = {
  csharp: [`{ new StreamContent(File.OpenRead("${UPLOAD_PATH}")), "file", "${UPLOAD_NAME}" },`, '{ new StringContent("hello"), "note" },'],
  kotlin: [`.addFormDataPart("file", "${UPLOAD_NAME}", File("${UPLOAD_PATH}").asRequestBody())`, '.addFormDataPart("note", "hello")'],
  swift: [
    `name=\\"file\\"; filename=\\"${UPLOAD_NAME}\\"\\r\\n\\r\\n".utf8))\nbody.append(try Data(contentsOf: URL(fileURLWithPath: "${UPLOAD_PATH}")))`,
    'name=\\"note\\"\\r\\n\\r\\nhello\\r\\n',
  ],
  // reqwest's Form::file reads the file and names the part after it.
  rust: [`.file("file", "${UPLOAD_PATH}")?`, '.text("note", "hello")'],
  dart: [`request.files.add(await http.MultipartFile.fromPath('file', '${UPLOAD_PATH}'));`, "request.fields['note'] = 'hello';"],
  powershell: [`'file' = Get-Item -Path '${UPLOAD_PATH}'`, "'note' = 'hello'", '-Form $form'],
};

describe('the samples of the languages CI cannot run, as text', () => {
  it('upload the file read from its path as a file part, the other fields as text, with the session cookie', async () => {
    expect(Object.keys(UPLOAD_IN_TEXT).sort()).toEqual([...TEXT_ONLY].sort());
    for (const language of TEXT_ONLY) {
      const code = await sampleCode(shop, 'upload', language);
      const shown = UPLOAD_IN_TEXT[language]!.filter((part) => code.includes(part));
      expect([language, shown]).toEqual([language, UPLOAD_IN_TEXT[language]]);
      expect([language, code.split('\n').some((line) => line.includes('Cookie') && line.includes('session=YOUR_API_KEY'))]).toEqual([language, true]);
      // No part of the body is an empty string standing for the file, nor a Content-Type without the client's boundary.
      expect([language, /Content\("?"\)|multipart\/form-data"/.test(code)]).toEqual([language, false]);
    }
  });

  it('hold the URL with its query, each header’s name and value on one line, and a body literal that reads back as the example', async () => {
    expect(Object.keys(BODY_IN_TEXT).sort()).toEqual([...TEXT_ONLY].sort());
    for (const language of TEXT_ONLY) {
      const code = await sampleCode(shop, 'addItems', language);
      const url = new URL(/https:\/\/eu\.api\.shop\.test\/v2[^"'\s]*/.exec(code)![0]);
      expect([language, url.pathname, [...url.searchParams]]).toEqual([language, ADD_ITEMS.path, ADD_ITEMS.query]);
      const onOneLine = (parts: readonly string[]) => code.split('\n').some((line) => parts.every((part) => line.toLowerCase().includes(part.toLowerCase())));
      for (const [name, value] of Object.entries(ADD_ITEMS.headers)) {
        // Each language names the content type its own way (a header, -ContentType, the body's media type): its value is enough.
        const parts = name === 'content-type' ? [String(value)] : [name, String(value)];
        expect([language, parts, onOneLine(parts)]).toEqual([language, parts, true]);
      }
      const body = BODY_IN_TEXT[language]!(code);
      expect([language, body === undefined ? undefined : JSON.parse(body)]).toEqual([language, ADD_ITEMS.body]);
    }
  });
});
