import { rawGovQaListSchema, rawGovQaSchema, rawQuestionSchema, rawUserHomeSchema } from './qa.schema';
import {
  mapGovQa,
  mapGovQaSummary,
  mapMemberHome,
  mapQuestion,
  publicQuestions,
  qaConfigOf,
  questionStatus,
} from './qa.map';

const question = (over: Record<string, unknown> = {}) =>
  rawQuestionSchema.parse({
    id: 7,
    subjectID: 2,
    content: '暖气不热找谁？',
    userID: 0,
    userName: '王先生',
    status: 1,
    created: '2026-11-20 08:00:00.0',
    answered: '2026-11-20 13:00:00.0',
    ...over,
  });

describe('Q&A mapping', () => {
  it('reads the status numbers, and one it does not know as pending (never public by mistake)', () => {
    expect([0, 1, 2, 9, -1].map(questionStatus)).toEqual(['pending', 'answered', 'declined', 'pending', 'pending']);
  });

  it("links the asker's public page only when they are a member", () => {
    expect(mapQuestion(question()).askerHref).toBeNull();
    expect(mapQuestion(question({ userID: 2 })).askerHref).toBe('/userDetail/2.html');
    expect(mapQuestion(question()).href).toBe('/askDetail/7.html');
    expect(mapQuestion(question()).askedAt).toBe('2026-11-20T00:00:00.000Z');
  });

  it('lists only answered questions, whatever a list carries', () => {
    expect(
      publicQuestions([question({ id: 1, status: 0 }), question({ id: 2 }), question({ id: 3, status: 2 })]).map(
        (q) => q.id,
      ),
    ).toEqual([2]);
    const home = mapMemberHome(
      rawUserHomeSchema.parse({
        userID: 2,
        nickname: '高原读者',
        questions: [question({ status: 0 }), question({ id: 8 })],
        posts: [],
      }),
    );
    expect(home.questions.map((q) => q.id)).toEqual([8]);
  });

  it('maps a government Q&A list item to its canonical address, type and answer time; an unknown type is none', () => {
    const raw = rawGovQaListSchema.parse({
      list: [
        {
          id: 3,
          title: '建议增设无障碍通道',
          region: '拉萨市城关区',
          department: '拉萨市住房和城乡建设局',
          qaType: 3,
          countClick: 12,
          created: '2026-11-18 09:00:00.0',
          answered: '2026-11-20 13:00:00.0',
        },
        { id: 4, title: '取暖困难', department: '桑珠孜区民政局', qaType: 9, answered: '' },
      ],
      totalCount: 2,
    });
    expect(raw.list.map(mapGovQaSummary)).toEqual([
      {
        id: 3,
        title: '建议增设无障碍通道',
        region: '拉萨市城关区',
        department: '拉萨市住房和城乡建设局',
        type: 'suggestion',
        clicks: 12,
        answeredAt: '2026-11-20T05:00:00.000Z',
        href: '/qaDetail/3.html',
      },
      {
        id: 4,
        title: '取暖困难',
        region: '',
        department: '桑珠孜区民政局',
        type: null,
        clicks: 0,
        answeredAt: null,
        href: '/qaDetail/4.html',
      },
    ]);
    expect(raw.hasMore).toBe(false);
  });

  it('reads qaConfig as JSON text or an object; a missing or broken one shows the asker and keeps comments open', () => {
    expect(qaConfigOf('{"showAsker":0,"discussClosed":1}')).toEqual({ showAsker: false, discussClosed: true });
    expect(qaConfigOf({ showAsker: true })).toEqual({ showAsker: true, discussClosed: false });
    expect(qaConfigOf('{}')).toEqual({ showAsker: true, discussClosed: false });
    expect(qaConfigOf('not json')).toEqual({ showAsker: true, discussClosed: false });
    expect(qaConfigOf(null)).toEqual({ showAsker: true, discussClosed: false });
  });

  it('maps a government Q&A: its type, media, and no asker when its config hides them', () => {
    const raw = rawGovQaSchema.parse({
      id: 4,
      title: '独居老人取暖困难',
      content: '……',
      asker: '次旦多吉',
      department: '桑珠孜区民政局',
      answer: '已上门。',
      images: ['http://p/a.jpg', ''],
      audios: [],
      videos: ['http://p/v.mp4'],
      answerPics: null,
      qaType: 4,
      qaConfig: '{"showAsker":0}',
    });
    const qa = mapGovQa(raw);
    expect(qa).toMatchObject({
      type: 'help',
      asker: null,
      images: ['http://p/a.jpg'],
      videos: ['http://p/v.mp4'],
      answerPictures: [],
      commentsClosed: false,
      href: '/qaDetail/4.html',
    });
    expect(mapGovQa({ ...raw, qaType: 99, qaConfig: '{"showAsker":1}' })).toMatchObject({
      type: null,
      asker: '次旦多吉',
    });
  });
});
