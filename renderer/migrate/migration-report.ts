/**
 * MIGRATION.md: what `docs-gen migrate` carried over, then each thing it
 * could not, at its file and line in the Docusaurus site, with what to do.
 */
import type { MigrationNote } from './translate-config.js';

export interface MigrationSummary {
  readonly title: string;
  /** `docusaurus.config.mjs` */
  readonly configFile: string;
  /** Whether the config was run (as Docusaurus runs it) or read without running it. */
  readonly configMode: 'executed' | 'static';
  /** The docs folder, relative to the Docusaurus site: `../docs`. */
  readonly docsFrom: string;
  /** Docs of the unreleased version. */
  readonly docs: number;
  /** Released versions, newest first. */
  readonly versions: readonly string[];
  readonly staticFiles: number;
  /** `sidebars.json`, or undefined for the generated sidebar. */
  readonly sidebarsFile: string | undefined;
  /** How edit links were carried, if the site had them. */
  readonly editUrl: string | undefined;
  /** Files of src/ copied (components, theme overrides, CSS). */
  readonly ownCode: number;
  /** The URLs of the pages carried from the pages folder into src/pages: `/`, `/help`. */
  readonly pages: readonly string[];
  /** The blog's posts carried into blog/. */
  readonly blogPosts: number;
  /** Packages the new site's package.json lists. */
  readonly dependencies: readonly string[];
  /** Docusaurus plugins and themes of the site's package.json that the new one leaves out. */
  readonly droppedPackages: readonly string[];
  /** The docs' remark and rehype plugins the new config imports, as it imports them. */
  readonly markdownPlugins: readonly string[];
  /** The site's stylesheets the new config loads (`stylesheets`). */
  readonly stylesheets: readonly string[];
}

export function writeMigrationReport(summary: MigrationSummary, notes: readonly MigrationNote[]): string {
  const carried = [
    `- \`site.config.ts\`, from \`${summary.configFile}\` (${summary.configMode === 'executed' ? 'run as Docusaurus runs it' : 'read without running it'}).`,
    `- ${count(summary.docs, 'doc')} in \`content/\`, from \`${summary.docsFrom}\`.`,
    summary.versions.length > 0
      ? `- ${count(summary.versions.length, 'released version')} (${summary.versions.join(', ')}) in \`versioned_docs/\` and \`versioned_sidebars/\`, listed in \`versions.json\`.`
      : undefined,
    summary.sidebarsFile === undefined
      ? '- The sidebar, generated from the docs’ folders.'
      : `- The sidebars, in \`${summary.sidebarsFile}\` (\`docs.sidebarPath\`).`,
    `- ${count(summary.staticFiles, 'static file')} in \`static/\`.`,
    summary.ownCode > 0 ? `- ${count(summary.ownCode, 'file')} of the site’s own code (components, theme overrides, CSS) in \`src/\`.` : undefined,
    summary.pages.length > 0 ? `- ${count(summary.pages.length, 'page')} of the site’s own in \`src/pages\`: ${summary.pages.join(', ')}.` : undefined,
    summary.blogPosts > 0 ? `- The blog: ${count(summary.blogPosts, 'post')} in \`blog/\`, with its authors and its settings as \`blog\`.` : undefined,
    summary.editUrl === undefined ? undefined : `- Edit links: ${summary.editUrl}.`,
    summary.markdownPlugins.length > 0
      ? `- The docs’ Markdown plugins, imported by \`site.config.ts\` into \`markdown\`: ${summary.markdownPlugins.join(', ')}.`
      : undefined,
    summary.stylesheets.length > 0 ? `- The custom CSS, as \`stylesheets\`: ${summary.stylesheets.map((file) => `\`${file}\``).join(', ')}.` : undefined,
    summary.dependencies.length > 0
      ? `- \`package.json\`, with the site’s own dependencies (${summary.dependencies.join(', ')}): run \`npm install\` before building.`
      : undefined,
    summary.droppedPackages.length > 0
      ? `- Not in \`package.json\`: ${summary.droppedPackages.join(', ')}, Docusaurus plugins or themes that no page imports (their Docusaurus peers would stop \`npm install\`).`
      : undefined,
  ].filter((line) => line !== undefined);
  const notCarried =
    notes.length === 0
      ? ['Everything was carried over.']
      : [
          'Each item names where it is written in the Docusaurus site, what was not carried over, and what to do.',
          '',
          ...notes.map((note) => `- \`${placeOf(note)}\`${note.field === undefined ? '' : ` (${note.field})`}: ${note.message}. ${note.todo}`),
        ];
  return [
    `# Migrating ${summary.title} from Docusaurus`,
    '',
    'This site was written by `docs-gen migrate`. Build it with `docs-gen build`; `docs-gen dev` previews it.',
    '',
    '## Carried over',
    '',
    ...carried,
    '',
    `## Not carried over (${notes.length})`,
    '',
    ...notCarried,
    '',
  ].join('\n');
}

/** `docusaurus.config.mjs:102:5` */
export function placeOf(note: Pick<MigrationNote, 'file' | 'line' | 'column'>): string {
  if (note.line === undefined) return note.file;
  return note.column === undefined ? `${note.file}:${note.line}` : `${note.file}:${note.line}:${note.column}`;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
