/**
 * The site's own unified plugins (config `markdown.remarkPlugins` and the
 * like), as the doc parser and the MDX compiler run them. Each is wrapped so
 * that what it throws, while set up or while it transforms a doc, is
 * reported as the plugin's failure on that doc, naming its config field,
 * not as a bug of docs-gen. They run synchronously, as the parser does: a
 * transformer that returns a promise fails the same way.
 */
import type { Pluggable, PluggableList } from 'unified';
import type { VFile } from 'vfile';
import type { VFileMessage } from 'vfile-message';
import type { ResolvedConfig } from '../config/types.js';

export interface SiteMarkdownPlugins {
  readonly beforeDefaultRemark: PluggableList;
  readonly remark: PluggableList;
  readonly beforeDefaultRehype: PluggableList;
  readonly rehype: PluggableList;
}

export const NO_SITE_PLUGINS: SiteMarkdownPlugins = { beforeDefaultRemark: [], remark: [], beforeDefaultRehype: [], rehype: [] };

type MarkdownConfig = Pick<ResolvedConfig['markdown'], 'beforeDefaultRemarkPlugins' | 'remarkPlugins' | 'beforeDefaultRehypePlugins' | 'rehypePlugins'>;

export const SITE_PLUGIN_FIELDS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;

export function hasSitePlugins(markdown: MarkdownConfig): boolean {
  return SITE_PLUGIN_FIELDS.some((field) => markdown[field].length > 0);
}

/** A site plugin threw (or gave a promise) while set up or while transforming a doc. */
export class SitePluginError extends Error {
  constructor(
    /** `markdown.remarkPlugins[0] (remarkTabBlocks)` */
    readonly plugin: string,
    override readonly cause: unknown,
  ) {
    super(`The plugin ${plugin} failed on this doc: ${cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause)}`);
    this.name = 'SitePluginError';
  }
}

export function sitePluginsOf(markdown: MarkdownConfig): SiteMarkdownPlugins {
  if (!hasSitePlugins(markdown)) return NO_SITE_PLUGINS;
  const wrapped = (field: (typeof SITE_PLUGIN_FIELDS)[number]) => markdown[field].map((entry, index) => located(entry, `markdown.${field}[${index}]`));
  return {
    beforeDefaultRemark: wrapped('beforeDefaultRemarkPlugins'),
    remark: wrapped('remarkPlugins'),
    beforeDefaultRehype: wrapped('beforeDefaultRehypePlugins'),
    rehype: wrapped('rehypePlugins'),
  };
}

const SITE_PLUGIN = Symbol('site plugin');
type SiteMessage = VFileMessage & { [SITE_PLUGIN]?: string };

/** The site plugin that added a message to a doc's file (`file.message(…)`), if one did. */
export function sitePluginOf(message: VFileMessage): string | undefined {
  return (message as SiteMessage)[SITE_PLUGIN];
}

type Attacher = (this: unknown, ...options: unknown[]) => unknown;
type Transformer = (this: unknown, ...args: unknown[]) => unknown;

function located(entry: MarkdownConfig['remarkPlugins'][number], field: string): Pluggable {
  const [plugin, ...options] = (typeof entry === 'function' ? [entry] : entry) as unknown as [Attacher, ...unknown[]];
  const name = plugin.name === '' ? field : `${field} (${plugin.name})`;
  function attacher(this: unknown, ...args: unknown[]): unknown {
    let transformer: unknown;
    try {
      transformer = plugin.apply(this, args);
    } catch (error) {
      throw new SitePluginError(name, error);
    }
    // A transformer that takes a callback (three parameters) is left as it is: unified tells it apart by its length.
    if (typeof transformer !== 'function' || transformer.length >= 3) return transformer;
    const transform = transformer as Transformer;
    return function locatedTransform(this: unknown, ...transformArgs: unknown[]): unknown {
      const messages = (transformArgs[1] as VFile | undefined)?.messages ?? [];
      const before = messages.length;
      let result: unknown;
      try {
        result = transform.apply(this, transformArgs);
      } catch (error) {
        throw new SitePluginError(name, error);
      }
      for (const message of messages.slice(before)) (message as SiteMessage)[SITE_PLUGIN] = name;
      if (typeof (result as { then?: unknown } | undefined)?.then === 'function') {
        // Its outcome is not waited for: a rejection of it must not end the process.
        (result as Promise<unknown>).then(undefined, () => {});
        throw new SitePluginError(name, new Error('it returned a promise, and docs-gen runs Markdown plugins synchronously'));
      }
      return result;
    };
  }
  return options.length === 0 ? attacher : [attacher, ...options];
}
