/**
 * The compiled config a build made, kept in the build cache so that the next
 * build runs it without starting esbuild (its process and the compile were
 * most of loading the config, a tenth of a warm rebuild of 1,000 pages).
 *
 *   compiled-config.json   { key, inputs: { file: digest }, code, sourceMap }
 *
 * Used only while every file esbuild read for it (the config, what it
 * imports) holds the bytes it held then, for the same config file in the
 * same folder and the same docs-gen code and packages (`key`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomicSync } from '../fs/atomic-write.js';
import { digestOf, keyOf } from '../fs/digest.js';

export const COMPILED_CONFIG_FILE = 'compiled-config.json';

export interface CompiledModule {
  /** One ESM module: the config and everything it imports. */
  readonly code: string;
  /** Its source map, to place errors thrown while it runs in the config's own source. */
  readonly sourceMap: string;
}

interface StoredConfig extends CompiledModule {
  readonly key: string;
  /** Every file the compile read, relative to the site root, with its digest. */
  readonly inputs: Readonly<Record<string, string>>;
}

/** The key of a compile: the config file, the folder it is compiled in, and the code that compiles and runs it. */
export function compiledConfigKey({ rootDir, configFile, fingerprint }: { rootDir: string; configFile: string; fingerprint: string }): string {
  return keyOf('compiled-config', rootDir, configFile, fingerprint);
}

/** The compiled config the cache holds for `key`, with the files it was made from, while none of them changed. */
export function readCompiledConfig({
  cacheDir,
  rootDir,
  key,
}: {
  cacheDir: string;
  rootDir: string;
  key: string;
}): (CompiledModule & { readonly inputs: readonly string[] }) | undefined {
  try {
    const stored = JSON.parse(readFileSync(path.join(cacheDir, COMPILED_CONFIG_FILE), 'utf8')) as StoredConfig;
    if (stored.key !== key || typeof stored.code !== 'string' || typeof stored.sourceMap !== 'string') return undefined;
    for (const [file, digest] of Object.entries(stored.inputs)) if (digestOf(readFileSync(path.join(rootDir, file))) !== digest) return undefined;
    return { code: stored.code, sourceMap: stored.sourceMap, inputs: Object.keys(stored.inputs) };
  } catch {
    return undefined;
  }
}

/** `inputs`: the files the compile read, relative to the site root. A cache folder that cannot be written is left as it is. */
export function saveCompiledConfig({
  cacheDir,
  rootDir,
  key,
  inputs,
  compiled,
}: {
  cacheDir: string;
  rootDir: string;
  key: string;
  inputs: readonly string[];
  compiled: CompiledModule;
}): void {
  try {
    const digests = Object.fromEntries(inputs.map((file) => [file, digestOf(readFileSync(path.join(rootDir, file)))]));
    const stored: StoredConfig = { key, inputs: digests, code: compiled.code, sourceMap: compiled.sourceMap };
    writeFileAtomicSync(path.join(cacheDir, COMPILED_CONFIG_FILE), JSON.stringify(stored));
  } catch {
    // Compiled again next time.
  }
}
