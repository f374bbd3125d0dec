import { rawLeaderMessagesSchema, rawLeaderMessageSchema, rawRegionLeaderViewSchema } from './leader.schema';
import { mapLeaderBoard, mapLeaderMessage } from './leader.map';

const view = rawRegionLeaderViewSchema.parse({
  region: { id: 1, name: '拉萨市', parentID: 0 },
  parent: null,
  topRegions: [{ id: 1, name: '拉萨市', parentID: 0 }],
  children: [{ id: 2, name: '城关区', parentID: 1 }],
  leaders: [
    { id: 1, name: '张卫东', post: '市长', photo: '', intro: '', regionID: 1, answeredCount: 13 },
    { id: 3, name: '李红梅', post: '副市长', photo: '', intro: '', regionID: 1, answeredCount: 2 },
  ],
});
const message = (over: Record<string, unknown> = {}) =>
  rawLeaderMessageSchema.parse({
    id: 7,
    leaderID: 1,
    userName: '拉萨市民',
    title: '供暖',
    content: '室温低',
    created: '2026-11-20 08:00:00',
    status: 1,
    answer: '已处理',
    answerBy: '市住建局',
    answerTime: '2026-11-22 08:00:00',
    ...over,
  });
const messages = (list: unknown[], totalCount: number) => rawLeaderMessagesSchema.parse({ list, totalCount });

describe('leaders message board (LeaderViewList)', () => {
  it('an answered message with its answer and times as instants', () => {
    expect(mapLeaderMessage(message())).toMatchObject({
      status: 'answered',
      answer: '已处理',
      answeredBy: '市住建局',
      createdAt: '2026-11-20T00:00:00.000Z',
    });
  });

  it('a message without an answer is pending, whatever its status says', () => {
    expect(mapLeaderMessage(message({ status: 0, answer: '', answerBy: '', answerTime: '' }))).toMatchObject({
      status: 'pending',
      answer: '',
      answeredAt: '',
    });
    expect(mapLeaderMessage(message({ answer: '' })).status).toBe('pending');
  });

  it('the first leader by default; pending messages never reach the public board; more by the total', () => {
    const board = mapLeaderBoard(view, null, messages([message(), message({ id: 8, status: 0, answer: '' })], 13), 0);
    expect(board?.leader?.id).toBe(1);
    expect(board?.messages.map((m) => m.id)).toEqual([7]);
    expect(board?.hasMore).toBe(true);
    expect(mapLeaderBoard(view, 1, messages([message()], 13), 1)?.hasMore).toBe(false);
  });

  it('a leader of another region, or a page past the last, is none (404)', () => {
    expect(mapLeaderBoard(view, 99, null, 0)).toBeNull();
    expect(mapLeaderBoard(view, 3, messages([], 2), 1)).toBeNull();
  });

  it('a region without leaders shows none, and no messages', () => {
    expect(mapLeaderBoard({ ...view, leaders: [] }, null, null, 0)).toMatchObject({
      leader: null,
      messages: [],
      hasMore: false,
    });
  });
});
