/**
 * The docs' remark and rehype plugins a Docusaurus config names, written
 * into the new config as imports and `markdown.<list>` entries: a package
 * stays a package (kept in package.json, though its name says Docusaurus,
 * for the config imports it), a file of the site is imported from where the
 * migrated site has it (src/ is copied; another file is copied to the same
 * path).
 */
import { existsSync } from 'node:fs';
import { cp, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { packageNameOf } from '../fs/package-name.js';
import { ConfigExpression } from './config-source.js';
import type { CarriedPlugin, MigrationNote } from './translate-config.js';

export interface PluginsInConfig {
  /** `markdown`'s plugin lists, as the config writer takes them. */
  readonly lists: Readonly<Record<string, unknown[]>>;
  /** The import lines the config starts with. */
  readonly imports: readonly string[];
  /** Each plugin carried over, as the config imports it: `docusaurus-remark-plugin-tab-blocks`, `./src/remark/x.js (named)`. */
  readonly carried: readonly string[];
  /** The packages the config imports, which package.json keeps. */
  readonly packages: readonly string[];
  readonly notes: readonly MigrationNote[];
}

const RESOLVABLE_EXTENSIONS = ['', '.js', '.mjs', '.cjs', '.ts', '.mts', '/index.js', '/index.mjs'];

export async function carryMarkdownPlugins({
  plugins,
  siteDir,
  staging,
  configFile,
}: {
  plugins: readonly CarriedPlugin[];
  siteDir: string;
  staging: string;
  /** The Docusaurus config, relative to the site: local plugins are relative to it. */
  configFile: string;
}): Promise<PluginsInConfig> {
  const lists: Record<string, unknown[]> = {};
  const imports: string[] = [];
  const packages = new Set<string>();
  const notes: MigrationNote[] = [];
  const carried: string[] = [];
  const taken = new Set<string>(['defineConfig']);
  for (const { list, module, options } of plugins) {
    let specifier = module.specifier;
    if (/^\.{1,2}\//.test(specifier)) {
      const carried = await carryLocalFile(path.resolve(siteDir, path.dirname(configFile), specifier), { siteDir, staging });
      if (carried === undefined) {
        notes.push({
          file: configFile,
          message: `The Markdown plugin ${specifier} is not carried over: it is no file of the site folder`,
          todo: `Copy it into the site and add it to \`markdown.${list}\` in site.config.ts.`,
        });
        continue;
      }
      specifier = carried;
    } else if (!specifier.startsWith('node:')) packages.add(packageNameOf(specifier));
    const local = localName(specifier, module.name, taken);
    imports.push(module.name === 'default' ? `import ${local} from '${specifier}';` : `import { ${module.name} as ${local} } from '${specifier}';`);
    carried.push(module.name === 'default' ? specifier : `${specifier} (${module.name})`);
    const plugin = new ConfigExpression(local);
    (lists[list] ??= []).push(options === undefined ? plugin : [plugin, options]);
  }
  return { lists, imports, carried, packages: [...packages].sort(), notes };
}

/** The local plugin file in the new site, as the config imports it (`./src/remark/tabs.js`); undefined when it is no file of the site. */
async function carryLocalFile(target: string, { siteDir, staging }: { siteDir: string; staging: string }): Promise<string | undefined> {
  const found = RESOLVABLE_EXTENSIONS.map((extension) => `${target}${extension}`).find((candidate) => existsSync(candidate) && !candidate.endsWith(path.sep));
  if (found === undefined) return undefined;
  const relative = path.relative(siteDir, found).split(path.sep).join('/');
  if (relative.startsWith('../') || path.isAbsolute(relative)) return undefined;
  if (!existsSync(path.join(staging, relative))) {
    await mkdir(path.dirname(path.join(staging, relative)), { recursive: true });
    await cp(found, path.join(staging, relative));
  }
  return `./${relative}`;
}

/** `docusaurus-remark-plugin-tab-blocks` → `docusaurusRemarkPluginTabBlocks`, unique among the config's names. */
function localName(specifier: string, exported: string, taken: Set<string>): string {
  const base = exported !== 'default' ? exported : (specifier.split('/').at(-1) ?? 'plugin').replace(/\.[cm]?[jt]s$/, '');
  const words = base.split(/[^A-Za-z0-9]+/).filter((word) => word !== '');
  const camel = words
    .map((word, index) => (index === 0 ? word.charAt(0).toLowerCase() + word.slice(1) : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
  const name = /^[A-Za-z_$]/.test(camel) ? camel : `plugin${camel}`;
  let unique = name;
  for (let suffix = 2; taken.has(unique); suffix++) unique = `${name}${suffix}`;
  taken.add(unique);
  return unique;
}
