/**
 * How a built site takes the place of the one the output shows, and how
 * docs-gen knows the output is its own. Two layouts:
 *
 * - `folder` (the default): the output is a plain folder, so every copy,
 *   archive or deploy step works on it as on any folder. The new generation
 *   is put in place by two renames: the old folder aside, the new one in.
 *   Between the two (microseconds, or until the next docs-gen command if the
 *   build is killed right there) the output path does not exist: a reader
 *   sees the old site, then nothing, then the new site, never a mix.
 * - `link`: the output is a symbolic link to a generation beside it, and one
 *   rename (atomic) points it at the new one: the output path always exists.
 *   For servers that serve the folder while it is rebuilt.
 *
 * Before the first rename a build writes a journal (`switch.json`) into the
 * generations folder; a command that finds the journal of a build that is
 * gone finishes the switch it began (the new site was whole before the
 * journal was written). After the switch, `output.json` records the output
 * folder's identity (device and inode, which survive renames), so a later
 * build knows the folder is its own and not one the user put there.
 */
import { lstatSync, readFileSync, rmSync, statSync } from 'node:fs';
import { lstat, readlink, rename, rm, symlink, unlink } from 'node:fs/promises';
import path from 'node:path';
import { lstatOrUndefined } from '../fs/entries.js';
import { writeFileAtomicSync } from '../fs/atomic-write.js';
import { isLeftoverOf } from '../fs/leftovers.js';
import { crashPointForTests } from '../fs/crash-point.js';

export type OutputLayout = 'folder' | 'link';

/** `<parent>/.docs-gen-<name>`: every generation docs-gen writes for the output `<parent>/<name>`. */
export function generationsDirOf(outDir: string): string {
  return path.join(path.dirname(outDir), `.docs-gen-${path.basename(outDir)}`);
}

/** The generation shown before the current one, kept to be written over. No pid: it belongs to no build. */
export const SPARE = 'spare';
/** The identity of the output folder docs-gen put in place (layout `folder`). */
export const OUTPUT_RECORD = 'output.json';
/** The switch a build began: see {@link switchOutput}. */
export const SWITCH_JOURNAL = 'switch.json';

/** The site the output shows, when docs-gen put it there. */
export interface CurrentOutput {
  /** Where its files are: the output folder itself, or the generation the output's link points to. */
  readonly dir: string;
  /** The generation the output's link points to (layout `link`). */
  readonly generation: string | undefined;
  /** When it was put in place, after every file of it was recorded (see matchesStamp). */
  readonly settledAt: number;
}

/** The site the output shows, if docs-gen put it there: its link to a generation, or the folder it recorded. */
export async function currentOutput(outDir: string): Promise<CurrentOutput | undefined> {
  const generation = await linkedGeneration(outDir);
  if (generation !== undefined) return { dir: path.join(generationsDirOf(outDir), generation), generation, settledAt: lstatOrUndefined(outDir)?.mtimeMs ?? 0 };
  const recordFile = path.join(generationsDirOf(outDir), OUTPUT_RECORD);
  const stats = lstatOrUndefined(outDir);
  if (stats === undefined || !stats.isDirectory()) return undefined;
  try {
    const record = JSON.parse(readFileSync(recordFile, 'utf8')) as { dev?: unknown; ino?: unknown };
    const identity = identityOf(outDir);
    if (record.dev !== identity.dev || record.ino !== identity.ino) return undefined;
    return { dir: outDir, generation: undefined, settledAt: statSync(recordFile).mtimeMs };
  } catch {
    return undefined;
  }
}

/** The generation the output's link points to, if docs-gen made the link. */
async function linkedGeneration(outDir: string): Promise<string | undefined> {
  const target = await readlink(outDir).catch(() => undefined);
  if (target === undefined) return undefined;
  const expectedDir = path.basename(generationsDirOf(outDir));
  const [dir, name, ...rest] = target.split('/');
  return dir === expectedDir && name !== undefined && rest.length === 0 ? name : undefined;
}

/** Device and inode as strings: inode numbers may pass 2^53. */
function identityOf(dir: string): { dev: string; ino: string } {
  const stats = lstatSync(dir, { bigint: true });
  return { dev: stats.dev.toString(), ino: stats.ino.toString() };
}

/** What a switch replaces at the output path, and so what becomes of it once the new site is in place. */
export type Replaced =
  /** Nothing: the output did not exist. */
  | { readonly kind: 'nothing' }
  /** A folder docs-gen put there: it becomes the spare. */
  | { readonly kind: 'folder' }
  /** docs-gen's link to this generation, which becomes the spare. */
  | { readonly kind: 'link'; readonly generation: string }
  /** What the user had there and the build was told to replace (--force), or an empty folder: removed. */
  | { readonly kind: 'foreign' };

interface SwitchJournal {
  /** The build that began the switch: while it runs, nobody else finishes it. */
  readonly pid: number;
  readonly layout: OutputLayout;
  /** The generation being put in place. */
  readonly generation: string;
  readonly replaced: Replaced;
}

