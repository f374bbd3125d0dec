import { commentTags } from './commentTags';

describe('commentTags', () => {
  it('drops the Q&A pages that show the comments: a topic (sourceType 4) and a government Q&A (5)', () => {
    expect(commentTags({ sourceType: 4, objectId: 3 })).toEqual(['comments:4:3', 'commentson:3', 'topic:3']);
    expect(commentTags({ sourceType: 5, objectId: 8 }, 12)).toEqual([
      'comments:5:8',
      'commentson:8',
      'comment:12',
      'govqa:8',
    ]);
  });
});
