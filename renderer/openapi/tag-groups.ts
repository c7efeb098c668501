/**
 * `x-tagGroups`, Redoc's extension: named groups of tags, each a heading
 * over its tags in the navigation, the table of contents and the page. The
 * groups keep the spec's order and each its tags' order; a tag that no group
 * names follows them all, in its own order. Pure.
 */
import { asciiSlug } from '../content/slug.js';
import type { TagGroupView, TagView } from '../shared/api-reference.js';

interface TagGroup {
  readonly name: string;
  readonly tags: readonly string[];
}

/** The tags in the order the groups give, each with its group; no groups when the spec has none (or none names a tag with operations). */
export function groupTags({
  raw,
  tags,
  claimAnchor,
}: {
  raw: Record<string, unknown>;
  tags: readonly TagView[];
  /** Turns a wished-for id into one not yet used on the page. */
  claimAnchor: (base: string) => string;
}): { tags: TagView[]; tagGroups: TagGroupView[] } {
  const byName = new Map(tags.map((tag) => [tag.name, tag]));
  const placed = new Set<string>();
  const grouped: TagView[] = [];
  const tagGroups: TagGroupView[] = [];
  for (const group of groupsOf(raw['x-tagGroups'])) {
    // A tag named by two groups is listed under the first: one anchor per tag.
    const members = group.tags.flatMap((name) => {
      const tag = byName.get(name);
      if (tag === undefined || placed.has(name)) return [];
      placed.add(name);
      return [{ ...tag, group: group.name }];
    });
    if (members.length === 0) continue;
    tagGroups.push({ name: group.name, anchor: claimAnchor(`group-${asciiSlug(group.name) || 'root'}`) });
    grouped.push(...members);
  }
  return { tags: [...grouped, ...tags.filter((tag) => !placed.has(tag.name))], tagGroups };
}

/** The well-formed groups of an `x-tagGroups` value (an extension: swagger-parser does not check it). */
function groupsOf(value: unknown): TagGroup[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((group): TagGroup[] => {
    if (typeof group !== 'object' || group === null) return [];
    const { name, tags } = group as Record<string, unknown>;
    if (typeof name !== 'string' || name.trim() === '' || !Array.isArray(tags)) return [];
    return [{ name, tags: tags.filter((tag): tag is string => typeof tag === 'string') }];
  });
}
