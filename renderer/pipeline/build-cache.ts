/**
 * The build cache: what earlier builds learnt, so the next one parses only
 * changed docs and rewrites only output files whose inputs changed.
 *
 *   index.json   line 1: {"format","fingerprint","digest"}; then the body:
 *                each doc's parse info and stored tree by parse key, and the
 *                key and digest of every file of the last output folder
 *   index.journal  what builds changed in the index since (index-journal.ts)
 *   packs/       body trees, appended to one file per thread and build
 *   search-index.state    what the next build updates the search index from (search-state.ts)
 *   clean-links.json      the key of the links the last build checked and found nothing wrong with
 *   compiled-config.json  the site config as esbuild compiled it (config/compiled-config-cache.ts)
 *   client-bundle.json    the client bundle, when the theme was edited since docs-gen was compiled
 *   loaded-specs.json     the API pages of the specs, and what loading them read (openapi/load-specs.ts)
 *
 * Nothing is trusted blindly: an index with another format or fingerprint,
 * or whose body does not match its digest, is discarded whole; a tree whose
 * bytes do not match its digest is parsed again; an output file is kept only
 * when it is the file recorded (same stamp: size, times, inode) or its bytes
 * still match the digest recorded for them; an entry of the
 * wrong kind (a folder where index.json belongs, a file where packs/ does)
 * is removed, so a damaged cache heals instead of failing every build.
 * Without a persistent cache (`--no-cache`) the trees go to a scratch folder
 * (given by the caller, beside the output) that is removed after the build.
 */
