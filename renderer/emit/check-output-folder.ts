/**
 * Where a build may put its output. A build replaces its output folder
 * whole, so the folder must not hold anything the build did not write:
 * not the site itself, not its sources, not the cache, not a folder or file
 * the user made (unless told to replace it with --force).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/types.js';
import { SOURCE_FOLDERS } from '../content/source-folders.js';
import { isInsideFolder } from '../fs/contained-path.js';
import { lstatOrUndefined, realPathOf } from '../fs/entries.js';
import { currentOutput } from './output-switch.js';

/** Whether the output may be at `outDir` at all: not the site, nor a folder holding it, nor inside a source folder or the cache. */
export function checkOutputPlace({ root, outDir, cacheDir }: { root: string; outDir: string; cacheDir: string }): Diagnostic | undefined {
  const out = realOutputPath(outDir);
  const site = realPathOf(root);
  const shown = shownPath(outDir);

  if (out === site)
    return refuse(
      `The output folder ${shown} is the site folder itself: the build replaces its output folder, so it would delete the site`,
      'Write the site to a folder of its own, such as build/ (the default).',
    );
  if (isInsideFolder(out, site))
    return refuse(
      `The output folder ${shown} holds the site folder ${root}: the build replaces its output folder, so it would delete the site`,
      'Write the site to a folder of its own inside or beside the site, such as build/ (the default).',
    );
  for (const source of SOURCE_FOLDERS) {
    const dir = realPathOf(path.join(root, source));
    if (out === dir || isInsideFolder(dir, out))
      return refuse(
        `The output folder ${shown} is inside the site's ${source}/ folder, whose files the build reads`,
        `Write the site outside ${source}/, such as build/ (the default).`,
      );
  }
  const cache = realPathOf(cacheDir);
  if (out === cache || isInsideFolder(cache, out) || isInsideFolder(out, cache))
    return refuse(`The output folder ${shown} overlaps the build cache ${cacheDir}`, 'Give the output and the cache (--cache-dir) folders of their own.');
  if (
    path
      .dirname(out)
      .split(path.sep)
      .some((part) => part.startsWith('.docs-gen-'))
  )
    return refuse(
      `The output folder ${shown} is inside a folder docs-gen keeps its builds in`,
      'Write the site to a folder of its own, such as build/ (the default).',
    );
  return undefined;
}

/**
 * Whether what is at `outDir` now may be replaced: nothing, docs-gen's own output, an empty folder, or (with
 * `force`) a folder or link the user made, never a repository. Asked once a switch a killed build left is finished.
 */
export async function checkOutputContents({ outDir, force }: { outDir: string; force: boolean }): Promise<Diagnostic | undefined> {
  const out = realOutputPath(outDir);
  const shown = shownPath(outDir);
  const stats = lstatOrUndefined(outDir);
  if (stats === undefined) return undefined;
  // Its own output: the folder it recorded, or a link it made (even when what it pointed to was removed).
  if ((await currentOutput(outDir)) !== undefined) return undefined;
  if (stats.isDirectory()) {
    const entries = readdirSync(outDir);
    if (entries.length === 0) return undefined;
    const name = path.basename(out);
    const held = entries.find((entry) => VERSION_CONTROL_FOLDERS.includes(entry));
    const repository = VERSION_CONTROL_FOLDERS.includes(name) ? `is a repository's ${name} folder` : held && `holds a repository (${held})`;
    if (repository)
      return refuse(
        `The output folder ${shown} ${repository}; the build would replace it, and even --force does not`,
        'Choose an empty or new folder for the output, such as build/ (the default).',
      );
    if (force) return undefined;
    return refuse(
      `The output folder ${shown} holds files docs-gen did not write; the build would replace them`,
      'Choose an empty or new folder for the output, or pass --force to replace this folder and everything in it.',
    );
  }
  if (stats.isSymbolicLink()) {
    if (force) return undefined;
    return refuse(
      `The output path ${shown} is a link docs-gen did not make; the build would replace it`,
      'Choose a new path for the output, or pass --force to replace the link (what it points to is left as it is).',
    );
  }
  return refuse(`The output path ${shown} is a file`, 'Choose a folder for the output, such as build/ (the default).');
}

function refuse(message: string, hint: string): Diagnostic {
  return { code: 'output-invalid', severity: 'error', message, hint, location: { option: '--out' } };
}

/** The output's own last part is not followed: docs-gen may make it a link to the generation it shows. */
function realOutputPath(outDir: string): string {
  return path.join(realPathOf(path.dirname(outDir)), path.basename(outDir));
}

function shownPath(outDir: string): string {
  return path.relative(process.cwd(), outDir) || '.';
}

/** Folders of version control: a build replaces a folder of files the user made only when told to, and never one of these. */
const VERSION_CONTROL_FOLDERS = ['.git', '.hg', '.svn'];
