import { commentsJsonLd } from './commentsJsonLd';
import { buildJsonLd, serializeJsonLd } from '@/lib/seo/jsonLd';
import type { Comment } from '@/features/comments/comment.types';
import { checkJsonLd } from '@/tests/seo/structuredData.check';
import { absoluteUrl } from '@/lib/routing/site';

const base: Comment = {
  id: 1,
  sourceType: 0,
  objectId: 9,
  rootId: 0,
  parentId: 0,
  author: { id: '7', name: '卓玛', icon: '', role: 'reader' },
  replyTo: null,
  text: '</script><script>alert(1)</script>',
  likes: 3,
  replies: 0,
  createdAt: '2026-11-20T01:00:00.000Z',
  top: false,
  excellent: false,
  pending: false,
  location: '',
};

describe('commentsJsonLd', () => {
  it("names the page's main node, by its id, as the parent of every Comment, each a typed node", () => {
    const block = commentsJsonLd('/newsDetail/1/2.html', [
      base,
      { ...base, id: 2, pending: true },
      { ...base, id: 3, author: { ...base.author, role: 'editor' } },
    ]);
    const page = buildJsonLd({ type: 'page', title: 't', description: '', path: '/newsDetail/1/2.html' }, {
      locale: 'cn',
      site: { name: 's', logoUrl: '' },
    } as Parameters<typeof buildJsonLd>[1]);
    const main = (page?.['@graph'] as Record<string, unknown>[])[0];
    const comments = block!['@graph'] as Record<string, unknown>[];
    expect(comments).toHaveLength(2);
    expect(comments[0]?.parentItem).toEqual({ '@id': main?.['@id'] });
    expect(comments[1]?.author).toEqual({ '@type': 'Organization', name: '卓玛' });
    expect(checkJsonLd(block, 'comments').filter((f) => f.kind !== 'missing-recommended')).toEqual([]);
  });

  it('names a comment once when the hot and the latest lists both hold it', () => {
    const block = commentsJsonLd('/x.html', [base, { ...base, id: 2 }, base, { ...base, id: 2 }]);
    expect((block!['@graph'] as unknown[]).length).toBe(2);
  });

  it('a comment cannot close the script element it is written into', () => {
    expect(serializeJsonLd(commentsJsonLd('/x.html', [base])!)).not.toContain('</script>');
  });

  it('is nothing when no comment is shown: no block with an empty @graph', () => {
    expect(commentsJsonLd('/x.html', [])).toBeNull();
    expect(commentsJsonLd('/x.html', [{ ...base, pending: true }])).toBeNull();
  });

  it("gives a comment its thread's page as its url, a reader's avatar as image and an answerer's as logo", () => {
    const block = commentsJsonLd('/newsDetail/1/2.html', [
      { ...base, id: 5, author: { ...base.author, icon: '/avatar/7.png' } },
      { ...base, id: 6, rootId: 5, author: { id: '1', name: '编辑部', icon: '/logo.png', role: 'official' } },
    ]);
    const [first, reply] = block!['@graph'] as Record<string, unknown>[];
    expect(first).toMatchObject({
      url: absoluteUrl('/replyAll/5.html'),
      author: { '@type': 'Person', name: '卓玛', image: absoluteUrl('/avatar/7.png') },
    });
    expect(reply).toMatchObject({
      url: absoluteUrl('/replyAll/5.html'),
      author: { '@type': 'Organization', name: '编辑部', logo: absoluteUrl('/logo.png') },
    });
    // What remains missing is what the platform has not: commenters' pages and descriptions.
    expect(checkJsonLd(block, 'comments').map((f) => `${f.kind} ${f.type}.${f.property}`)).toEqual([
      'missing-recommended Person.url',
      'missing-recommended Person.description',
      'missing-recommended Organization.url',
    ]);
  });
});