import { appendFileSync, readdirSync, rmSync } from 'node:fs';
import { link, lstat, mkdir, readdir, readFile, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { lstatOrUndefined, readFileOrUndefined } from '../fs/entries.js';
import type { ClientBundle } from '../bundle/bundle-client.js';
import type { Diagnostic } from '../diagnostics/types.js';
import { listNames } from '../diagnostics/format.js';
import { writeFileAtomicSync } from '../fs/atomic-write.js';
import { PACKS_DIR } from './cache-files.js';
import { digestOf } from '../fs/digest.js';
import { applyChanges, changesBetween, isEmpty, journalRecord, journalStart, readJournal } from './index-journal.js';
import type { CacheIndex, OutputRecord } from './cache-records.js';
import type { CachedDoc } from '../content/site-doc.js';
import { isLeftoverOf } from '../fs/leftovers.js';
import { COMPILED_CONFIG_FILE } from '../config/compiled-config-cache.js';
import { readSearchState, SEARCH_STATE_FILE, writeSearchState } from './search-state.js';
import type { SearchIndexState } from '../search/search-index.js';
import type { OutputFile } from '../fs/output-file.js';
import type { StoredSpecs } from '../openapi/load-specs.js';

/** Relative to the site root. */
export const DEFAULT_CACHE_DIR = 'node_modules/.cache/docs-gen';
const INDEX_FILE = 'index.json';
/** What builds since the index was written changed in it (index-journal.ts). */
const JOURNAL_FILE = 'index.journal';
const CLIENT_BUNDLE_FILE = 'client-bundle.json';
/** The API pages of the last build's specs (see BuildCache.loadedSpecs). */
const LOADED_SPECS_FILE = 'loaded-specs.json';
/** `{"fingerprint","key"}`: see BuildCache.cleanLinks. */
const CLEAN_LINKS_FILE = 'clean-links.json';
/** Bump when the layout of the cache changes. */
const CACHE_FORMAT = 2;
/** A pack less than this full of live trees is dropped, and its docs parsed again: the cache never grows without bound. */
const MIN_PACK_USE = 0.5;
/** A journal longer than this share of the index is folded into it by the next build. */
const MAX_JOURNAL_SHARE = 0.25;

export type CacheState = 'empty' | 'reused' | 'stale' | 'corrupt' | 'disabled';

export interface BuildCache {
  /** Where threads keep their packs. */
  readonly dir: string;
  readonly persistent: boolean;
  /** How this build found the index: reused, or why not. */
  readonly state: CacheState;
  parsedDoc(key: string): CachedDoc | undefined;
  /** The files the last successful build wrote to `outDir`, if it was that folder. */
  previousOutput(outDir: string): OutputRecord['files'] | undefined;
  /**
   * The key of the manifest and config whose links the last build checked and found nothing wrong with
   * (the engine's check stage), if that build ran this code.
   */
  readonly cleanLinks: string | undefined;
  /**
   * Records this build as the new index and deletes packs nothing refers to.
   * A build that wrote no output passes none: the last output's record stays.
   * `search`: the search index's state, when the build made the index. `cleanLinks`: the key of the links
   * this build found nothing wrong with, if it did.
   */
  save(entries: { docs: CacheIndex['docs']; output: OutputRecord | undefined; search?: SearchIndexState; cleanLinks?: string }): Promise<void>;
  /** Removes the temporary folder of a non-persistent cache. */
  dispose(): Promise<void>;
  /**
   * Removes the packs this process wrote since the cache was opened that the saved index does not refer to:
   * a build that fails before it saves (a full disk) leaves no cache space behind.
   */
  discardUnsaved(): Promise<void>;
  /** The client bundle an earlier build made with the same code, if it is intact. */
  clientBundle(): Promise<ClientBundle | undefined>;
  saveClientBundle(bundle: ClientBundle): void;
  /** The API pages an earlier build of the same code loaded, with what it read to load them (load-specs.ts checks that). */
  loadedSpecs(): Promise<StoredSpecs | undefined>;
  saveLoadedSpecs(specs: StoredSpecs): void;
  /** The state the last build left the search index in, if it is of this code and intact. */
  searchState(): Promise<SearchIndexState | undefined>;
}

/** What `docs-gen dev` starts from: a trees folder of its own, and what the last build of the site parsed and loaded. */
export type DevStore = Pick<BuildCache, 'dir' | 'parsedDoc' | 'loadedSpecs'>;

/**
 * dev's store: its trees go to a folder of its own ({@link makeDevTreesFolder}), and it starts from the build
 * cache in the site's cache folder, read-only. The packs of the docs it takes from there are hard-linked
 * into its own folder first: a pack is never written to once made, and a build that deletes the cache's
 * link leaves dev's. A doc whose pack cannot be linked (a file system without hard links, a build that
 * just deleted it) is parsed again.
 */
export async function openDevStore(root: string, fingerprint: string): Promise<DevStore> {
  const dir = await makeDevTreesFolder(root);
  const cacheDir = path.resolve(root, DEFAULT_CACHE_DIR);
  const { index } = readIndex(cacheDir, fingerprint);
  const packs = new Set(Object.values(index.docs).map((doc) => path.basename(doc.tree.pack)));
  const linked = new Set<string>();
  if (packs.size > 0) {
    await mkdir(path.join(dir, PACKS_DIR), { recursive: true });
    await Promise.all(
      [...packs].map((pack) =>
        link(path.join(cacheDir, PACKS_DIR, pack), path.join(dir, PACKS_DIR, pack)).then(
          () => linked.add(pack),
          () => {},
        ),
      ),
    );
  }
  return {
    dir,
    parsedDoc: (key) => (Object.hasOwn(index.docs, key) && linked.has(path.basename(index.docs[key]!.tree.pack)) ? index.docs[key] : undefined),
    loadedSpecs: () => readLoadedSpecs(cacheDir, fingerprint),
  };
}

/**
 * A folder for the body trees of `docs-gen dev`, which keeps no cache between
 * runs: in the site's cache folder, named with this process's pid. Folders of
 * dev servers that were killed are removed.
 */
export async function makeDevTreesFolder(root: string): Promise<string> {
  const cacheDir = path.resolve(root, DEFAULT_CACHE_DIR);
  await claimCacheFolder(cacheDir, { named: false });
  const names = await readdir(cacheDir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => {
        const pid = DEV_TREES.exec(name)?.[1];
        return pid !== undefined && isLeftoverOf(Number(pid));
      })
      .map((name) => rm(path.join(cacheDir, name), { recursive: true, force: true })),
  );
  const dir = path.join(cacheDir, `dev-${Date.now().toString(36)}-${process.pid}`);
  await mkdir(dir, { recursive: true });
  return dir;
}

