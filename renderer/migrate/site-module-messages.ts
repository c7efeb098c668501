/** What migrate and the process running a site's module (site-module-child.ts) say to each other. */

export type ModuleRequest =
  /** Run this bundled module (an ES module) and answer with its value. */
  | { readonly type: 'run'; readonly code: string }
  /** Call the function numbered `id` of the values sent so far with these arguments (wire values). */
  | { readonly type: 'call'; readonly callId: number; readonly id: number; readonly args: unknown }
  /** Run the Markdown plugin numbered `id` (with `options`, wire values) on a syntax tree, as unified runs it, and answer with the tree. */
  | { readonly type: 'transform'; readonly callId: number; readonly id: number; readonly options: unknown; readonly tree: unknown; readonly path: string };

export type ModuleAnswer =
  | { readonly type: 'value'; readonly value: unknown; readonly missingPackages: readonly string[] }
  | { readonly type: 'failed'; readonly message: string; readonly missingPackages: readonly string[] }
  | { readonly type: 'returned'; readonly callId: number; readonly value: unknown }
  | { readonly type: 'threw'; readonly callId: number; readonly message: string };
