/**
 * A value of a site's module as it crosses from the process that ran the
 * module to migrate's: JSON, with a tagged object for what JSON cannot carry.
 * Stand-ins stay stand-ins (by package name), functions become calls back
 * into the running module (an editUrl function is run per doc), regular
 * expressions and dates keep their value; cycles and symbols are dropped.
 */
import { createStub, isStub } from './stub-module.js';

/** Where a function running in the module's process keeps its number there. */
const REMOTE_ID = Symbol('docs-gen remote function');

/** The number of a function that runs in the module's process, or undefined for any other value. */
export function remoteIdOf(value: unknown): number | undefined {
  // A stand-in answers any property: only a number is an id.
  const id = typeof value === 'function' && !isStub(value) ? (value as { [REMOTE_ID]?: unknown })[REMOTE_ID] : undefined;
  return typeof id === 'number' ? id : undefined;
}

/** The key of a tagged value: no config names a key with a NUL in it. */
const TAG = '\u0000docs-gen';

/** Deeper than any config: what lies below is dropped rather than followed without end. */
const MAX_DEPTH = 200;

type Callable = (...args: unknown[]) => unknown;

/** `value` as JSON can carry it; each function met is added to `functions` and named by its index there. */
export function toWire(value: unknown, functions: Callable[]): unknown {
  const ancestors = new Set<object>();
  const walk = (item: unknown, depth: number): unknown => {
    if (isStub(item)) return { [TAG]: 'stub', name: String((item as { name?: unknown }).name) };
    if (item === null || typeof item === 'string' || typeof item === 'boolean') return item;
    if (typeof item === 'number') return Number.isFinite(item) ? item : { [TAG]: 'number', text: String(item) };
    if (typeof item === 'bigint') return item.toString();
    // A function that came from the module's process goes back as itself.
    const remote = remoteIdOf(item);
    if (remote !== undefined) return { [TAG]: 'remote', id: remote };
    if (typeof item === 'function') {
      functions.push(item as Callable);
      return { [TAG]: 'function', id: functions.length - 1, name: item.name };
    }
    if (typeof item !== 'object' || depth > MAX_DEPTH || ancestors.has(item)) return { [TAG]: 'undefined' };
    if (item instanceof RegExp) return { [TAG]: 'regexp', source: item.source, flags: item.flags };
    if (item instanceof Date) return { [TAG]: 'date', time: item.getTime() };
    ancestors.add(item);
    try {
      if (Array.isArray(item)) return item.map((entry) => walk(entry, depth + 1));
      const copy: Record<string, unknown> = {};
      for (const [key, entry] of Object.entries(item)) copy[key] = walk(entry, depth + 1);
      return copy;
    } catch {
      // A getter that throws, or a proxy that refuses to list its keys: nothing of it can be read.
      return { [TAG]: 'undefined' };
    } finally {
      ancestors.delete(item);
    }
  };
  return walk(value, 0);
}

/**
 * The value `toWire` made, with each function a call of `call` (which runs it where the module runs), and in the
 * module's process each of its own functions sent back (`own`) as itself.
 */
export function fromWire(wire: unknown, call: (id: number, args: unknown[]) => Promise<unknown>, own?: (id: number) => unknown): unknown {
  if (wire === null || typeof wire !== 'object') return wire;
  if (Array.isArray(wire)) return wire.map((entry) => fromWire(entry, call, own));
  const tagged = wire as Record<string, unknown>;
  switch (tagged[TAG]) {
    case undefined:
      return Object.fromEntries(Object.entries(tagged).map(([key, entry]) => [key, fromWire(entry, call, own)]));
    case 'remote':
      return own?.(Number(tagged.id));
    case 'stub':
      return createStub(String(tagged.name));
    case 'function': {
      const remote = (...args: unknown[]) => call(Number(tagged.id), args);
      Object.defineProperty(remote, REMOTE_ID, { value: Number(tagged.id) });
      return Object.defineProperty(remote, 'name', { value: String(tagged.name) });
    }
    case 'regexp':
      return new RegExp(String(tagged.source), String(tagged.flags));
    case 'date':
      return new Date(Number(tagged.time));
    case 'number':
      return Number(tagged.text);
    default:
      return undefined;
  }
}