/**
 * The tag that marks a folder as docs-gen's cache, in the format of the Cache Directory Tagging Specification
 * (https://bford.info/cachedir/), so backup tools skip the folder too. docs-gen deletes what is in a cache
 * folder only when the tag is there and names docs-gen.
 */
const CACHE_TAG_FILE = 'CACHEDIR.TAG';
const CACHE_TAG = `Signature: 8a477f597d28d172789f06886806bc55
# This file is a cache directory tag created by docs-gen.
# For information about cache directory tags, see https://bford.info/cachedir/
`;

/** Whether `dir` holds docs-gen's cache tag. */
export function isTaggedCacheFolder(dir: string): boolean {
  return readFileOrUndefined(path.join(dir, CACHE_TAG_FILE))?.toString('utf8') === CACHE_TAG;
}

/**
 * Makes `dir` the build cache, tagged as docs-gen's, before anything is written into it. The default folder
 * (`named: false`) is docs-gen's by its place. A --cache-dir the user named (`named: true`) must be new, empty or
 * tagged: a file there, or a folder holding files docs-gen did not write, is the user's, and is neither
 * written into nor removed.
 */
export async function claimCacheFolder(dir: string, { named }: { named: boolean }): Promise<Diagnostic | undefined> {
  const refuse = (what: string): Diagnostic => ({
    code: 'cache-invalid',
    severity: 'error',
    message: `The cache folder ${dir} ${what}; docs-gen writes over and removes what its cache folder holds`,
    hint: 'Give --cache-dir a new or empty folder (or one an earlier build used as its cache), or leave it out to use node_modules/.cache/docs-gen.',
    location: { option: '--cache-dir' },
  });
  const stats = await lstat(dir).catch(() => undefined);
  if (named && stats !== undefined && !stats.isDirectory()) return refuse(stats.isSymbolicLink() ? 'is a link' : 'is a file');
  if (named && stats !== undefined && !isTaggedCacheFolder(dir)) {
    const names = await readdir(dir);
    if (names.length > 0) return refuse(`holds files docs-gen did not write (${listNames(names, 5)}) and no docs-gen ${CACHE_TAG_FILE}`);
  }
  if (stats !== undefined && !stats.isDirectory()) await rm(dir, { force: true });
  await mkdir(dir, { recursive: true });
  if (!isTaggedCacheFolder(dir)) writeFileAtomicSync(path.join(dir, CACHE_TAG_FILE), CACHE_TAG);
  return undefined;
}

