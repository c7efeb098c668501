// Compiles the TypeScript CLI and renderer into dist/ with esbuild, so the
// `docs-gen` command starts fast. Run by `npm install` (prepare) and, when the
// sources are newer than dist/, by the docs-gen launcher itself.
import { build } from 'esbuild';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { Parser } from 'acorn';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { filesUnder, needsCompile } from './compiled-state.cjs';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * How docs-gen's own TypeScript is bundled for Node (the CLI here, the
 * benchmark in bench/run.mjs): dependencies included, because loading one
 * file is far faster than resolving and reading the hundreds of small modules
 * of the unified ecosystem (about 0.25 s of every start, and of every worker's).
 * esbuild stays outside (it runs a native binary), and so do optional native
 * packages.
 */
export const NODE_BUNDLE_OPTIONS = {
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // mermaid is imported only by the browser bundle (a diagram's first render), never on the server.
  external: ['esbuild', 'fsevents', 'mermaid'],
  // jsonc-parser's default (UMD) build loads its parts with a require esbuild cannot follow; its ES module build bundles.
  alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js' },
  // Bundled CommonJS packages (React) require Node built-ins; an ES module has no `require` of its own.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  // docs-gen always renders with production React (the launcher sets NODE_ENV too); this drops the development builds.
  define: { 'process.env.NODE_ENV': '"production"' },
  jsx: 'automatic',
  logLevel: 'warning',
};

/**
 * The CLI itself is a CommonJS bundle: the launcher compiles it through
 * node:vm with V8's code cache (cli/code-cache.cjs), which Node 20 offers
 * for scripts only, not for ES modules. Starting docs-gen then skips most
 * of parsing and compiling its 5 MB, which was most of a warm rebuild's
 * start-up. See routeDynamicImports for what import() becomes.
 */
const CLI_BUNDLE_OPTIONS = {
  ...NODE_BUNDLE_OPTIONS,
  format: 'cjs',
  outExtension: { '.js': '.cjs' },
  // A script has require, __filename and no import.meta: its URL is made from __filename.
  banner: { js: "const __importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
  define: { ...NODE_BUNDLE_OPTIONS.define, 'import.meta.url': '__importMetaUrl' },
};

/**
 * Code that V8 took from its code cache cannot run import() in Node 20 (it
 * rejects: no callback). The bundle's import() expressions (a site's
 * config, the theme dev rebuilds, packages' optional imports) become calls of
 * `__docsGenImport`, a function the launcher passes in that imports from an
 * ES module of its own. Found with a parser: the text `import(` also occurs
 * in strings and regular expressions. Those lines' source map columns shift
 * by the few characters added (as do those of the regular expressions
 * asciiEdits escapes).
 */
export function routeDynamicImports(code) {
  const comments = [];
  const regexes = [];
  const ast = Parser.parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'script',
    allowReturnOutsideFunction: true,
    allowHashBang: true,
    onComment: (_block, _text, start, end) => comments.push({ start, end }),
  });
  const starts = [];
  const pending = [ast];
  while (pending.length > 0) {
    const node = pending.pop();
    if (node.type === 'ImportExpression') starts.push(node.start);
    if (node.type === 'Literal' && node.regex !== undefined && /[\u0080-\uffff]/.test(node.raw)) regexes.push(node);
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value]) if (typeof child?.type === 'string') pending.push(child);
    }
  }
  const edits = [...starts.map((start) => ({ start, end: start + 'import'.length, text: '__docsGenImport' })), ...asciiEdits(code, comments, regexes)].sort(
    (a, b) => a.start - b.start,
  );
  let routed = '';
  let copied = 0;
  for (const { start, end, text } of edits) {
    routed += code.slice(copied, start) + text;
    copied = end;
  }
  return routed + code.slice(copied);
}

/**
 * esbuild writes strings and names in ASCII, escaping other characters, but
 * keeps some packages' comments and regular expressions as they are (curly
 * quotes, Prism's APL grammar). One such character makes V8 hold the whole
 * bundle as two bytes a character, which reading and compiling then pay for
 * at every start. In comments each UTF-16 unit becomes a `?`; in a regular
 * expression, its `\\u` escape, which means the same with or without the `u`
 * flag (a surrogate pair's two escapes are one character with it).
 */
const NOT_ASCII = /[\u0080-\uffff]/g;

function asciiEdits(code, comments, regexes) {
  return [
    ...comments.map(({ start, end }) => ({ start, end, text: code.slice(start, end).replace(NOT_ASCII, '?') })),
    ...regexes.map((node) => ({ start: node.start, end: node.end, text: escapeRegexLiteral(node.raw) })),
  ].filter(({ start, end, text }) => text !== code.slice(start, end));
}

