import { describe, expect, it } from 'vitest';
import type { TagView } from '../shared/api-reference.js';
import { groupTags } from './tag-groups.js';

const tag = (name: string): TagView => ({ name, anchor: `tag-${name.toLowerCase()}`, operations: [] });
const TAGS = ['Pets', 'Owners', 'Vets', 'Status'].map(tag);
const claimAnchor = (base: string) => base;

describe('groupTags', () => {
  it('accepts groups in the spec’s order, each tag in its group’s order, and the tags of no group after them', () => {
    const { tags, tagGroups } = groupTags({
      raw: {
        'x-tagGroups': [
          { name: 'People', tags: ['Vets', 'Owners'] },
          { name: 'Animals', tags: ['Pets'] },
        ],
      },
      tags: TAGS,
      claimAnchor,
    });
    expect(tagGroups).toEqual([
      { name: 'People', anchor: 'group-people' },
      { name: 'Animals', anchor: 'group-animals' },
    ]);
    expect(tags.map((view) => `${view.group ?? '-'}/${view.name}`)).toEqual(['People/Vets', 'People/Owners', 'Animals/Pets', '-/Status']);
  });

  it('rejects a second listing of a tag, tags the spec does not have, groups left empty and malformed groups', () => {
    const { tags, tagGroups } = groupTags({
      raw: {
        'x-tagGroups': [
          { name: 'First', tags: ['Pets'] },
          { name: 'Again', tags: ['Pets', 'Unicorns'] },
          { name: '', tags: ['Owners'] },
          { tags: ['Vets'] },
          'Status',
        ],
      },
      tags: TAGS,
      claimAnchor,
    });
    expect(tagGroups.map((group) => group.name)).toEqual(['First']);
    expect(tags.map((view) => `${view.group ?? '-'}/${view.name}`)).toEqual(['First/Pets', '-/Owners', '-/Vets', '-/Status']);
  });

  it('rejects grouping when the spec has no x-tagGroups: the tags as they were', () => {
    expect(groupTags({ raw: {}, tags: TAGS, claimAnchor })).toEqual({ tags: TAGS, tagGroups: [] });
  });
});
