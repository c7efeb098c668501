/**
 * The sidebars of `docs.sidebarPath`: a file beside the config, as Docusaurus
 * sites keep them (`sidebars.json`, or `sidebars.js`/`.ts` exporting the
 * object), checked by the schema of `docs.sidebars`. Problems name the field
 * as the file writes it, at its line in a JSON file.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import { locateJsonValue, readJson } from '../fs/read-json.js';
import { normalizedSitePath } from '../fs/posix-path.js';
import { formatCodeFrame } from '../diagnostics/code-frame.js';
import type { Diagnostic } from '../diagnostics/types.js';
import { compileModule, evaluateModule } from './compile-module.js';
import { describeProblems, nameByPath } from './schema-problems.js';
import { sidebarsSchema } from './sidebars-schema.js';
import type { ResolvedConfig } from './types.js';

export type SidebarsFileResult =
  | { readonly ok: true; readonly sidebars: NonNullable<ResolvedConfig['docs']['sidebars']> }
  | { readonly ok: false; readonly diagnostics: Diagnostic[] };

const SCRIPT_EXTENSIONS = new Set(['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts']);

/** `file` is `docs.sidebarPath` as written: relative to the site root. */
export async function loadSidebarsFile({ rootDir, file, configFile }: { rootDir: string; file: string; configFile: string }): Promise<SidebarsFileResult> {
  const relative = normalizedSitePath(file);
  const absolute = path.resolve(rootDir, relative);
  const extension = path.extname(relative);
  const invalid = (message: string, location: Diagnostic['location']): SidebarsFileResult => ({
    ok: false,
    diagnostics: [{ code: 'config-invalid', severity: 'error', message, location }],
  });
  if (extension !== '.json' && !SCRIPT_EXTENSIONS.has(extension)) {
    return invalid(`docs.sidebarPath must name a .json, .js, .mjs, .cjs or .ts file, got ${JSON.stringify(file)}`, {
      configField: 'docs.sidebarPath',
      file: configFile,
    });
  }
  const text = await readFile(absolute, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'EISDIR') return undefined;
    throw error;
  });
  if (text === undefined) {
    return invalid(`docs.sidebarPath names ${relative}, which is not a file in the site folder`, { configField: 'docs.sidebarPath', file: configFile });
  }
  if (extension === '.json') {
    const read = readJson(text);
    if (!read.ok) {
      return {
        ok: false,
        diagnostics: [
          {
            code: 'config-invalid',
            severity: 'error',
            message: `${relative} is not valid JSON: ${read.message}`,
            location: { file: relative, line: read.line, column: read.column },
            codeFrame: formatCodeFrame(text.replace(/^\uFEFF/, ''), read.line, read.column),
          },
        ],
      };
    }
    return checkSidebars(read.value, relative, (field) => locateJsonValue(text, field));
  }
  const compiled = await compileModule(rootDir, relative);
  if (!compiled.ok) return compiled;
  const exported = await evaluateModule({ ...compiled.value, rootDir, configFile: relative, what: 'sidebars' });
  if (!exported.ok) return exported;
  return checkSidebars(exported.value, relative, () => ({}));
}

function checkSidebars(value: unknown, file: string, locate: (field: readonly (string | number)[]) => { line?: number; column?: number }): SidebarsFileResult {
  const checked = v.safeParse(sidebarsSchema, value);
  if (checked.success) return { ok: true, sidebars: checked.output };
  return {
    ok: false,
    diagnostics: describeProblems(checked.issues, value, nameByPath(file)).map(({ path: field, message }) => ({
      code: 'config-invalid',
      severity: 'error',
      message,
      location: { file, ...locate(field) },
    })),
  };
}
