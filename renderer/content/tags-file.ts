/**
 * `tags.yml` in a docs folder, as Docusaurus reads it: the tags docs may use,
 * each under its key with an optional label, permalink and description.
 * A doc naming a tag the file does not define gets a warning (Docusaurus's
 * `onInlineTags: 'warn'`); without the file, any tag goes.
 */
import * as v from 'valibot';
import type { Wording } from '../config/schema-problems.js';
import { object, record, text } from '../config/schema-kit.js';
import type { Diagnostic } from '../diagnostics/types.js';
import type { TagLink } from './doc-refs.js';
import { joinRoutePath } from '../shared/routes.js';
import { readSettingsFile } from './settings-file.js';
import { githubSlug } from './slug.js';

export const TAGS_FILE = 'tags.yml';

/** The file as written: tag keys, each with its settings (or none: `billing:` alone is a tag with defaults). */
const tagsFileSchema = record(
  v.nullable(
    object({
      /** @default the key */
      label: v.optional(text()),
      /** Under the version's tags page. @default the key, as a slug */
      permalink: v.optional(text()),
      description: v.optional(text()),
    }),
  ),
);

const TAGS_WORDING: Wording = {
  name: (field) => (field === '' ? 'The tags file' : `Tag setting "${field}"`),
  unknown: (field) => `Unknown tag setting "${field}"`,
};

/** `file` is relative to the site root (`content/tags.yml`); `tagsPath` is the version's tags page (`/docs/tags`). */
export function parseTagsFile({ file, source, tagsPath }: { file: string; source: string; tagsPath: string }): {
  definitions: ReadonlyMap<string, TagLink>;
  diagnostics: Diagnostic[];
} {
  const read = readSettingsFile({ file, source, schema: tagsFileSchema, wording: TAGS_WORDING, code: 'tags-invalid', what: 'the tags file' });
  if (!read.ok) return { definitions: new Map(), diagnostics: read.diagnostics };
  const definitions = new Map(
    Object.entries(read.value).map(([key, tag]): [string, TagLink] => [
      key,
      {
        label: tag?.label ?? key,
        permalink: joinRoutePath(tagsPath, tag?.permalink ?? githubSlug(key)),
        ...(tag?.description !== undefined && { description: tag.description }),
      },
    ]),
  );
  return { definitions, diagnostics: [] };
}