/** What the output holds now, as a switch will find it. */
export function replacedBy(outDir: string, current: CurrentOutput | undefined): Replaced {
  if (current?.generation !== undefined) return { kind: 'link', generation: current.generation };
  if (current !== undefined) return { kind: 'folder' };
  return lstatOrUndefined(outDir) === undefined ? { kind: 'nothing' } : { kind: 'foreign' };
}

/**
 * Puts generation `generation` (whole, in the generations folder) in place at
 * `outDir` in `layout`, replacing what `replaced` says the output holds now.
 */
export async function switchOutput(outDir: string, { layout, generation, replaced }: Omit<SwitchJournal, 'pid'>): Promise<void> {
  const generations = generationsDirOf(outDir);
  if (layout === 'link') {
    const link = incomingOf(generations, { layout, generation });
    // The link is read relative to the folder it ends up in: the output's parent.
    await rm(link, { force: true });
    await symlink(`${path.basename(generations)}/${generation}`, link);
    crashPointForTests('linked');
  }
  const journal: SwitchJournal = { pid: process.pid, layout, generation, replaced };
  writeFileAtomicSync(path.join(generations, SWITCH_JOURNAL), JSON.stringify(journal));
  crashPointForTests('journaled');
  await carryOut(outDir, journal);
}

/**
 * Finishes the switch a build began and did not end (it was killed): the new
 * site is put in place, or settled if it is already. Nothing to do without a
 * journal, or while the build that wrote it still runs.
 */
export async function finishInterruptedSwitch(outDir: string): Promise<void> {
  const file = path.join(generationsDirOf(outDir), SWITCH_JOURNAL);
  let journal: SwitchJournal;
  try {
    journal = JSON.parse(readFileSync(file, 'utf8')) as SwitchJournal;
  } catch {
    return;
  }
  // Its names become paths in the generations folder: a journal docs-gen did not write moves nothing.
  if (!isJournal(journal) || !isLeftoverOf(journal.pid)) return;
  await carryOut(outDir, journal);
}

/** A journal as {@link switchOutput} writes it: generations named as docs-gen names them, never a path. */
function isJournal(journal: SwitchJournal): boolean {
  const isGeneration = (name: unknown) => typeof name === 'string' && GENERATION_NAME.test(name);
  const { kind } = journal.replaced ?? {};
  return (
    Number.isSafeInteger(journal.pid) &&
    (journal.layout === 'folder' || journal.layout === 'link') &&
    isGeneration(journal.generation) &&
    (kind === 'link' ? isGeneration((journal.replaced as { generation?: unknown }).generation) : kind === 'nothing' || kind === 'folder' || kind === 'foreign')
  );
}

/** `<time>-<pid>`, as a build names the generation it writes. */
const GENERATION_NAME = /^[a-z0-9]+-\d+$/;

/** Whether a switch is under way at `outDir` (or was left by a killed build): its journal is there. */
export function isSwitching(outDir: string): boolean {
  return lstatOrUndefined(path.join(generationsDirOf(outDir), SWITCH_JOURNAL)) !== undefined;
}

/** `<name>.link` (layout `link`: the link made beside the output) or `<name>` (the generation's folder). */
function incomingOf(generations: string, { layout, generation }: Pick<SwitchJournal, 'layout' | 'generation'>): string {
  return path.join(generations, layout === 'link' ? `${generation}.link` : generation);
}

/** Where the replaced output folder waits while the new one is moved in. Named for the build, as its other folders are. */
function asideOf(generations: string, generation: string): string {
  return path.join(generations, `previous-${generation}`);
}

/** Each step looks at what is there first: a build killed at any step, then finished by another command, ends the same. */
async function carryOut(outDir: string, journal: SwitchJournal): Promise<void> {
  const generations = generationsDirOf(outDir);
  const incoming = incomingOf(generations, journal);
  const aside = asideOf(generations, journal.generation);
  if (lstatOrUndefined(incoming) !== undefined) {
    const there = lstatOrUndefined(outDir);
    // A rename replaces a link atomically, but not a folder, and a folder cannot replace a link.
    if (there?.isDirectory()) await rename(outDir, aside);
    else if (there !== undefined && journal.layout === 'folder') await unlink(outDir);
    crashPointForTests('moved-aside');
    await rename(incoming, outDir);
    crashPointForTests('switched');
  }
  if (journal.layout === 'folder') writeFileAtomicSync(path.join(generations, OUTPUT_RECORD), JSON.stringify(identityOf(outDir)));
  else rmSync(path.join(generations, OUTPUT_RECORD), { force: true });
  const { replaced } = journal;
  if (replaced.kind === 'folder') await keepAsSpare(generations, aside);
  else if (replaced.kind === 'link' && replaced.generation !== journal.generation) await keepAsSpare(generations, path.join(generations, replaced.generation));
  else if (replaced.kind === 'foreign') await rm(aside, { recursive: true, force: true });
  await unlink(path.join(generations, SWITCH_JOURNAL));
}

/** The replaced site becomes the spare, which the next build writes over; a spare that is there already (another build gave it back) stays. */
async function keepAsSpare(generations: string, dir: string): Promise<void> {
  if ((await lstat(dir).catch(() => undefined)) === undefined) return;
  await rename(dir, path.join(generations, SPARE)).catch(() => rm(dir, { recursive: true, force: true }));
}
