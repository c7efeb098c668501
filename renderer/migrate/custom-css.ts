/**
 * The custom CSS a Docusaurus site gives its theme (`customCss`) becomes
 * the new site's `stylesheets`: each file where the migrated site has it
 * (src/ and the static folders are copied already; any other file of the
 * site is copied to the same path), then the bridge that passes its Infima
 * properties to docs-gen's theme (infima-bridge.ts).
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { packageNameOf } from '../fs/package-name.js';
import { THEME_DIR } from '../fs/package-root.js';
import { bridgeInfima } from './infima-bridge.js';
import type { CustomCss, MigrationNote } from './translate-config.js';

const BRIDGE_FILE = 'src/css/infima-bridge.css';

export async function carryCustomCss({
  files,
  siteDir,
  staticDirs,
  staging,
  configFile,
  configText,
  packages,
}: {
  files: readonly CustomCss[];
  siteDir: string;
  /** The site's static folders, relative to it: each is copied into static/. */
  staticDirs: readonly string[];
  staging: string;
  /** The Docusaurus config, relative to the site, where `customCss` is written. */
  configFile: string;
  /** The new site's config as it will be written: class names its navbar and footer items give. */
  configText: string;
  /** The packages the new site's package.json lists. */
  packages: readonly string[];
}): Promise<{ stylesheets: string[]; notes: MigrationNote[] }> {
  const notes: MigrationNote[] = [];
  const stylesheets: string[] = [];
  /** The site's own stylesheets among them, which may set Infima properties. */
  const carried: { file: string; written: string }[] = [];
  for (const { file, field, line, column } of files) {
    // Docusaurus resolves customCss against its own working folder, the site's.
    const absolute = path.isAbsolute(file) ? file : path.resolve(siteDir, file);
    const fromSite = path.relative(siteDir, absolute).split(path.sep).join('/');
    const at = { file: configFile, line, column, field };
    if (fromSite.startsWith('../') || path.isAbsolute(fromSite)) {
      notes.push({
        ...at,
        message: `The custom CSS ${file} is not loaded: it lies outside the site folder, which is all migrate reads`,
        todo: 'Copy the file into the site and add its path to `stylesheets` in site.config.ts.',
      });
      continue;
    }
    if (fromSite.startsWith('node_modules/')) {
      // A package's stylesheet: there once the new site's `npm install` has run.
      const name = packageNameOf(fromSite.slice('node_modules/'.length));
      if (packages.includes(name)) stylesheets.push(fromSite);
      else
        notes.push({
          ...at,
          message: `The custom CSS ${fromSite} is not loaded: it belongs to the package ${name}, which the new package.json does not list`,
          todo: `Add ${name} to package.json and ${fromSite} to \`stylesheets\` in site.config.ts, if the site needs it.`,
        });
      continue;
    }
    if (!existsSync(absolute)) {
      notes.push({
        ...at,
        message: `The custom CSS ${fromSite} is not loaded: there is no such file`,
        todo: 'Leave it out, or add the file and name it in `stylesheets`.',
      });
      continue;
    }
    const written = writtenPathOf(fromSite, staticDirs);
    if (!existsSync(path.join(staging, written))) {
      await mkdir(path.dirname(path.join(staging, written)), { recursive: true });
      await cp(absolute, path.join(staging, written));
    }
    carried.push({ file: fromSite, written });
    stylesheets.push(written);
  }
  if (carried.length === 0) return { stylesheets, notes };

  const known = await knownWords([path.join(staging, 'src'), path.join(staging, 'content')], configText);
  const sources = await Promise.all(carried.map(async ({ file, written }) => ({ file, source: await readFile(path.join(staging, written), 'utf8') })));
  const bridge = bridgeInfima(sources, (name) => known.has(name));
  notes.push(...bridge.notes);
  if (bridge.css !== undefined) {
    const bridgeFile = freeName(staging, BRIDGE_FILE);
    await mkdir(path.dirname(path.join(staging, bridgeFile)), { recursive: true });
    await writeFile(path.join(staging, bridgeFile), bridge.css);
    stylesheets.push(bridgeFile);
  }
  return { stylesheets, notes };
}

/** Where the migrated site has a file of the Docusaurus site: a static folder's files are in static/. */
function writtenPathOf(fromSite: string, staticDirs: readonly string[]): string {
  for (const dir of staticDirs) {
    const within = path.posix.relative(path.posix.normalize(dir), fromSite);
    if (within !== '' && !within.startsWith('../')) return `static/${within}`;
  }
  return fromSite;
}

function freeName(staging: string, file: string): string {
  let name = file;
  for (let suffix = 2; existsSync(path.join(staging, name)); suffix++) name = file.replace(/\.css$/, `-${suffix}.css`);
  return name;
}

/**
 * Every word that may be a class name of a page: in docs-gen's theme (its components and stylesheets), in the
 * site's own code and docs, and in its config. A class named nowhere in them is on no element.
 */
async function knownWords(siteDirs: readonly string[], configText: string): Promise<Set<string>> {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const match of text.matchAll(/[_a-zA-Z][\w-]*/g)) words.add(match[0]);
  };
  add(configText);
  const read = async (dir: string, extensions: RegExp) => {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries)
      if (entry.isFile() && extensions.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.parentPath.includes('node_modules'))
        add(await readFile(path.join(entry.parentPath, entry.name), 'utf8'));
  };
  await read(THEME_DIR, /\.(tsx?|css)$/);
  // The site's stylesheets are left out: each names its own classes.
  for (const dir of siteDirs) await read(dir, /\.(jsx?|tsx?|mdx?|html)$/);
  return words;
}
