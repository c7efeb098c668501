/**
 * Prints, as a JSON array, the names of the grammars refractor ships whose
 * registration changes a grammar registered before them, once the grammars
 * named by the JSON array of its first argument are registered (in that
 * order, as the build registers its first ones). Run as a process
 * of its own: it registers grammars the build never does, which would
 * change highlighting for every test sharing its refractor.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const langDir = path.join(path.dirname(require.resolve('refractor/core')), '../lang');
const { refractor } = await import('refractor/core');

const names = readdirSync(langDir)
  .filter((name) => name.endsWith('.js'))
  .map((name) => name.slice(0, -3))
  .sort();
const grammars = new Map(await Promise.all(names.map(async (name) => [name, (await import(`refractor/${name}`)).default])));
const dependencies = new Map(
  names.map((name) => [
    name,
    [...readFileSync(path.join(langDir, `${name}.js`), 'utf8').matchAll(/^import \w+ from '\.\/([\w-]+)\.js'/gm)].map((match) => match[1]),
  ]),
);

/** A grammar written out: regular expressions as text, shared objects as back references. */
function writeGrammar(root) {
  const seen = new Map();
  const write = (value) => {
    if (value instanceof RegExp) return String(value);
    if (value === null || typeof value !== 'object') return typeof value === 'function' ? 'function' : JSON.stringify(value);
    const known = seen.get(value);
    if (known !== undefined) return `#${known}`;
    seen.set(value, seen.size);
    if (Array.isArray(value)) return `[${value.map(write).join(',')}]`;
    return `{${Object.entries(value)
      .map(([key, entry]) => `${key}:${write(entry)}`)
      .join(',')}}`;
  };
  return write(root);
}

function snapshotLanguages() {
  const { languages } = refractor;
  return new Map(
    Object.keys(languages)
      .filter((name) => typeof languages[name] === 'object')
      .map((name) => [name, writeGrammar(languages[name])]),
  );
}

for (const name of JSON.parse(process.argv[2] ?? '[]')) refractor.register(grammars.get(name));
const changing = new Set();
// What every registered grammar is now: each registration's "after" is the next one's "before".
let current = snapshotLanguages();
// Dependencies first, so that a grammar is blamed only for what its own registration changes.
const visit = (name) => {
  for (const dependency of dependencies.get(name) ?? []) visit(dependency);
  if (refractor.registered(name)) return;
  refractor.register(grammars.get(name));
  const after = snapshotLanguages();
  if ([...current].some(([language, grammar]) => after.get(language) !== grammar)) changing.add(name);
  current = after;
};
for (const name of names) visit(name);
process.stdout.write(JSON.stringify([...changing].sort()));