export async function openBuildCache({
  dir,
  fingerprint,
  persistent,
  scratchDir,
}: {
  dir: string;
  fingerprint: string;
  persistent: boolean;
  scratchDir: string;
}): Promise<BuildCache> {
  if (!persistent) {
    await mkdir(scratchDir, { recursive: true });
    return {
      dir: scratchDir,
      persistent: false,
      state: 'disabled',
      parsedDoc: () => undefined,
      previousOutput: () => undefined,
      cleanLinks: undefined,
      save: async () => {},
      dispose: () => rm(scratchDir, { recursive: true, force: true }),
      discardUnsaved: async () => {},
      clientBundle: async () => undefined,
      saveClientBundle: () => {},
      loadedSpecs: async () => undefined,
      saveLoadedSpecs: () => {},
      searchState: async () => undefined,
    };
  }
  healCacheFolder(dir);
  const packsBefore = new Set(await readdir(path.join(dir, PACKS_DIR)).catch(() => [] as string[]));
  const read = readIndex(dir, fingerprint);
  let { index, written } = read;
  const cleanLinks = readCleanLinks(dir, fingerprint);
  return {
    dir,
    persistent: true,
    state: read.state,
    parsedDoc: (key) => (Object.hasOwn(index.docs, key) ? index.docs[key] : undefined),
    previousOutput: (outDir) => (index.output?.dir === outDir ? index.output.files : undefined),
    cleanLinks,
    async save({ docs, output = index.output, search, cleanLinks: clean }) {
      const live = await livePacks(path.join(dir, PACKS_DIR), docs);
      const kept: CacheIndex = { docs: Object.fromEntries(Object.entries(docs).filter(([, doc]) => live.has(doc.tree.pack))), output };
      written = saveIndex({ dir, fingerprint, before: index, after: kept, written });
      index = kept;
      if (search !== undefined) writeSearchState(dir, fingerprint, search);
      if (clean !== cleanLinks) {
        if (clean === undefined) rmSync(path.join(dir, CLEAN_LINKS_FILE), { force: true });
        else writeFileAtomicSync(path.join(dir, CLEAN_LINKS_FILE), JSON.stringify({ fingerprint, key: clean }));
      }
      const names = await readdir(path.join(dir, PACKS_DIR)).catch(() => [] as string[]);
      await Promise.all(names.filter((name) => !live.has(name)).map((name) => unlink(path.join(dir, PACKS_DIR, name)).catch(() => {})));
    },
    dispose: async () => {},
    async discardUnsaved() {
      const referenced = new Set(Object.values(index.docs).map((doc) => doc.tree.pack));
      // Packs are named `<time>-<pid>-<thread>-<n>.pack` (cache-files.ts): another process's are never touched.
      const mine = (name: string) => name.split('-')[1] === String(process.pid);
      const names = await readdir(path.join(dir, PACKS_DIR)).catch(() => [] as string[]);
      const unsaved = names.filter((name) => mine(name) && !packsBefore.has(name) && !referenced.has(name));
      await Promise.all(unsaved.map((name) => unlink(path.join(dir, PACKS_DIR, name)).catch(() => {})));
    },
    searchState: () => readSearchState(dir, fingerprint),
    // The bundle depends on the theme and the installed packages only, which is what the fingerprint covers.
    async clientBundle() {
      const stored = await readStamped<{ stylesheets: string[]; scripts: string[]; componentScripts: string[]; files: StoredFile[] }>(
        path.join(dir, CLIENT_BUNDLE_FILE),
        fingerprint,
      );
      return stored && { ...stored, files: stored.files.map(fromStoredFile) };
    },
    saveClientBundle(bundle) {
      const { stylesheets, scripts, componentScripts } = bundle;
      writeStamped(path.join(dir, CLIENT_BUNDLE_FILE), fingerprint, { stylesheets, scripts, componentScripts, files: bundle.files.map(toStoredFile) });
    },
    loadedSpecs: () => readLoadedSpecs(dir, fingerprint),
    saveLoadedSpecs(specs) {
      writeStamped(path.join(dir, LOADED_SPECS_FILE), fingerprint, { ...specs, downloads: specs.downloads.map(toStoredFile) });
    },
  };
}

async function readLoadedSpecs(dir: string, fingerprint: string): Promise<StoredSpecs | undefined> {
  const stored = await readStamped<Omit<StoredSpecs, 'downloads'> & { downloads: StoredFile[] }>(path.join(dir, LOADED_SPECS_FILE), fingerprint);
  return stored && { ...stored, downloads: stored.downloads.map(fromStoredFile) };
}

/** An output file as JSON holds it: text as it is, bytes in base64. */
type StoredFile = { path: string; text: string } | { path: string; base64: string };

function toStoredFile(file: OutputFile): StoredFile {
  return typeof file.contents === 'string'
    ? { path: file.path, text: file.contents }
    : { path: file.path, base64: Buffer.from(file.contents).toString('base64') };
}

function fromStoredFile(file: StoredFile): OutputFile {
  return { path: file.path, contents: 'text' in file ? file.text : Buffer.from(file.base64, 'base64') };
}

/** A file of one JSON value, kept for builds of the same code: a line `{"fingerprint","digest"}`, then the value. */
function writeStamped(file: string, fingerprint: string, value: unknown): void {
  const body = JSON.stringify(value);
  writeFileAtomicSync(file, `${JSON.stringify({ fingerprint, digest: digestOf(body) })}\n${body}`);
}

