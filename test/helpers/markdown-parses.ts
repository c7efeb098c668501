/**
 * A work counter for the Markdown parser: the docs micromark was started on,
 * and those it returned from. Two promises of issue 14 are about where work
 * happens, not how long it takes, and this record shows them without a
 * clock: a doc beyond a limit of the pre-scan is refused before micromark
 * runs (renderer/content/source-limits.ts), where the quadratic time and the
 * stack overflows are; and the per-doc time limit stops a parse in the
 * middle, so it never returns.
 *
 * It sees the parsers of docs-gen's source modules on this thread only:
 * renderer/ imported from the TypeScript sources, as the unit tests do, and
 * as `build()` from renderer/commands/build.ts runs (from the sources the pool has no
 * compiled worker script and parses on this thread, see
 * renderer/pipeline/pool.ts).
 * The compiled API that buildSite loads (dist/api.mjs) bundles its own copy
 * of the parser, and worker threads have theirs. So tests pair "never
 * returned" or "never started" with a doc the record saw finish: a parse it
 * cannot see fails them instead of passing unseen.
 */
import { unified } from 'unified';

export interface MarkdownParses {
  /** The files the parser was called on (`content/guide/a.md`), in order. */
  readonly started: readonly string[];
  /** Those it returned from: a parse the time limit interrupts never does. */
  readonly finished: readonly string[];
  /** Puts the parser back as it was. */
  stop(): void;
}

type ParseMethod = (this: unknown, file?: unknown) => unknown;

/** Records every Markdown parse until `stop()`: call it in a `try`, and stop in its `finally`. */
export function recordMarkdownParses(): MarkdownParses {
  // Every processor docs-gen makes with unified() (renderer/content/parse-doc.ts) parses through this prototype's method.
  const processorPrototype = Object.getPrototypeOf(unified()) as { parse: ParseMethod };
  const parse = processorPrototype.parse;
  const started: string[] = [];
  const finished: string[] = [];
  processorPrototype.parse = function recordedParse(file) {
    const name = fileNameOf(file);
    started.push(name);
    const tree = parse.call(this, file);
    finished.push(name);
    return tree;
  };
  return {
    started,
    finished,
    stop() {
      processorPrototype.parse = parse;
    },
  };
}

/** Runs `work`, recording the Markdown parses it makes. */
export async function recordMarkdownParsesOf<T>(work: () => Promise<T>): Promise<{ readonly result: T; readonly parses: MarkdownParses }> {
  const parses = recordMarkdownParses();
  try {
    return { result: await work(), parses };
  } finally {
    parses.stop();
  }
}

/** The file a parse was given: docs-gen always passes a VFile with the doc's path. */
function fileNameOf(file: unknown): string {
  const name = typeof file === 'object' && file !== null ? (file as { path?: unknown }).path : undefined;
  return typeof name === 'string' ? name : '(no file name)';
}
