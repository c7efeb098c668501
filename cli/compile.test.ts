import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the compile script is plain JavaScript, run by Node before any TypeScript is built.
import { routeDynamicImports } from './compile.mjs';
// @ts-expect-error: plain JavaScript, run by Node before any TypeScript is built.
import { needsCompile as needsCompileUntyped } from './compiled-state.cjs';

const prepare = routeDynamicImports as (code: string) => string;
const needsCompile = needsCompileUntyped as (root: string) => boolean;

/** What a script's last expression evaluates to. */
function evaluate(code: string): unknown {
  return new Function(`return ${code}`)();
}

describe('the CLI bundle as the launcher runs it', () => {
  it('routes import() to the function the launcher passes in, not the text `import(` in strings', () => {
    const code = `const load = () => import('./a.js'); const text = "import('b')";`;
    expect(prepare(code)).toBe(`const load = () => __docsGenImport('./a.js'); const text = "import('b')";`);
  });

  it('is ASCII, with regular expressions that match what they matched before', () => {
    const patterns = ['/[⍬⌾#⎕]/', '/←|→/u', '/\\→/', '/[😀-😎]/u', '/a\\\\→/'];
    for (const pattern of patterns) {
      const prepared = prepare(`(${pattern})`);
      expect(prepared).not.toMatch(/[\u0080-\uffff]/);
      const [before, after] = [evaluate(pattern), evaluate(prepared)] as [RegExp, RegExp];
      expect(after.flags).toBe(before.flags);
      for (const text of ['⍬', '⌾', '#', '→', '←', '\\→', 'a\\→', '😀', '😅', '😏', 'x'])
        expect([pattern, text, after.test(text)]).toEqual([pattern, text, before.test(text)]);
    }
  });

  it('is ASCII in comments, keeping every other character where it was', () => {
    const code = "const a = 1; // it’s here 🪦\nconst b = 2; /* “quoted” */ const c = import('x');";
    const prepared = prepare(code);
    expect(prepared).not.toMatch(/[\u0080-\uffff]/);
    expect(prepared).toBe("const a = 1; // it?s here ??\nconst b = 2; /* ?quoted? */ const c = __docsGenImport('x');");
  });
});

describe('the digests recorded with the compiled CLI', () => {
  it('cover the bundles, the theme’s and browser code’s sources and the lock files, each with its size and time', () => {
    const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const recorded = JSON.parse(readFileSync(path.join(packageRoot, 'dist/code-digests.json'), 'utf8')) as Record<string, { size: number; mtimeMs: number }>;
    for (const file of [
      'dist/cli-build.cjs',
      'theme/layouts/DocPage.tsx',
      'renderer/shared/routes.ts',
      'renderer/bundle/bundle-client.ts',
      'package-lock.json',
    ]) {
      expect(Object.keys(recorded)).toContain(file);
    }
    expect(Object.keys(recorded).filter((file) => file.endsWith('.test.ts'))).toEqual([]);
    const { size } = statSync(path.join(packageRoot, 'package-lock.json'));
    expect(recorded['package-lock.json']!.size).toBe(size);
  });
});

describe('compiling when npm runs prepare', () => {
  it('happens when dist/ is missing or older than a source, this script, the manifest or a lock file, and not otherwise', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'docs-gen-compile-'));
    try {
      const write = (file: string, secondsAgo: number) => {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), '');
        const time = new Date(Date.now() - secondsAgo * 1000);
        utimesSync(path.join(root, file), time, time);
      };
      for (const file of ['cli/main.ts', 'cli/compile.mjs', 'renderer/index.ts', 'theme/styles/index.css', 'package.json', 'package-lock.json'])
        write(file, 100);
      write('node_modules/.package-lock.json', 100);
      expect(needsCompile(root)).toBe(true);
      write('dist/cli.cjs', 50);
      expect(needsCompile(root)).toBe(false);
      // A test file is no part of what is compiled.
      write('renderer/index.test.ts', 10);
      expect(needsCompile(root)).toBe(false);
      for (const file of ['theme/styles/index.css', 'cli/compile.mjs', 'node_modules/.package-lock.json']) {
        write(file, 10);
        expect([file, needsCompile(root)]).toEqual([file, true]);
        write(file, 100);
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
