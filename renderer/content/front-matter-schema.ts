/**
 * The front matter fields docs-gen reads, written once: their types, and the
 * checks of each. Other keys are left alone, as other tools put their own
 * keys there.
 */
import * as v from 'valibot';
import { expecting, quote, refine } from '../config/schema-kit.js';
import { describeYamlValue } from './read-yaml.js';
import { settingFlag, settingNumber, settingText, settingTextList } from './settings-fields.js';
import { authorSchema } from './authors-file.js';

/** A doc id naming another doc, or null for none. */
const docIdOrNull = () => v.optional(v.nullable(v.string(expecting('a doc id or null', describeYamlValue))));

/** A heading level of the table of contents: 2 to 6. */
const tocLevel = () => {
  const message = expecting('a heading level from 2 to 6', describeYamlValue);
  return v.optional(
    v.pipe(
      v.number(message),
      v.check((value) => Number.isInteger(value) && value >= 2 && value <= 6, message),
    ),
  );
};

/** A tag as a doc names it: a label, or a label with its own URL path under the tags page. */
const tagSchema = v.union(
  [
    settingText(),
    v.object(
      { label: settingText(), permalink: v.optional(settingText()), description: v.optional(settingText()) },
      expecting('a tag: a string, or { label, permalink }', describeYamlValue),
    ),
  ],
  expecting('a tag: a string, or { label, permalink }', describeYamlValue),
);

/** When a doc was last changed, and by whom, as the page says at its bottom. */
const lastUpdateSchema = v.object(
  {
    /** A date YAML or JavaScript can read: `2024-03-01`. */
    date: v.optional(
      v.pipe(
        settingText(),
        v.check((value) => !Number.isNaN(Date.parse(value)), expecting('a date such as 2024-03-01', describeYamlValue)),
      ),
    ),
    author: v.optional(settingText()),
  },
  expecting('{ date, author }', describeYamlValue),
);

/** Docusaurus front matter keys docs-gen does not act on: reported, so a migrated doc does not lose them silently. */
export const UNSUPPORTED_DOCUSAURUS_FIELDS: Readonly<Record<string, string>> = {
  pagination_label: 'the previous/next links show the sidebar label; set sidebar_label to change both',
  sidebar_key: 'sidebar items are told apart by their label and link',
  displayed_sidebar: 'a doc shows the sidebar that lists it; list it in that sidebar (a `ref` item links it from another)',
  parse_number_prefixes: 'number prefixes are always left out of ids and URLs; rename the file, or set id and slug',
};

/** An id names the doc within its folder; a path belongs in slug. */
function checkId(id: string): string | undefined {
  return id.includes('/') ? `must not contain "/", got ${quote(id)}; use slug to change the URL` : undefined;
}

export const frontMatterSchema = v.object({
  /** Replaces the file name in the doc's id and URL; no "/" (use slug to change the URL). @default the file name without its number prefix */
  id: v.optional(v.pipe(settingText(), refine(checkId))),
  /** @default the text of a leading `# h1`, else the file name */
  title: v.optional(settingText()),
  /** The doc's label in the sidebar. @default the title */
  sidebar_label: v.optional(settingText()),
  /** Orders the doc among its folder's items. @default the file name's number prefix */
  sidebar_position: v.optional(settingNumber()),
  /** The doc's URL path, written unencoded (`/100%`); relative to the doc's folder unless it starts with "/". */
  slug: v.optional(settingText()),
  /** The page's meta description. */
  description: v.optional(settingText()),
  /** The page's meta keywords. */
  keywords: v.optional(settingTextList()),
  /** Left out of builds (`docs-gen dev` shows it). @default false */
  draft: v.optional(settingFlag()),
  /** Built, but hidden from sidebars and the sitemap, and `noindex`. @default false */
  unlisted: v.optional(settingFlag()),
  /** @default false */
  hide_table_of_contents: v.optional(settingFlag()),
  /** `false` leaves the doc out of the site's search. @default true */
  search: v.optional(settingFlag()),
  /** The doc the "previous" link opens, or null for no link. @default the previous doc of the sidebar */
  pagination_prev: docIdOrNull(),
  /** The doc the "next" link opens, or null for no link. @default the next doc of the sidebar */
  pagination_next: docIdOrNull(),
  /** Show no title above the doc (its own headings still show). @default false */
  hide_title: v.optional(settingFlag()),
  /** The lowest heading level the table of contents lists. @default tableOfContents.minHeadingLevel */
  toc_min_heading_level: tocLevel(),
  /** The highest heading level the table of contents lists. @default tableOfContents.maxHeadingLevel */
  toc_max_heading_level: tocLevel(),
  /** The image a link preview shows (`og:image`, `twitter:image`): a file under static/ or an absolute URL. */
  image: v.optional(settingText()),
  /** The doc's "Edit this page" link, or null for none. @default docs.editUrl joined with the doc's path */
  custom_edit_url: v.optional(v.nullable(settingText())),
  /** When the doc was last changed and by whom. @default from git, with docs.showLastUpdateTime / showLastUpdateAuthor */
  last_update: v.optional(lastUpdateSchema),
  /** Class names put on the doc's `<li>` in the sidebar. */
  sidebar_class_name: v.optional(settingText()),
  /** Data kept with the doc's sidebar item for a theme's own sidebar components. */
  sidebar_custom_props: v.optional(v.record(v.string(), v.unknown(), expecting('a mapping', describeYamlValue))),
  /** Tags: each lists the doc on its page (`<routeBasePath>/tags/<tag>`); tags.yml in the docs folder may define them. */
  tags: v.optional(v.array(tagSchema, expecting('a list of tags', describeYamlValue))),
  /** A page of the pages folder: class names on the element around its text, for the site's stylesheets. */
  wrapperClassName: v.optional(settingText()),
  /** A blog post's date: `2024-03-01`, or a date and time. @default the date its file name starts with */
  date: v.optional(
    v.pipe(
      settingText(),
      v.check((value) => !Number.isNaN(Date.parse(value)), expecting('a date such as 2024-03-01', describeYamlValue)),
    ),
  ),
  /** A blog post's authors: keys of blog/authors.yml, or authors written out (`{ name, title, url, image_url }`), one or a list. */
  authors: v.optional(
    v.union(
      [settingText(), authorSchema, v.array(v.union([settingText(), authorSchema]))],
      expecting('an author key, an author ({ name, title, url, image_url }), or a list of them', describeYamlValue),
    ),
  ),
  /** A blog post's one author, as older Docusaurus posts name them (with author_title, author_url, author_image_url). */
  author: v.optional(settingText()),
  author_title: v.optional(settingText()),
  author_url: v.optional(settingText()),
  author_image_url: v.optional(settingText()),
});
