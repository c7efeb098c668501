/**
 * What a Docusaurus config gets for a package that is not installed, or whose
 * value docs-gen has no use for (`@docusaurus/*`, prism themes): a stand-in
 * that can be called, constructed, read at any depth and spread, so the
 * config runs to its end and yields every value that does not depend on it.
 * Values that do are told apart (`isStub`) and reported, never carried over.
 */

const stubs = new WeakSet<object>();

export function isStub(value: unknown): boolean {
  return (typeof value === 'function' || typeof value === 'object') && value !== null && stubs.has(value);
}

/** The stand-in for one package: every property, call and construction gives another stand-in. */
export function createStub(name: string): unknown {
  const target = function stub() {};
  const read = (key: string | symbol): unknown => {
    if (key === Symbol.toPrimitive) return () => '';
    if (key === Symbol.iterator) return function* () {};
    // Not a promise: awaiting a stand-in gives the stand-in.
    if (key === 'then') return undefined;
    if (key === 'toString' || key === 'valueOf') return () => '';
    if (key === 'name') return name;
    return proxy;
  };
  // `import * as x` copies a module's own keys into a new object made from its prototype: the
  // prototype answers every other key, so `x.anything` is a stand-in too.
  const prototype = new Proxy({}, { get: (_target, key) => read(key) });
  const proxy: unknown = new Proxy(target, {
    get: (_target, key) => read(key),
    getPrototypeOf: () => prototype,
    apply: () => proxy,
    construct: () => proxy as object,
    has: () => false,
    // Reads as an object with no entries of its own (Object.entries, spreading, for…in).
    ownKeys: (inner) => Reflect.ownKeys(inner),
  });
  stubs.add(proxy as object);
  return proxy;
}

/** Installed by the bundle's loader as `globalThis[STUB_FACTORY]`, for the stubbed modules' code to call. */
export const STUB_FACTORY = '__docsGenMigrateStub';
