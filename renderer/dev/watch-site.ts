/**
 * What `docs-gen dev` watches: the site's config, sidebars and versions files
 * and its folders (content, specs, static, the blog, versions, the site's
 * pages and what compiled MDX imports), docs-gen's own theme, and the files the last update read
 * elsewhere in the site (`watchFiles`: the config's imports, the sources of
 * the site's stylesheets). Each change is reported as a path
 * relative to the site's root, or as `theme:<path>` for the theme.
 */
import { readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { BLOG_DIR, CONTENT_DIR, STATIC_DIR } from '../content/read-sources.js';
import { isInsideFolder } from '../fs/contained-path.js';
import { SIDEBARS_FILE } from '../engine/changes.js';
import { relativePosixPath } from '../fs/posix-path.js';
import { digestOf } from '../fs/digest.js';
import { readFileOrUndefined } from '../fs/entries.js';
import { SPECS_DIR } from '../content/source-folders.js';
import { THEME_DIR } from '../fs/package-root.js';
import { VERSIONED_DOCS_DIR, VERSIONED_SIDEBARS_DIR, VERSIONS_FILE } from '../config/versions-file.js';

const CONFIG_FILE = /^site\.config\.(ts|mts|js|mjs)$/;
/**
 * The site's folders (the blog's too); `components`, `src` and `theme` hold what compiled MDX pages import
 * (renderer/mdx/), as Docusaurus sites keep it, and `src/pages` the site's own pages.
 */
const WATCHED_DIRS = new Set([CONTENT_DIR, SPECS_DIR, STATIC_DIR, BLOG_DIR, VERSIONED_DOCS_DIR, VERSIONED_SIDEBARS_DIR, 'components', 'src', 'theme']);

/**
 * Resolves once every folder and file is watched. The site is watched from its
 * root alone, never also through folders inside it: given paths that overlap,
 * chokidar 4 says it is ready before it has walked all of them, and an edit made
 * then, in a folder not walked yet, was never reported.
 */
export async function watchSite({ root, onChange }: { root: string; onChange: (file: string) => void }): Promise<SiteWatcher> {
  const alsoWatched = new Set<string>();
  const watcher = watch([root, THEME_DIR], {
    ignoreInitial: true,
    depth: 99,
    ignored: (file, stats) => !alsoWatched.has(relativePosixPath(root, file)) && isIgnored({ root, file, isFile: stats?.isFile() }),
  });
  const report = (file: string) => {
    const theme = isInside(THEME_DIR, file);
    onChange(theme ? `theme:${relativePosixPath(path.dirname(THEME_DIR), file)}` : relativePosixPath(root, file));
  };
  const ignored = (file: string, isFile: boolean) => !alsoWatched.has(relativePosixPath(root, file)) && isIgnored({ root, file, isFile });
  watcher.on('all', (event, file) => {
    report(file);
    if (event === 'change') recheckAfterThrottle(file, report);
    if (event === 'addDir') reportFolderAfterThrottle(file, report, ignored);
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  const watchFiles = (files: readonly string[]) => {
    const added = files.filter((file) => !alsoWatched.has(file));
    for (const file of added) alsoWatched.add(file);
    if (added.length > 0) watcher.add(added.map((file) => path.join(root, file)));
  };
  return Object.assign(watcher, { watchFiles });
}

export type SiteWatcher = FSWatcher & {
  /**
   * Watches these files of the site too, wherever they are (relative to the root): what the config imports, what
   * compiled pages and the site's stylesheets were bundled from, which may lie outside the folders watched.
   */
  watchFiles(files: readonly string[]): void;
};

/**
 * chokidar drops every change of a file within 50 ms of the one it reported: a save right after another
 * (an editor formatting on save) would leave the preview showing the first. So each change is looked at
 * again once that window is past, and reported again when the file's bytes differ from what they were.
 */
const CHANGE_THROTTLE_MS = 50;

function recheckAfterThrottle(file: string, report: (file: string) => void): void {
  const reported = digestOf(readFileOrUndefined(file) ?? '');
  setTimeout(() => {
    if (digestOf(readFileOrUndefined(file) ?? '') !== reported) report(file);
  }, CHANGE_THROTTLE_MS * 2).unref();
}

/**
 * A folder made with files in it at once (a copy, a checkout, a tool writing a tree) may be watched only after
 * some of them were written, and those were never reported. So once the throttle window is past, every file the
 * new folder holds is reported (a file reported twice is only read again).
 */
function reportFolderAfterThrottle(dir: string, report: (file: string) => void, ignored: (file: string, isFile: boolean) => boolean): void {
  setTimeout(() => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { recursive: true, withFileTypes: true, encoding: 'utf8' }).filter((entry) => entry.isFile());
    } catch {
      // Gone again, or not readable: what is left there is reported as it comes.
      return;
    }
    for (const entry of entries) {
      const file = path.join(entry.parentPath, entry.name);
      if (!ignored(file, true)) report(file);
    }
  }, CHANGE_THROTTLE_MS * 2).unref();
}

/** `file` is `dir` or lies inside it. */
function isInside(dir: string, file: string): boolean {
  return path.resolve(dir) === path.resolve(file) || isInsideFolder(dir, file);
}

/** Watched: content/, specs/, static/, the versions, the theme, and the config and sidebars files in the root; nothing else of the root. */
function isIgnored({ root, file, isFile }: { root: string; file: string; isFile: boolean | undefined }): boolean {
  if (isInside(THEME_DIR, file)) return /(^|[/\\])(node_modules|\.)/.test(path.relative(THEME_DIR, file));
  const relative = path.relative(root, file);
  if (relative === '') return false;
  const [top] = relative.split(path.sep);
  if (WATCHED_DIRS.has(top!)) return false;
  // A file in the root: only the config, the sidebars and versions.json. A folder in the root that is not watched: skip it whole.
  return relative.includes(path.sep) || isFile === false || !(CONFIG_FILE.test(relative) || SIDEBARS_FILE.test(relative) || relative === VERSIONS_FILE);
}