function escapeRegexLiteral(raw) {
  const unit = (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  let escaped = '';
  for (let at = 0; at < raw.length; at++) {
    const character = raw[at];
    // `\\→` (an identity escape) is `→` itself: the escape replaces both characters.
    if (character === '\\' && at + 1 < raw.length) {
      const next = raw[++at];
      escaped += next.charCodeAt(0) > 0x7f ? unit(next) : `\\${next}`;
    } else {
      escaped += character.charCodeAt(0) > 0x7f ? unit(character) : character;
    }
  }
  return escaped;
}

/**
 * Each command also runs in a program of its own, dist/cli-<command>.cjs,
 * which the launcher picks by the command's name: the program of
 * cli/program.ts with that command alone (cli/commands/<command>.ts), so a
 * build loads neither the dev server nor the link crawler, and their code is
 * neither read nor run. dist/cli.cjs, with every command, answers the rest
 * (help, the version, a command it does not know).
 */
const COMMANDS_DIR = path.join(packageRoot, 'cli/commands');
const COMMAND_PROGRAM = 'docs-gen-command';

function commandNames() {
  return readdirSync(COMMANDS_DIR)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => path.basename(name, '.ts'))
    .filter((name) => /export function register\w+Command\(/.test(readFileSync(path.join(COMMANDS_DIR, `${name}.ts`), 'utf8')));
}

const commandPrograms = {
  name: 'docs-gen-command-programs',
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${COMMAND_PROGRAM}:`) }, (args) => ({
      path: args.path.slice(COMMAND_PROGRAM.length + 1),
      namespace: COMMAND_PROGRAM,
    }));
    build.onLoad({ filter: /.*/, namespace: COMMAND_PROGRAM }, ({ path: name }) => {
      const register = `register${name.replace(/(^|-)([a-z])/g, (_, _dash, letter) => letter.toUpperCase())}Command`;
      return {
        contents: [
          `import { ${register} } from ${JSON.stringify(path.join(COMMANDS_DIR, `${name}.ts`))};`,
          `import { runProgram } from ${JSON.stringify(path.join(packageRoot, 'cli/program.ts'))};`,
          `export function main(argv) { return runProgram(argv, [${register}]); }`,
        ].join('\n'),
        loader: 'ts',
        resolveDir: packageRoot,
      };
    });
  },
};

export async function compile() {
  const version = JSON.stringify(JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')).version);
  const generated = '// Generated by cli/compile.mjs from cli/ and renderer/; do not edit.';
  // Aliases resolve against the working folder: docs-gen may be started (and recompile itself) from any site's folder.
  const common = { absWorkingDir: packageRoot, outdir: path.join(packageRoot, 'dist'), sourcemap: 'linked', write: false };
  const results = await Promise.all([
    build({
      ...CLI_BUNDLE_OPTIONS,
      ...common,
      entryPoints: {
        cli: path.join(packageRoot, 'cli/main.ts'),
        // Started by cli/worker-thread.cjs, with the code cache as the CLI is.
        worker: path.join(packageRoot, 'renderer/pipeline/worker.ts'),
        ...Object.fromEntries(commandNames().map((name) => [`cli-${name}`, `${COMMAND_PROGRAM}:${name}`])),
      },
      plugins: [commandPrograms],
      define: { ...CLI_BUNDLE_OPTIONS.define, __DOCS_GEN_VERSION__: version },
      banner: { js: `${generated}\n${CLI_BUNDLE_OPTIONS.banner.js}` },
    }),
    build({
      ...NODE_BUNDLE_OPTIONS,
      ...common,
      entryPoints: {
        config: path.join(packageRoot, 'renderer/config/public.ts'),
        // The public API (build, dev, …) as one module, for programs that build in their own process (the whole-site tests).
        api: path.join(packageRoot, 'renderer/index.ts'),
        // The process migrate runs a Docusaurus site's config and sidebars.js in (renderer/migrate/site-module-process.ts).
        'site-module-child': path.join(packageRoot, 'renderer/migrate/site-module-child.ts'),
        'prebuilt-client': path.join(packageRoot, 'renderer/bundle/prebuilt-client.ts'),
      },
      define: { ...NODE_BUNDLE_OPTIONS.define, __DOCS_GEN_VERSION__: version },
      banner: { js: `${generated}\n${NODE_BUNDLE_OPTIONS.banner.js}` },
    }),
  ]);
  // Write each file beside its target and rename it into place: several docs-gen commands started at
  // once after an edit all recompile, and none may load a half-written dist/cli.cjs.
  for (const file of results.flatMap((result) => result.outputFiles)) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    mkdirSync(path.dirname(file.path), { recursive: true });
    writeFileSync(temporary, file.path.endsWith('.cjs') ? routeDynamicImports(file.text) : file.contents);
    renameSync(temporary, file.path);
  }
  // The CLI and worker of earlier versions were ES modules: left there, they would only be read by the code fingerprint.
  for (const stale of ['cli.mjs', 'cli.mjs.map', 'worker.mjs', 'worker.mjs.map']) rmSync(path.join(packageRoot, 'dist', stale), { force: true });
  // The browser bundle depends on the theme alone: made here once, every build copies it.
  const { writePrebuiltClient } = await import(pathToFileURL(path.join(packageRoot, 'dist/prebuilt-client.mjs')).href);
  await writePrebuiltClient();
  recordCodeDigests();
}

/**
 * The digest of each bundle of dist/, of the theme's and the browser code's
 * sources and of the lock files, with its size and modification time, so
 * that the code fingerprints every build starts with
 * (renderer/fs/code-fingerprint.ts) digest only what changed since,
 * not tens of megabytes.
 */
function recordCodeDigests() {
  const recorded = [
    ...filesUnder('dist', packageRoot).filter((file) => /\.(mjs|cjs|css)$/.test(file)),
    ...['theme', 'renderer/shared', 'renderer/bundle']
      .flatMap((dir) => filesUnder(dir, packageRoot))
      .filter((file) => /\.(ts|tsx|css)$/.test(file) && !/\.test\.tsx?$/.test(file)),
    ...['node_modules/.package-lock.json', 'package-lock.json'].filter((file) => statSync(path.join(packageRoot, file), { throwIfNoEntry: false })?.isFile()),
  ];
  const digests = {};
  for (const name of recorded) {
    const file = path.join(packageRoot, name);
    const { size, mtimeMs } = statSync(file);
    digests[name] = { size, mtimeMs, digest: createHash('sha1').update(readFileSync(file)).digest('hex') };
  }
  const target = path.join(packageRoot, 'dist/code-digests.json');
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(digests));
  renameSync(temporary, target);
}

if (process.argv[1] === fileURLToPath(import.meta.url) && (process.argv.includes('--force') || needsCompile(packageRoot))) await compile();
