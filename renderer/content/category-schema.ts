/**
 * A `_category_.json` / `_category_.yml` file, written once: a folder's
 * label, position, collapsing and link in the sidebar.
 */
import * as v from 'valibot';
import { object } from '../config/schema-kit.js';
import { categoryLinkSchema } from '../config/sidebars-schema.js';
import { settingFlag, settingNumber, settingText } from './settings-fields.js';

export const categorySchema = object({
  /** The category's label in the sidebar. @default the folder's name without its number prefix */
  label: v.optional(settingText()),
  /** Orders the category among its parent's items. @default the folder name's number prefix */
  position: v.optional(settingNumber()),
  /** @default true */
  collapsible: v.optional(settingFlag()),
  /** @default true */
  collapsed: v.optional(settingFlag()),
  /** Shown on the category's generated page and its card. */
  description: v.optional(settingText()),
  /** Where the label leads: `{ "type": "doc", "id": … }` or `{ "type": "generated-index" }`; null: no link, even when the folder has an index doc. @default the folder's index doc */
  link: v.optional(v.nullable(categoryLinkSchema)),
  /** Accepted as Docusaurus writes it; docs-gen's theme does not use it. */
  className: v.optional(settingText()),
  /** Accepted as Docusaurus writes it; docs-gen's theme does not use it. */
  customProps: v.optional(v.unknown()),
});
