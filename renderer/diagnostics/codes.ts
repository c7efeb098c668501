/**
 * The catalogue of diagnostic codes. Codes are permanent: tests, CI scripts
 * and `--json` consumers match on them, so never rename one.
 */
export type Severity = 'error' | 'warning';

interface CodeInfo {
  /** Severity when the config does not override it. */
  readonly severity: Severity;
  /** Usage/config problems exit with 2, everything else with 1. */
  readonly exitCode: 1 | 2;
  /** A generic "what to do", used when a diagnostic has no specific hint. */
  readonly hint: string;
}

export const DIAGNOSTIC_CODES = {
  'config-not-found': {
    severity: 'error',
    exitCode: 2,
    hint: 'Run docs-gen in the site folder or pass --root <dir>; the folder needs a site.config.ts (or .mts/.js/.mjs).',
  },
  'config-load-failed': {
    severity: 'error',
    exitCode: 2,
    hint: 'Fix the config file at the place shown: it must compile, run without throwing, and `export default defineConfig({...})`.',
  },
  'config-invalid': {
    severity: 'error',
    exitCode: 2,
    hint: 'Correct the field named in the message; see the README for every config field and its type.',
  },
  'content-missing': {
    severity: 'error',
    exitCode: 2,
    hint: 'Create a content/ folder with at least one .md or .mdx file, or pass the right --root.',
  },
  'source-outside-site': {
    severity: 'error',
    exitCode: 2,
    hint: 'Move or copy the folder into the site folder (a link to a folder inside the site is fine), or point docs-gen at the folder that holds it all (--root; for migrate, the repository holding website/).',
  },
  'option-invalid': {
    severity: 'error',
    exitCode: 2,
    hint: 'Correct the command-line option; `docs-gen help <command>` lists them.',
  },
  'output-invalid': {
    severity: 'error',
    exitCode: 2,
    hint: 'Write the site to a folder of its own, such as build/ (the default).',
  },
  'cache-invalid': {
    severity: 'error',
    exitCode: 2,
    hint: 'Pass a folder (new or one docs-gen made) to --cache-dir, or leave it out to use the default.',
  },
  'route-invalid': {
    severity: 'error',
    exitCode: 1,
    hint: 'Give the page a URL made of plain path segments (no "." or ".." segments, no control characters, no backslash, none of < > : " | ? *, no name ending in a dot or a space, no device name such as CON, each segment at most 255 bytes) that no file docs-gen writes itself uses (sitemap.xml, 404.html, assets/).',
  },
  'content-empty': {
    severity: 'warning',
    exitCode: 1,
    hint: 'Add .md or .mdx files to content/ (files and folders whose names start with _ or . are left out).',
  },
  'content-not-text': {
    severity: 'error',
    exitCode: 1,
    hint: 'Save the file as UTF-8 text, or move a binary file to static/ and link to it from a doc.',
  },
  'static-dotfile-skipped': {
    severity: 'warning',
    exitCode: 1,
    hint: "If readers need it (.nojekyll, .well-known/security.txt), list it in the config: static: { include: ['.nojekyll', '.well-known/**'] }. Otherwise move it out of static/ (it may be a secret or a tool's state).",
  },
  'link-not-followed': {
    severity: 'warning',
    exitCode: 1,
    hint: 'Copy the file into the site, or point the link at a file inside the site folder.',
  },
  'mdx-syntax': {
    severity: 'error',
    exitCode: 1,
    hint: 'Fix the MDX at the position shown. In .mdx, `<` and `{` start JSX and expressions: escape them as `\\<` and `\\{` when you mean text.',
  },
  'directive-unknown': {
    severity: 'warning',
    exitCode: 1,
    hint: 'docs-gen renders the admonition types note, tip, info, warning, danger, caution and important, and those listed in markdown.admonitionTypes of site.config.ts (Docusaurus: admonitions.keywords). Use one of them, add the name there, or write `\\:::` to show the colons as text.',
  },
  'content-too-deep': {
    severity: 'error',
    exitCode: 1,
    hint: 'Nesting this deep is almost always an unclosed tag or admonition, or a stray run of `>`, `-` or `:::`: close what was opened, or flatten the structure. docs-gen parses at most 100 levels of blockquotes, lists, admonitions and HTML/JSX elements together, and 20 of admonitions.',
  },
  'content-too-complex': {
    severity: 'error',
    exitCode: 1,
    hint: 'Split the long paragraph or doc, close each `[`, write literal `*`, `_`, `~`, `[`, `<` and `{` in `code` or escape them with `\\`, and start each line of a blockquote or list item with its `>` or indentation. The README lists the limits (Reliability).',
  },
  'doc-timeout': {
    severity: 'error',
    exitCode: 1,
    hint: 'A doc this slow to parse or render usually holds a huge generated table or long runs of syntax characters: split it into several docs, or put the runs in code blocks. The limit is 30 s.',
  },
  'invalid-frontmatter': {
    severity: 'error',
    exitCode: 1,
    hint: 'Fix the YAML between the two `---` lines at the top of the file.',
  },
  'frontmatter-unsupported': {
    severity: 'warning',
    exitCode: 1,
    hint: 'Remove the field, or do what the message says to get the same result.',
  },
  'authors-invalid': {
    severity: 'error',
    exitCode: 1,
    hint: 'Give each author of blog/authors.yml a name, and only the settings name, title, url, image_url, email, socials, page and description.',
  },
  'author-unknown': {
    severity: 'warning',
    exitCode: 1,
    hint: 'Add the author to blog/authors.yml under that key, or write the author in the front matter: authors: { name: Ada Lovelace }.',
  },
  'tags-invalid': {
    severity: 'error',
    exitCode: 1,
    hint: 'Correct tags.yml: each key is a tag, with an optional label, permalink and description.',
  },
  'tag-unknown': {
    severity: 'warning',
    exitCode: 1,
    hint: 'Add the tag to tags.yml in the docs folder, or use one of the tags it defines.',
  },
  'invalid-category': {
    severity: 'error',
    exitCode: 1,
    hint: 'Fix the _category_ file: it must be a JSON or YAML object with label, position, collapsible, collapsed and link.',
  },
  'unknown-component': {
    severity: 'error',
    exitCode: 1,
    hint: "Use one of the theme components, or a lower-case HTML element. To use a component of the site or a package, import it (`import Video from '@site/components/Video'`).",
  },
  'mdx-import': {
    severity: 'error',
    exitCode: 1,
    hint: 'Import a file of the site by a path relative to the page (`./_note.md`) or from the site root (`@site/components/Video`), a package installed in the site folder (`npm install <package>` there), or a theme component (`@theme/<Name>`).',
  },
  'mdx-bundle': {
    severity: 'error',
    exitCode: 1,
    hint: 'Fix the component or package at the position shown: a compiled page is bundled with everything it imports.',
  },
  'mdx-runtime': {
    severity: 'error',
    exitCode: 1,
    hint: 'A compiled page runs its expressions and components as it is rendered: define what the expression uses (import or export it), fix the component, or escape `{` as `\\{` where you mean text.',
  },
  'page-runtime': {
    severity: 'error',
    exitCode: 1,
    hint: 'A React page of src/pages is rendered on the server as the site builds: fix the component at fault, and run what needs a browser (window, document) in useEffect or <BrowserOnly>.',
  },
  'locale-not-built': {
    severity: 'warning',
    exitCode: 1,
    hint: 'Remove the locales docs-gen does not build from i18n.locales, or keep translated sites elsewhere and link them from the navbar with their URLs.',
  },
  'redirect-conflict': {
    severity: 'warning',
    exitCode: 1,
    hint: 'A redirect never takes the place of a page, a file of static/ or another redirect: remove the item from redirects.items, or move what is at its path.',
  },
  'link-scheme-unknown': {
    severity: 'warning',
    exitCode: 1,
    hint: 'Write the link a reader can follow (a page of the site or an http(s) URL); a placeholder a Docusaurus plugin replaced needs that plugin (README: Markdown plugins). An app of your own: list its scheme in markdown.linkSchemes.',
  },
  'markdown-plugin': {
    severity: 'error',
    exitCode: 1,
    hint: 'A Markdown plugin of the site (markdown.remarkPlugins and the like in site.config.ts) failed on this doc, or warned about it: fix the plugin or its options, or the doc where it says.',
  },
  'mdx-in-md': {
    severity: 'warning',
    exitCode: 1,
    hint: "The file is read as CommonMark, so its MDX shows as text or is lost: set `markdown: { format: 'mdx' }` in site.config.ts (Docusaurus reads .md as MDX by default), or rename the file to .mdx.",
  },
  'magic-comment-unmatched': {
    severity: 'warning',
    exitCode: 1,
    hint: 'Close every `highlight-start` comment with a `highlight-end` in the same code block, and open every `highlight-end` with a start.',
  },
  'unsupported-mdx': {
    severity: 'error',
    exitCode: 1,
    hint: "With `markdown.rawHtml: 'sanitize'` docs-gen runs no code of a page: use literal values in attributes and expressions, and import only from @theme/<Component> (with `'allow'`, such pages are compiled and run).",
  },
  'sidebar-unknown-doc': {
    severity: 'error',
    exitCode: 2,
    hint: 'Use one of the available doc ids (the path under content/ without extension, or the front matter id).',
  },
  'doc-unknown': {
    severity: 'error',
    exitCode: 1,
    hint: 'Use one of the available doc ids of the same version, or null to show no link.',
  },
  'sidebar-unknown': {
    severity: 'error',
    exitCode: 2,
    hint: 'Use one of the sidebar ids defined in docs.sidebars.',
  },
  'broken-link': {
    severity: 'error',
    exitCode: 1,
    hint: 'Point the link at an existing page, or create the page.',
  },
  'broken-markdown-link': {
    severity: 'warning',
    exitCode: 1,
    hint: 'Point the link at an existing .md/.mdx file under content/ (paths are relative to the linking file).',
  },
  'broken-anchor': {
    severity: 'warning',
    exitCode: 1,
    hint: 'Use the id of a heading on the target page (shown in its table of contents), or add `{#id}` to a heading.',
  },
  'static-conflict': {
    severity: 'error',
    exitCode: 1,
    hint: 'Rename or move the file under static/, or give the page another slug.',
  },
  'duplicate-route': {
    severity: 'warning',
    exitCode: 1,
    hint: 'Give one of the sources a different slug or id; only the last one is kept.',
  },
  'openapi-invalid': {
    severity: 'error',
    exitCode: 1,
    hint: 'Fix the spec at the JSON pointer shown; it must be valid OpenAPI 3.0/3.1 or Swagger 2.0.',
  },
  'openapi-ref-refused': {
    severity: 'error',
    exitCode: 1,
    hint: "Move the file the $ref names into specs/ (or allow the whole site folder with api.refsWithin: 'site'), or list the URL's host in api.allowRemoteRefs.",
  },
  'theme-build-failed': {
    severity: 'error',
    exitCode: 1,
    hint: 'Fix the theme file shown; the dev server keeps using the last theme that built until then.',
  },
  'versions-invalid': {
    severity: 'error',
    exitCode: 2,
    hint: 'Fix versions.json or the versioned_sidebars file as the message says, or remove the version (its entry in versions.json, its versioned_docs/version-<name> folder and its sidebars file) and run `docs-gen version <name>` again.',
  },
  'site-not-built': {
    severity: 'error',
    exitCode: 1,
    hint: 'Run `docs-gen build` first, or pass --out <dir> naming the folder the site was built into.',
  },
  'listen-failed': {
    severity: 'error',
    exitCode: 2,
    hint: 'Choose another port with --port (0 lets the system pick a free one), or an address of this machine with --host.',
  },
  'crawl-broken-link': {
    severity: 'error',
    exitCode: 1,
    hint: 'Fix the link, image, script or stylesheet in the source of the page (or in the layout, when every page has it), then build again.',
  },
  'crawl-broken-anchor': {
    severity: 'error',
    exitCode: 1,
    hint: 'Link to an id the target page has (a heading of its table of contents), or add `{#id}` to a heading, then build again.',
  },
  'version-name-invalid': {
    severity: 'error',
    exitCode: 2,
    hint: 'Name the version with letters, digits, ".", "_" and "-", such as 1.0 or 2.0.0-beta.1; current and next are reserved.',
  },
  'version-exists': {
    severity: 'error',
    exitCode: 2,
    hint: 'Choose another name; to save the version again, first remove it from versions.json, versioned_docs/ and versioned_sidebars/.',
  },
  'clean-skipped': {
    severity: 'warning',
    exitCode: 1,
    hint: 'docs-gen removes only what it wrote; remove this yourself if you no longer need it.',
  },
  'migrate-source-invalid': {
    severity: 'error',
    exitCode: 2,
    hint: 'Pass the folder that holds docusaurus.config.js (or .mjs, .cjs, .ts): the Docusaurus site, often website/.',
  },
  'migrate-config-unread': {
    severity: 'warning',
    exitCode: 1,
    hint: "Install the site's dependencies (npm install in the Docusaurus site) and migrate again, or check the values in site.config.ts by hand.",
  },
  'migrate-not-carried': {
    severity: 'warning',
    exitCode: 1,
    hint: 'See MIGRATION.md in the new site for what to do.',
  },
  'io-failed': {
    severity: 'error',
    exitCode: 1,
    hint: 'Check that the file named can be read or written (permissions, free space, the length of its path), then build again. The previous output is unchanged.',
  },
  'out-of-memory': {
    severity: 'error',
    exitCode: 1,
    hint: 'Give Node a larger heap, in MB: NODE_OPTIONS=--max-old-space-size=8192 docs-gen build (at most what the machine can spare), or build with --threads 1, which holds one copy of the parser and theme instead of one per thread. The previous output is unchanged.',
  },
  'internal-error': {
    severity: 'error',
    exitCode: 1,
    hint: 'This is a bug in docs-gen. Run again with DEBUG=docs-gen for the stack trace and report it.',
  },
} as const satisfies Record<string, CodeInfo>;

export type DiagnosticCode = keyof typeof DIAGNOSTIC_CODES;

export function describeCode(code: DiagnosticCode): CodeInfo {
  return DIAGNOSTIC_CODES[code];
}
