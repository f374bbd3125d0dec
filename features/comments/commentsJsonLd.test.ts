import { commentsJsonLd } from './commentsJsonLd';
import { buildJsonLd, serializeJsonLd } from '@/lib/seo/jsonLd';
import type { Comment } from '@/features/comments/comment.types';

const base: Comment = {
  id: 1, sourceType: 0, objectId: 9, rootId: 0, parentId: 0, author: { id: '7', name: '卓玛', icon: '', role: 'reader' }, replyTo: null,
  text: '</script><script>alert(1)</script>', likes: 3, replies: 0, createdAt: '2026-11-20T01:00:00.000Z',
  top: false, excellent: false, pending: false, location: '',
};

describe('commentsJsonLd', () => {
  it("adds Comment items and the count to the page's main node, by its id", () => {
    const node = commentsJsonLd('/newsDetail/1/2.html', 12, [base, { ...base, id: 2, pending: true }, { ...base, id: 3, author: { ...base.author, role: 'editor' } }]);
    const page = buildJsonLd({ type: 'page', title: 't', description: '', path: '/newsDetail/1/2.html' }, {
      locale: 'cn', site: { name: 's', logoUrl: '' },
    } as Parameters<typeof buildJsonLd>[1]);
    const main = (page?.['@graph'] as Record<string, unknown>[])[0];
    expect(node['@id']).toBe(main?.['@id']);
    expect(node.commentCount).toBe(12);
    const comments = node.comment as Record<string, unknown>[];
    expect(comments).toHaveLength(2);
    expect(comments[1]?.author).toEqual({ '@type': 'Organization', name: '卓玛' });
  });

  it('a comment cannot close the script element it is written into', () => {
    expect(serializeJsonLd(commentsJsonLd('/x.html', 1, [base]))).not.toContain('</script>');
  });
});
