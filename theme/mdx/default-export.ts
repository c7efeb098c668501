/**
 * A module whose default export is `value`, with `named` exports beside it, read right either way esbuild reads a
 * CommonJS module into an ES one: by `__esModule`, as its `default`; or, in a site whose package.json says
 * `"type": "module"`, as Node does, the whole module. So the module is `value` itself, holding its exports.
 */
export function defaultExport<T extends object>(value: T, named: Readonly<Record<string, unknown>> = {}): T {
  return Object.assign(value, { __esModule: true, default: value, ...named });
}
