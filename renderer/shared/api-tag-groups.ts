/**
 * The tags of a reference as its page, navigation and table of contents
 * list them: the `x-tagGroups` groups, each with its tags, then the tags in
 * no group. A page of a reference split per tag holds some of the tags:
 * groups with none of them are left out.
 */
import type { ApiReference, TagGroupView, TagView } from './api-reference.js';

export interface GroupedTags {
  readonly groups: ReadonlyArray<{ readonly group: TagGroupView; readonly tags: readonly TagView[] }>;
  readonly ungrouped: readonly TagView[];
}

export function groupedTags({ tags, tagGroups = [] }: Pick<ApiReference, 'tags' | 'tagGroups'>): GroupedTags {
  return {
    groups: tagGroups.flatMap((group) => {
      const members = tags.filter((tag) => tag.group === group.name);
      return members.length === 0 ? [] : [{ group, tags: members }];
    }),
    ungrouped: tags.filter((tag) => tag.group === undefined || !tagGroups.some((group) => group.name === tag.group)),
  };
}
