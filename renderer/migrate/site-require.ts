/**
 * How a Docusaurus site's modules (its config, a sidebars.js) see packages:
 * the site's own when installed, stand-ins (stub-module.ts) for Docusaurus's
 * own packages and for those the site has not installed. Shared by the
 * bundling of a module (imports) and the process that runs it (`require`).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { packageNameOf } from '../fs/package-name.js';
import { createStub } from './stub-module.js';

/** Packages whose values docs-gen never uses: their modules are stand-ins even when installed. */
export const ALWAYS_STUBBED = /^(@docusaurus\/|prism-react-renderer(\/|$))/;

/** Records the package a request names, unless docs-gen stubs it anyway or it is recorded already. */
export function noteMissing(missingPackages: string[], request: string): void {
  const name = packageNameOf(request);
  if (!ALWAYS_STUBBED.test(name) && !missingPackages.includes(name)) missingPackages.push(name);
}

/** `require` as the config sees it: the site's packages, stand-ins for missing ones, and a `require.resolve` that never throws. */
export function siteRequire(dir: string, missingPackages: string[]): NodeJS.Require {
  const real = createRequire(path.join(dir, 'docusaurus.config.js'));
  const wrapped = ((request: string) => {
    if (ALWAYS_STUBBED.test(request)) return createStub(request);
    try {
      return real(request);
    } catch {
      if (!request.startsWith('.') && !path.isAbsolute(request)) noteMissing(missingPackages, request);
      return createStub(request);
    }
  }) as NodeJS.Require;
  // A path the config only passes on (a CSS file of a package) is what it would be once the package is installed.
  const resolve = ((request: string) => {
    try {
      return real.resolve(request);
    } catch {
      if (!request.startsWith('.') && !path.isAbsolute(request)) noteMissing(missingPackages, request);
      return path.resolve(dir, request.startsWith('.') ? request : path.join('node_modules', request));
    }
  }) as NodeJS.RequireResolve;
  resolve.paths = real.resolve.paths;
  return Object.assign(wrapped, { resolve, cache: real.cache, main: real.main, extensions: real.extensions });
}
