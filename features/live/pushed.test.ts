import { commentFromPush, reportFromPush, statusFromPush } from './pushed';

describe('statusFromPush', () => {
  it('reads a status push', () => {
    expect(
      statusFromPush({
        fileId: '1004',
        status: 1,
        appLiveUrl: 'http://p.test/media/video/demo.m3u8',
        appPlaybackUrl: '',
      }),
    ).toEqual({ id: 1004, status: 1, liveUrl: 'http://p.test/media/video/demo.m3u8', playbackUrl: '' });
  });
  it('refuses a push without a live id or status, and addresses that are not http(s)', () => {
    expect(statusFromPush({ status: 1 })).toBeNull();
    expect(statusFromPush({ fileId: 3, status: 'x' })).toBeNull();
    expect(statusFromPush({ fileId: 3, status: 1, appLiveUrl: 'javascript:alert(1)' })?.liveUrl).toBe('');
  });
});

describe('reportFromPush', () => {
  const push = {
    fileId: 1004,
    report: {
      isTop: 0,
      fileId: 77,
      title: '',
      publishtime: '2026-11-23 16:05:00',
      user: '次仁',
      userIcon: 'http://p.test/media/img/a.png',
      content: '终点线前，冠军冲刺！',
      attachments: [
        { type: 0, url: 'http://p.test/media/img/1.jpg' },
        { type: 2, url: 'http://p.test/media/video/demo.m3u8', poster: 'http://p.test/p.jpg' },
        { type: 0, url: 'data:x' },
      ],
    },
  };
  it('maps a pushed report as the page shows it (platform time is China time)', () => {
    expect(reportFromPush(push)).toEqual({
      liveId: 1004,
      report: {
        id: 77,
        pinned: false,
        title: '',
        publishedAt: '2026-11-23T08:05:00.000Z',
        author: '次仁',
        authorIcon: 'http://p.test/media/img/a.png',
        text: '终点线前，冠军冲刺！',
        pictures: ['http://p.test/media/img/1.jpg'],
        video: { url: 'http://p.test/media/video/demo.m3u8', poster: 'http://p.test/p.jpg' },
      },
    });
  });
  it('refuses a push without a report id', () => {
    expect(reportFromPush({ fileId: 1004, report: { content: 'x' } })).toBeNull();
    expect(reportFromPush({ fileId: 1004 })).toBeNull();
  });
});

describe('commentFromPush', () => {
  it('reads an approved live comment, and refuses one without id or text', () => {
    expect(
      commentFromPush({ fileId: 1004, comment: { id: 9, userName: '高原读者', content: '加油！', created: 'x' } }),
    ).toEqual({ liveId: 1004, comment: { id: 9, userName: '高原读者', content: '加油！' } });
    expect(commentFromPush({ fileId: 1004, comment: { userName: 'x', content: 'y' } })).toBeNull();
    expect(commentFromPush({ fileId: 1004, comment: { id: 3, content: '' } })).toBeNull();
  });
});
