import { rawThreadsSchema } from './discuss.schema';
import { mapCommentPage } from './comment.map';

const raw = (over: Record<string, unknown>) => ({
  id: 1,
  userID: '7',
  userName: ' 卓玛 ',
  userIcon: '',
  articleID: 1016,
  sourceType: 0,
  rootID: 0,
  parentID: 0,
  parentUserID: '',
  parentUserName: '',
  content: 'x',
  countPraise: '3',
  countDiscuss: 2,
  created: '2026-11-20 08:00:00.0',
  roleType: 0,
  isTop: 0,
  isExcellent: '1',
  auditStatus: 0,
  location: '拉萨',
  ...over,
});

describe('mapCommentPage', () => {
  const page = mapCommentPage(
    rawThreadsSchema.parse({
      list: [
        {
          ...raw({ content: '<b>不是 HTML</b> &amp;\r\n第二行\u0007' }),
          topDiscuss: {
            list: [
              raw({ id: 2, rootID: 1, parentID: 1, parentUserName: '卓玛', roleType: 1 }),
              raw({ id: 3, rootID: 1, parentID: 2, parentUserName: '编辑部' }),
            ],
            page: 0,
            totalCount: 5,
            totalPage: 2,
            hasMore: true,
          },
        },
      ],
      page: 0,
      totalCount: 1,
      totalPage: 1,
      hasMore: false,
    }),
  );
  const [thread] = page.threads;

  it('keeps the text raw (escaped once, later, by React), with one kind of line end and no control characters', () => {
    expect(thread?.text).toBe('<b>不是 HTML</b> &amp;\n第二行');
  });

  it('names whom a reply to a reply answers, not a direct reply', () => {
    expect(thread?.preview.replies.map((reply) => reply.replyTo)).toEqual([null, '编辑部']);
    expect(thread?.preview).toMatchObject({ total: 5, hasMore: true });
  });

  it('reads roles, marks, counts given as text, and the object', () => {
    expect(thread?.preview.replies[0]?.author.role).toBe('editor');
    expect(thread).toMatchObject({
      likes: 3,
      excellent: true,
      top: false,
      pending: false,
      objectId: 1016,
      sourceType: 0,
      author: { name: '卓玛' },
    });
    expect(thread?.createdAt).toBe('2026-11-20T00:00:00.000Z');
  });
});

describe('mapCommentPage of the real platform, whose topDiscuss is the first replies alone (docs/decisions/0090)', () => {
  const threads = (countDiscuss: number, replies: number) =>
    mapCommentPage(
      rawThreadsSchema.parse({
        list: [
          {
            ...raw({ countDiscuss }),
            topDiscuss: {
              list: Array.from({ length: replies }, (_, i) => raw({ id: 10 + i, rootID: 1, parentID: 1 })),
            },
          },
        ],
        totalCount: 1,
        hasMore: false,
      }),
    ).threads[0]?.preview;

  it("counts a thread's replies by its countDiscuss, so the way to all of them shows", () => {
    expect(threads(28, 3)).toMatchObject({ total: 28, hasMore: true });
  });

  it('has no more when the first replies are all of them', () => {
    expect(threads(2, 2)).toMatchObject({ total: 2, hasMore: false });
  });
});