/** The value {@link writeStamped} wrote, if this code wrote it and it is intact. */
async function readStamped<T>(file: string, fingerprint: string): Promise<T | undefined> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  const newline = text?.indexOf('\n') ?? -1;
  if (text === undefined || newline === -1) return undefined;
  const body = text.slice(newline + 1);
  try {
    const header = JSON.parse(text.slice(0, newline)) as { fingerprint?: unknown; digest?: unknown };
    if (header.fingerprint !== fingerprint || header.digest !== digestOf(body)) return undefined;
    return JSON.parse(body) as T;
  } catch {
    return undefined;
  }
}

/**
 * Entries the cache needs of one kind and finds of another are removed; so are temporary files of killed builds.
 * Synchronous, as is reading the index: a handful of calls, each a promise's round trip through a busy event loop otherwise.
 */
function healCacheFolder(dir: string): void {
  const expected: Record<string, 'file' | 'folder'> = {
    [INDEX_FILE]: 'file',
    [JOURNAL_FILE]: 'file',
    [CLIENT_BUNDLE_FILE]: 'file',
    [LOADED_SPECS_FILE]: 'file',
    [SEARCH_STATE_FILE]: 'file',
    [COMPILED_CONFIG_FILE]: 'file',
    [CLEAN_LINKS_FILE]: 'file',
    [PACKS_DIR]: 'folder',
  };
  for (const [name, kind] of Object.entries(expected)) {
    const stats = lstatOrUndefined(path.join(dir, name));
    if (stats === undefined || (kind === 'file' ? stats.isFile() : stats.isDirectory())) continue;
    rmSync(path.join(dir, name), { recursive: true, force: true });
  }
  for (const name of readdirSync(dir)) if (isStaleTemporaryFile(name)) rmSync(path.join(dir, name), { force: true });
}

/** `index.json.<pid>-<thread>.tmp`, left by a build killed while writing it (see writeFileAtomicSync). */
function isStaleTemporaryFile(name: string): boolean {
  const match = TEMPORARY_FILE.exec(name);
  return match !== null && isLeftoverOf(Number(match[1]));
}

/** `dev-<time>-<pid>`: the trees folder of one dev server. */
const DEV_TREES = /^dev-[a-z0-9]+-(\d+)$/;
/** `<file>.<pid>-<thread>.tmp`: a file being written (see writeFileAtomicSync). */
const TEMPORARY_FILE = /\.(\d+)-\d+\.tmp$/;

/**
 * Whether `name`, in a cache folder, is something docs-gen puts there, with
 * the pid of the process using it (a dev server's trees, a file being
 * written); undefined for anything else, which is not docs-gen's.
 */
export function cacheEntryOf(name: string): { readonly pid: number | undefined } | undefined {
  if (
    [
      INDEX_FILE,
      JOURNAL_FILE,
      CLIENT_BUNDLE_FILE,
      LOADED_SPECS_FILE,
      SEARCH_STATE_FILE,
      COMPILED_CONFIG_FILE,
      CLEAN_LINKS_FILE,
      PACKS_DIR,
      CACHE_TAG_FILE,
    ].includes(name)
  )
    return { pid: undefined };
  const match = DEV_TREES.exec(name) ?? TEMPORARY_FILE.exec(name);
  return match === null ? undefined : { pid: Number(match[1]) };
}

/** The packs worth keeping: referenced, and mostly by live trees. */
async function livePacks(packsDir: string, docs: CacheIndex['docs']): Promise<Set<string>> {
  const used = new Map<string, number>();
  for (const { tree } of Object.values(docs)) used.set(tree.pack, (used.get(tree.pack) ?? 0) + tree.length);
  const live = new Set<string>();
  await Promise.all(
    [...used].map(async ([pack, bytes]) => {
      const size = await stat(path.join(packsDir, pack)).then(
        (stats) => stats.size,
        () => 0,
      );
      if (size > 0 && bytes >= size * MIN_PACK_USE) live.add(pack);
    }),
  );
  return live;
}

