import { mapMessage, mapMyComment, mapMyQuestion, mapMyReporter, ownPage } from './mine.map';
import type { RawMessage } from './mine.schema';

const message = (over: Partial<RawMessage>): RawMessage => ({
  id: 'reply-7',
  type: 'reply',
  objectID: 42,
  sourceType: 0,
  title: 't',
  content: 'c',
  status: 0,
  created: '2026-11-20 08:00:00.0',
  isRead: 0,
  ...over,
});

describe('the member space mapping', () => {
  it('gives a comment its review state, pending when unknown, and the page of the comments it was posted under', () => {
    const base = { id: 1, sourceType: 1, articleID: 9, content: 'x', title: 'Live', created: '' };
    expect(mapMyComment({ ...base, auditStatus: 0 }).state).toBe('public');
    expect(mapMyComment({ ...base, auditStatus: 2 }).state).toBe('rejected');
    expect(mapMyComment({ ...base, auditStatus: 7 }).state).toBe('pending');
    expect(mapMyComment({ ...base, auditStatus: 0 }).where.href).toMatch(/\/commentAll\/.*9/);
  });

  it('links a question to its topic, where the asker sees it in every status', () => {
    const q = mapMyQuestion({
      id: 3,
      subjectID: 5,
      subjectTitle: 'Topic',
      content: 'q',
      status: 2,
      replyNote: 'no',
      created: '',
    });
    expect(q.status).toBe('declined');
    expect(q.topic.href).toMatch(/\/topicDetail\/5\.html$/);
  });

  it('links each kind of message to what it is about, and leaves out kinds it does not know', () => {
    expect(mapMessage(message({}))?.href).toMatch(/\/commentAll\//);
    expect(mapMessage(message({ id: 'answer-3', type: 'answer', status: 1 }))).toMatchObject({
      state: 'answered',
      href: expect.stringMatching(/\/topicDetail\/42\.html$/),
    });
    expect(mapMessage(message({ id: 'tipoff-42', type: 'tipoff', status: 2 }))).toMatchObject({
      state: 'adopted',
      href: expect.stringMatching(/\/tipoffDetail\/42\.html$/),
    });
    expect(mapMessage(message({ id: 'registration-8', type: 'registration', status: 1 }))).toMatchObject({
      state: 'accepted',
      href: expect.stringMatching(/\/registrationDetail\/42\/8\.html$/),
    });
    expect(mapMessage(message({ id: 'live-42', type: 'live', sourceType: 1, status: 1 }))).toMatchObject({
      kind: 'live',
      state: 'none',
      href: expect.stringMatching(/\/liveDetail\/42\/42\.html$/),
    });
    expect(mapMessage(message({ type: 'poke' }))).toBeNull();
    expect(mapMessage(message({ isRead: 1 }))?.unread).toBe(false);
    expect(mapMessage(message({ isRead: 0 }))?.unread).toBe(true);
  });

  it('drops what the mapping leaves out of a page and keeps the paging', () => {
    expect(ownPage({ list: [1, 2, 3], hasMore: true, totalCount: 23 }, (n) => (n === 2 ? null : n))).toEqual({
      items: [1, 3],
      hasMore: true,
      total: 23,
    });
  });
});

describe('the reporters I follow (docs/decisions/0064)', () => {
  it('link to the reporter page; one without an id is dropped from the page', () => {
    const raw = {
      reporterID: 4,
      name: '次仁',
      icon: 'http://m/r4.jpg',
      desk: '时政部',
      subTime: '2026-11-25 10:00:00',
    };
    expect(mapMyReporter(raw)).toEqual({
      id: 4,
      name: '次仁',
      icon: 'http://m/r4.jpg',
      desk: '时政部',
      href: '/reporter/4.html',
    });
    expect(
      ownPage({ list: [raw, { ...raw, reporterID: 0 }], hasMore: false, totalCount: 2 }, mapMyReporter).items.map(
        (r) => r.id,
      ),
    ).toEqual([4]);
  });
});
