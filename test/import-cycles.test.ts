/**
 * The modules of docs-gen import one another without a cycle, type imports
 * and lazy `import()`s included: a cycle makes a module's exports undefined
 * while the cycle loads, and hides which of two modules is the lower layer.
 * Their folders are layers: a module imports from its own folder or from a
 * lower layer, never from a higher one or a peer of its own layer.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from './helpers/cli.js';

const SOURCE_FOLDERS = ['cli', 'renderer', 'theme'];

/** Every source module (tests left out), by its path from the package root. */
function sourceModules(): string[] {
  return SOURCE_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(PACKAGE_ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.split(path.sep).includes('node_modules'))
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/'))),
  );
}

/** The source modules `file` imports, statically or lazily, values or types. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(path.join(PACKAGE_ROOT, file), 'utf8'), true, true);
  return importedFiles.flatMap(({ fileName }) => {
    if (!fileName.startsWith('.')) return [];
    const target = path.posix.join(path.posix.dirname(file), fileName).replace(/\.js$/, '');
    const found = ['.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ending) => target + ending)
      .find((candidate) => existsSync(path.join(PACKAGE_ROOT, candidate)));
    return found === undefined ? [] : [found];
  });
}

/**
 * The layers, lowest first; each lists its folders (a module's folder is its first two path parts under renderer/, its
 * first part elsewhere; `renderer` alone is the public API, renderer/index.ts). A new folder has to be placed here.
 */
const LAYERS: readonly (readonly string[])[] = [
  // What the browser runs too: data shapes and pure helpers, then the theme's components.
  ['renderer/shared'],
  ['theme'],
  // Node-side foundations: diagnostics, files and digests, the site's configuration.
  ['renderer/diagnostics'],
  ['renderer/fs'],
  ['renderer/config'],
  // The stages, each a function of the ones below it.
  ['renderer/bundle'],
  ['renderer/content'],
  ['renderer/openapi'],
  ['renderer/manifest'],
  ['renderer/search'],
  ['renderer/mdx'],
  ['renderer/render'],
  // Running the stages: the task pool and build cache, writing the output, serving it, checking what it links to.
  ['renderer/pipeline'],
  ['renderer/emit'],
  ['renderer/serve'],
  ['renderer/check'],
  ['renderer/engine'],
  // The commands and what only they use, then the public API and the command line.
  ['renderer/dev', 'renderer/migrate', 'renderer/versions'],
  ['renderer/commands'],
  ['renderer'],
  ['cli'],
];

function folderOf(file: string): string {
  const parts = file.split('/');
  return parts[0] === 'renderer' && parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

/** Each import that goes to a higher layer or a peer folder, or from or to a folder no layer lists, as `from -> to`. */
function importsAgainstLayers(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const layerOf = new Map(LAYERS.flatMap((folders, layer) => folders.map((folder) => [folder, layer] as const)));
  const wrong: string[] = [];
  for (const [file, imports] of graph) {
    for (const target of imports) {
      const from = folderOf(file);
      const to = folderOf(target);
      if (from === to) continue;
      const fromLayer = layerOf.get(from);
      const toLayer = layerOf.get(to);
      if (fromLayer === undefined || toLayer === undefined || toLayer >= fromLayer) wrong.push(`${file} -> ${target}`);
    }
  }
  return wrong;
}

/** The groups of modules that import one another in a circle (Tarjan's strongly connected components of more than one module). */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (module: string) => {
    order.set(module, counter);
    lowest.set(module, counter++);
    stack.push(module);
    onStack.add(module);
    for (const next of graph.get(module) ?? []) {
      if (!order.has(next)) {
        visit(next);
        lowest.set(module, Math.min(lowest.get(module)!, lowest.get(next)!));
      } else if (onStack.has(next)) lowest.set(module, Math.min(lowest.get(module)!, order.get(next)!));
    }
    if (lowest.get(module) !== order.get(module)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== module);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const module of graph.keys()) if (!order.has(module)) visit(module);
  return cycles;
}

describe('the modules of docs-gen', () => {
  const graph = new Map(sourceModules().map((file) => [file, importsOf(file)]));

  it('are all read: the scan finds the engine, its stages and the theme', () => {
    expect(graph.size).toBeGreaterThan(250);
    expect(graph.get('renderer/engine/engine.ts')).toEqual(expect.arrayContaining(['renderer/config/load.ts', 'renderer/pipeline/parse-docs.ts']));
    // A lazy import counts: the engine loads the specs' pages only for a site that has specs.
    expect(graph.get('renderer/openapi/load-specs.ts')).toContain('renderer/openapi/load-api-pages.ts');
  });

  it('import one another without a cycle', () => {
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('would be caught importing in a cycle', () => {
    expect(cyclesOf(new Map([...graph, ['renderer/config/load.ts', [...graph.get('renderer/config/load.ts')!, 'renderer/engine/engine.ts']]]))).toEqual([
      expect.arrayContaining(['renderer/config/load.ts', 'renderer/engine/engine.ts']),
    ]);
  });

  it('import only from their own folder or a lower layer', () => {
    expect(importsAgainstLayers(graph)).toEqual([]);
  });

  it('would be caught importing up the layers, from a peer folder or from a folder no layer lists', () => {
    const withImports = (file: string, ...targets: string[]) => new Map([...graph, [file, [...graph.get(file)!, ...targets]]]);
    expect(importsAgainstLayers(withImports('renderer/content/parse-doc.ts', 'renderer/pipeline/pool.ts'))).toEqual([
      'renderer/content/parse-doc.ts -> renderer/pipeline/pool.ts',
    ]);
    expect(importsAgainstLayers(withImports('renderer/dev/dev-site.ts', 'renderer/migrate/migrate-site.ts'))).toEqual([
      'renderer/dev/dev-site.ts -> renderer/migrate/migrate-site.ts',
    ]);
    expect(importsAgainstLayers(new Map([...graph, ['renderer/extras/new.ts', ['renderer/fs/digest.ts']]]))).toEqual([
      'renderer/extras/new.ts -> renderer/fs/digest.ts',
    ]);
  });
});
