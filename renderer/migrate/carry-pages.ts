/**
 * Which pages of a Docusaurus site's pages folder (`src/pages`) the new site
 * can build, found before anything is copied: a React page is bundled as a
 * dry run (nothing written, packages not read) to follow every file it
 * imports; a Markdown page's own imports are read. A page is carried when
 * each import is something docs-gen gives pages (React, `docs-gen/page`
 * and the Docusaurus modules it stands in for, a theme component), a file
 * of the site, or a package the new site's package.json keeps. Site files
 * outside src/ that carried pages import (`@site/users.json`) are listed
 * to be copied with them. Every page left behind is named with its reason.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { isInsideFolder } from '../fs/contained-path.js';
import { packageNameOf } from '../fs/package-name.js';
import { relativePosixPath } from '../fs/posix-path.js';
import { isPageComponent } from '../content/collect-sources.js';
import { pagePathOf } from '../manifest/page-routes.js';
import { SHARED_PACKAGES } from '../../theme/mdx/shared-modules.js';
import { PROVIDER_IMPORT } from '../mdx/page-toc.js';

export interface PageFile {
  /** Relative to the pages folder: `help.js`. */
  readonly relativePath: string;
  /** Its URL in the new site: `/help`. */
  readonly path: string;
}

export interface PagesPlan {
  readonly carried: readonly PageFile[];
  /** Pages the new site cannot build, each with why (the first import it cannot satisfy). */
  readonly left: ReadonlyArray<PageFile & { readonly reason: string }>;
  /** Files of the site outside src/ that carried pages import, relative to the site: `users.json`. */
  readonly siteFiles: readonly string[];
}

