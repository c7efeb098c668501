import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLI_DIR = path.dirname(fileURLToPath(import.meta.url));

describe('the command-line program', () => {
  it('reaches the renderer only through its public API, renderer/index.ts', () => {
    const sources = readdirSync(CLI_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file));
    const reached = new Set<string>();
    for (const file of sources) {
      const text = readFileSync(path.join(CLI_DIR, file), 'utf8');
      for (const [, specifier] of text.matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
        if (specifier!.includes('renderer/')) reached.add(path.relative(path.dirname(CLI_DIR), path.resolve(CLI_DIR, path.dirname(file), specifier!)));
      }
    }
    expect([...reached]).toEqual(['renderer/index.js']);
  });
});