/** The key clean-links.json holds, when a build of this code wrote it. */
function readCleanLinks(dir: string, fingerprint: string): string | undefined {
  try {
    const recorded = JSON.parse(readFileOrUndefined(path.join(dir, CLEAN_LINKS_FILE))?.toString('utf8') ?? '{}') as { fingerprint?: unknown; key?: unknown };
    return recorded.fingerprint === fingerprint && typeof recorded.key === 'string' ? recorded.key : undefined;
  } catch {
    return undefined;
  }
}

/** What is on disk of the index: its body's size and digest, and how long its journal is (0: none). */
interface WrittenIndex {
  readonly indexBytes: number;
  readonly digest: string;
  readonly journalBytes: number;
}

/**
 * The index as the last build left it: the index file, then its journal's records. `written` is undefined
 * when the next save must write the index whole (none was read, or its journal was not whole).
 */
function readIndex(dir: string, fingerprint: string): { index: CacheIndex; state: CacheState; written: WrittenIndex | undefined } {
  const empty: CacheIndex = { docs: {}, output: undefined };
  const bytes = readFileOrUndefined(path.join(dir, INDEX_FILE));
  if (bytes === undefined) return { index: empty, state: 'empty', written: undefined };
  let index: CacheIndex;
  let digest: string;
  try {
    // The body is digested as the bytes it was written as, before it is decoded.
    const newline = bytes.indexOf(0x0a);
    const header = JSON.parse(bytes.subarray(0, newline).toString('utf8')) as { format?: unknown; fingerprint?: unknown; digest?: unknown };
    if (header.format !== CACHE_FORMAT || header.fingerprint !== fingerprint) return { index: empty, state: 'stale', written: undefined };
    const body = bytes.subarray(newline + 1);
    digest = digestOf(body);
    if (digest !== header.digest) return { index: empty, state: 'corrupt', written: undefined };
    index = JSON.parse(body.toString('utf8')) as CacheIndex;
    if (typeof index.docs !== 'object' || index.docs === null) return { index: empty, state: 'corrupt', written: undefined };
  } catch {
    return { index: empty, state: 'corrupt', written: undefined };
  }
  const journal = readFileOrUndefined(path.join(dir, JOURNAL_FILE))?.toString('utf8');
  const { records, complete } = journal === undefined ? { records: [], complete: true } : readJournal(journal, digest);
  for (const record of records) index = applyChanges(index, record);
  const written = complete ? { indexBytes: bytes.length, digest, journalBytes: journal?.length ?? 0 } : undefined;
  return { index, state: 'reused', written };
}

/**
 * Records `after`: what changed since `before` appended to the journal, or, when the journal would pass
 * its share of the index (or the index on disk is not `before` whole), the index written anew.
 */
function saveIndex({
  dir,
  fingerprint,
  before,
  after,
  written,
}: {
  dir: string;
  fingerprint: string;
  before: CacheIndex;
  after: CacheIndex;
  written: WrittenIndex | undefined;
}): WrittenIndex {
  const changes = written === undefined ? undefined : changesBetween(before, after);
  if (written === undefined || changes === undefined) return writeIndex(dir, fingerprint, after);
  if (isEmpty(changes)) return written;
  const appended = (written.journalBytes === 0 ? journalStart(written.digest) : '') + journalRecord(changes);
  if (written.journalBytes + appended.length > written.indexBytes * MAX_JOURNAL_SHARE) return writeIndex(dir, fingerprint, after);
  appendFileSync(path.join(dir, JOURNAL_FILE), appended);
  return { ...written, journalBytes: written.journalBytes + appended.length };
}

/** Writes the index whole and removes its journal (after: a journal of the index before would not apply to this one). */
function writeIndex(dir: string, fingerprint: string, index: CacheIndex): WrittenIndex {
  // Encoded once, then digested and written as bytes: a large site's index is tens of megabytes.
  const body = Buffer.from(JSON.stringify(index));
  const digest = digestOf(body);
  const header = Buffer.from(`${JSON.stringify({ format: CACHE_FORMAT, fingerprint, digest })}\n`);
  writeFileAtomicSync(path.join(dir, INDEX_FILE), [header, body]);
  rmSync(path.join(dir, JOURNAL_FILE), { force: true });
  return { indexBytes: header.length + body.length, digest, journalBytes: 0 };
}
