/**
 * The front matter fields docs-gen reads, written once: their types, and the
 * checks of each. Other keys are left alone, as other tools put their own
 * keys there.
 */
import * as v from 'valibot';
import { expecting, quote, refine } from '../config/schema-kit.js';
import { describeYamlValue } from './read-yaml.js';
import { settingFlag, settingNumber, settingText, settingTextList } from './settings-fields.js';

/** A doc id naming another doc, or null for none. */
const docIdOrNull = () => v.optional(v.nullable(v.string(expecting('a doc id or null', describeYamlValue))));

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
  /** The doc the "previous" link opens, or null for no link. @default the previous doc of the sidebar */
  pagination_prev: docIdOrNull(),
  /** The doc the "next" link opens, or null for no link. @default the next doc of the sidebar */
  pagination_next: docIdOrNull(),
});