const PAGE_FILE = /\.(mdx?|[jt]sx?)$/;
const IMPORT_SPECIFIER = /^\s*import\s[^'"]*?['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;

/** The page files of a pages folder's file list, as Docusaurus finds them: no `_` or `.` names, no tests, no type declarations. */
export function pageFilesOf(files: readonly string[]): string[] {
  return files.filter((file) => {
    const parts = file.split('/');
    const name = parts.at(-1)!;
    if (parts.some((part) => part.startsWith('_') || part.startsWith('.'))) return false;
    return /\.mdx?$/.test(name) || (PAGE_FILE.test(name) && isPageComponent(name));
  });
}

export async function planPages({
  siteDir,
  readableRoot,
  pagesDir,
  files,
  readText,
  packages,
  themeComponents,
}: {
  siteDir: string;
  /** Nothing outside it is read. */
  readableRoot: string;
  /** The pages folder, absolute. */
  pagesDir: string;
  /** Its files, relative to it. */
  files: readonly string[];
  readText: (file: string) => Promise<string>;
  /** The packages the new site's package.json keeps. */
  packages: readonly string[];
  /** The theme's components (`@theme/<Name>`). */
  themeComponents: readonly string[];
}): Promise<PagesPlan> {
  const carried: PageFile[] = [];
  const left: Array<PageFile & { reason: string }> = [];
  const siteFiles = new Set<string>();
  const given = new Set([...SHARED_PACKAGES, PROVIDER_IMPORT, ...themeComponents.map((name) => `@theme/${name}`)]);
  const kept = new Set(packages);
  /** Why an import that is not a file cannot be had, or undefined when it can. */
  const bareProblem = (specifier: string): string | undefined => {
    if (given.has(specifier)) return undefined;
    if (specifier.startsWith('@docusaurus/') || specifier.startsWith('@theme/') || specifier.startsWith('@theme-original/'))
      return `it imports ${specifier}, which docs-gen does not provide`;
    return kept.has(packageNameOf(specifier)) ? undefined : `it imports ${specifier}, a package the site’s package.json does not list`;
  };
  const { build } = await import('esbuild');
  for (const relativePath of pageFilesOf(files)) {
    const page = { relativePath, path: pagePathOf(relativePath) };
    const file = path.join(pagesDir, relativePath);
    const problem = /\.mdx?$/.test(relativePath)
      ? await markdownPageProblem({ file, text: await readText(file), siteDir, readableRoot, bareProblem })
      : await componentPageProblem({ file, siteDir, readableRoot, bareProblem, build, onSiteFile: (found) => siteFiles.add(found) });
    if (problem === undefined) carried.push(page);
    else left.push({ ...page, reason: problem });
  }
  return { carried, left, siteFiles: [...siteFiles].filter((file) => !file.startsWith('src/')).sort() };
}

/** The first import of a Markdown page the new site cannot satisfy (its own imports; the files they name are checked by the build). */
async function markdownPageProblem({
  file,
  text,
  siteDir,
  readableRoot,
  bareProblem,
}: {
  file: string;
  text: string;
  siteDir: string;
  readableRoot: string;
  bareProblem: (specifier: string) => string | undefined;
}): Promise<string | undefined> {
  for (const match of text.matchAll(IMPORT_SPECIFIER)) {
    const specifier = (match[1] ?? match[2])!;
    const local = specifier.startsWith('@site/')
      ? path.join(siteDir, specifier.slice('@site/'.length))
      : /^\.\.?\//.test(specifier)
        ? path.resolve(path.dirname(file), specifier)
        : undefined;
    if (local === undefined) {
      const problem = bareProblem(specifier);
      if (problem !== undefined) return problem;
    } else if (!isInsideFolder(readableRoot, local)) return `it imports ${specifier}, outside the site`;
  }
  return undefined;
}

/** The first import a React page (or a file it imports) cannot have, found by bundling it without writing anything. */
async function componentPageProblem({
  file,
  siteDir,
  readableRoot,
  bareProblem,
  build,
  onSiteFile,
}: {
  file: string;
  siteDir: string;
  readableRoot: string;
  bareProblem: (specifier: string) => string | undefined;
  build: typeof import('esbuild').build;
  onSiteFile: (file: string) => void;
}): Promise<string | undefined> {
  let problem: string | undefined;
  const follow: Plugin = {
    name: 'docs-gen-page-check',
    setup(builder) {
      builder.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === 'entry-point' || (args.pluginData as { inner?: boolean } | undefined)?.inner) return undefined;
        const specifier = args.path;
        // A stylesheet's url() is bundled or kept as written by the build; a media file is the build's to find.
        if (args.kind === 'url-token') return { path: specifier, external: true };
        const isFile = specifier.startsWith('@site/') || /^\.\.?\//.test(specifier) || path.isAbsolute(specifier);
        if (!isFile) {
          problem ??= bareProblem(specifier);
          return { path: specifier, external: true };
        }
        const [request, resolveDir] = specifier.startsWith('@site/') ? [`./${specifier.slice('@site/'.length)}`, siteDir] : [specifier, args.resolveDir];
        const resolved = await builder.resolve(request, { kind: args.kind, importer: args.importer, resolveDir, pluginData: { inner: true } });
        if (resolved.errors.length > 0 || !existsSync(resolved.path)) {
          problem ??= `it imports ${specifier}, which is not a file of the site`;
          return { path: specifier, external: true };
        }
        if (!isInsideFolder(readableRoot, resolved.path)) {
          problem ??= `it imports ${specifier}, outside the site`;
          return { path: specifier, external: true };
        }
        if (isInsideFolder(siteDir, resolved.path)) onSiteFile(relativePosixPath(siteDir, resolved.path));
        return { path: resolved.path };
      });
    },
  };
  try {
    await build({
      entryPoints: [file],
      absWorkingDir: siteDir,
      bundle: true,
      write: false,
      logLevel: 'silent',
      jsx: 'automatic',
      platform: 'browser',
      outdir: '/check',
      loader: { '.js': 'jsx', '.css': 'empty', '.png': 'empty', '.jpg': 'empty', '.jpeg': 'empty', '.gif': 'empty', '.svg': 'empty', '.webp': 'empty' },
      plugins: [follow],
    });
  } catch (error) {
    const first = (error as { errors?: Array<{ text: string; location?: { file: string; line: number } | null }> }).errors?.[0];
    problem ??= first === undefined ? String(error) : `${first.location ? `${first.location.file}:${first.location.line}: ` : ''}${first.text}`;
  }
  return problem;
}
