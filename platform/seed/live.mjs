/**
 * The live desk's reports for the fixture broadcasts (docs/decisions/0019): what a reader of the Lhasa
 * marathon and of the thangka painting replay actually reads, instead of the generic sentences
 * the article factory gives every generated live. Run on every start, applied once (meta row),
 * so databases seeded before it get it too.
 */
import { getMeta, setMeta } from '../db/open.mjs';
import { avatarPath, VIDEO } from '../lib/media-names.mjs';
import { FIXTURE_IDS } from './fixtures.mjs';
import { makeArticle, TYPE } from './article-factory.mjs';
import { columnById } from './columns.mjs';
import { ANCHOR_SECONDS } from '../lib/time.mjs';

/**
 * A coming broadcast the live desk drives by hand (the editor surface, the e2e test of push):
 * kept off home's strip, so moving it on air and back changes no other page's fixture.
 */
export const DESK_LIVE_ID = 1099;

/**
 * A coming broadcast readers ask to be reminded of (docs/decisions/0062; the e2e test of live
 * reminders and the .ics file): off home's strip like the desk's, so starting it moves no other page.
 */
export const REMINDER_LIVE_ID = 1098;

const APPLIED = 'live_broadcasts';

/**
 * Oldest first; minutesAfter counts from the live's start. pictures are picture numbers.
 * @typedef {{minutesAfter: number, user: string, reporter: number, content: string, title?: string,
 *   isTop?: boolean, pictures?: number[], video?: boolean}} ScriptedReport
 */

/** @type {ScriptedReport[]} 拉萨马拉松 (on air) */
const MARATHON = [
  {
    minutesAfter: 0,
    user: '直播小编',
    reporter: 1,
    isTop: true,
    title: '直播公告',
    content:
      '2026拉萨半程马拉松今晨9时在布达拉宫广场鸣枪开跑，来自全国各地的8000余名跑者参赛。本台记者沿途多点位为您带来现场报道。',
  },
  {
    minutesAfter: 2,
    user: '次仁',
    reporter: 2,
    pictures: [12],
    content: '起点布达拉宫广场，跑者们在晨光中集结，不少人身着藏装参赛，现场气氛热烈。',
  },
  {
    minutesAfter: 15,
    user: '卓玛',
    reporter: 3,
    content:
      '5公里处北京中路补给站，志愿者准备了酥油茶和青稞饼，为跑者补充能量。赛道海拔约3650米，组委会提醒跑者量力而行。',
  },
  {
    minutesAfter: 31,
    user: '达瓦',
    reporter: 4,
    pictures: [7, 19],
    content: '10公里处拉萨河畔，领跑集团已经形成，三名肯尼亚选手和两名西藏本土选手并驾齐驱。',
  },
  {
    minutesAfter: 44,
    user: '次仁',
    reporter: 2,
    video: true,
    content: '现场视频：跑者经过宗角禄康公园，沿途市民自发为选手加油。',
  },
  {
    minutesAfter: 58,
    user: '央金',
    reporter: 5,
    content: '医疗保障组在赛道沿线设置了12个医疗点，目前已有30余名跑者接受了吸氧和简单处置，均无大碍。',
  },
];

/** @type {ScriptedReport[]} 唐卡艺术大师现场创作 (replay) */
const THANGKA = [
  {
    minutesAfter: 0,
    user: '直播小编',
    reporter: 1,
    isTop: true,
    title: '直播公告',
    content: '国家级非遗勉唐画派传承人在西藏博物馆现场绘制唐卡《吉祥八宝》，直播已结束，欢迎观看回放。',
  },
  {
    minutesAfter: 6,
    user: '格桑',
    reporter: 6,
    pictures: [23],
    content: '起稿：大师用炭条在绷好的画布上勾勒轮廓，所有比例都依照《造像度量经》确定。',
  },
  {
    minutesAfter: 25,
    user: '格桑',
    reporter: 6,
    content: '矿物颜料是唐卡的灵魂：朱砂、石绿、石青都要研磨数日，调入牛皮胶后才能上色。',
  },
  {
    minutesAfter: 47,
    user: '拉姆',
    reporter: 7,
    video: true,
    content: '现场视频：开脸是唐卡绘制中最见功力的一步，大师屏息凝神，一笔而成。',
  },
  {
    minutesAfter: 70,
    user: '拉姆',
    reporter: 7,
    pictures: [31, 8],
    content: '描金完成，画面熠熠生辉。整幅作品完成还需约两个月。',
  },
];

/**
 * @param {import('better-sqlite3').Database} db
 * @param {number} liveId
 * @param {ScriptedReport[]} script
 */
function replaceReports(db, liveId, script) {
  const live = /** @type {{live_start_time: number | null} | undefined} */ (
    db.prepare('SELECT live_start_time FROM articles WHERE id = ? AND article_type = 6').get(liveId)
  );
  if (!live) return;
  const start = live.live_start_time ?? 0;
  db.prepare('DELETE FROM live_reports WHERE live_id = ?').run(liveId);
  const insert =
    db.prepare(`INSERT INTO live_reports (live_id, is_top, title, publish_time, user, user_icon, content, attachments, video)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const r of script) {
    insert.run(
      liveId,
      r.isTop ? 1 : 0,
      r.title ?? '',
      start + r.minutesAfter * 60,
      r.user,
      avatarPath('rp', r.reporter),
      r.content,
      JSON.stringify(r.pictures ?? []),
      r.video ? VIDEO.hls : '',
    );
  }
}

/**
 * A coming live of column 8, off home's strip, starting a week after the seed's anchor.
 * @param {import('better-sqlite3').Database} db
 * @param {number} id
 * @param {{title: string, listTitle: string, summary: string, body: string, startsInDays: number}} o
 * @returns {number} articles added
 */
function insertComingLive(db, id, { title, listTitle, summary, body, startsInDays }) {
  if (db.prepare('SELECT 1 FROM articles WHERE id = ?').get(id)) return 0;
  const a = makeArticle(id, columnById(8), TYPE.LIVE, { publishTime: ANCHOR_SECONDS - 1800, liveStatus: 0 });
  Object.assign(a.row, {
    title,
    list_title: listTitle,
    summary,
    // A coming live is in the future whenever the database is seeded: days after the seed anchor, or after
    // today (to the hour) once the anchor is past, else its preview reads 'not started' a week later.
    live_start_time: Math.max(ANCHOR_SECONDS, Math.floor(Date.now() / 3_600_000) * 3600) + startsInDays * 86400,
    share_closed: 0,
    discuss_closed: 0,
    adv_closed: 0,
  });
  const keys = Object.keys(a.row);
  db.prepare(`INSERT INTO articles (${keys.join(', ')}) VALUES (${keys.map((k) => '@' + k).join(', ')})`).run(a.row);
  db.prepare('INSERT INTO article_bodies (article_id, content, images) VALUES (?, ?, ?)').run(id, body, '[]');
  const tag = db.prepare('INSERT OR IGNORE INTO article_tags (article_id, tag_id, ord) VALUES (?, ?, ?)');
  a.tagIds.forEach((t, i) => tag.run(id, t, i + 1));
  return 1;
}

/** @param {import('better-sqlite3').Database} db @returns {number} articles added */
function insertDeskLive(db) {
  return insertComingLive(db, DESK_LIVE_ID, {
    title: '直播预告：纳木错开湖仪式',
    listTitle: '纳木错开湖仪式',
    summary: '圣湖纳木错冰封期结束，当雄县举行开湖仪式，本台全程直播。',
    body: '<p>每年春末，纳木错湖面冰层开始消融。当雄县将在湖畔扎西半岛举行传统开湖仪式，牧民们将献上哈达，祈愿风调雨顺。本台记者将在现场带来视频直播和图文报道。</p>',
    startsInDays: 7,
  });
}

const REMINDER_APPLIED = 'live_reminder_broadcast';

/**
 * The reminder test's live, applied once (its own meta row, so databases seeded before it get it too).
 * @param {import('better-sqlite3').Database} db @returns {number} articles added
 */
export function ensureReminderLive(db) {
  if (getMeta(db, REMINDER_APPLIED) !== null) return 0;
  return db.transaction(() => {
    const added = insertComingLive(db, REMINDER_LIVE_ID, {
      title: '直播预告：珠峰大本营春季登山季开幕',
      listTitle: '珠峰大本营春季登山季开幕',
      summary: '珠峰大本营春季登山季开幕式，本台现场直播。',
      body: '<p>春季登山季开幕式将在海拔5200米的珠峰大本营举行，来自多个国家的登山队将参加。本台记者将在现场带来视频直播。</p>',
      startsInDays: 9,
    });
    setMeta(db, REMINDER_APPLIED, '1');
    return added;
  })();
}

/** The introductions the desk wrote for the fixture broadcasts (the factory's text is about anything). */
const INTROS = {
  [FIXTURE_IDS.livePreview]:
    '<p>2026雪顿节将于拉萨罗布林卡开幕，晒佛、藏戏会演和传统过林卡活动将陆续举行。本台将全程直播开幕式。</p>',
  [FIXTURE_IDS.liveOngoing]:
    '<p>2026拉萨半程马拉松从布达拉宫广场出发，途经北京中路、拉萨河畔，终点设在宗角禄康公园。本台在起点、10公里处和终点设置机位，全程直播。</p>',
  [FIXTURE_IDS.liveReplay]:
    '<p>勉唐画派传承人在西藏博物馆现场绘制唐卡《吉祥八宝》，从起稿、上色到开脸、描金，完整呈现唐卡的绘制工序。</p>',
  [FIXTURE_IDS.liveEndedNoReplay]:
    '<p>山南市乃东区青稞丰收节在雅砻河谷举行，农牧民以歌舞庆祝丰收。因现场信号原因，本场直播没有回放。</p>',
};

/** @param {import('better-sqlite3').Database} db @returns {number} articles added (the desk live, once) */
export function ensureLiveBroadcasts(db) {
  if (getMeta(db, APPLIED) !== null) return 0;
  return db.transaction(() => {
    const added = insertDeskLive(db);
    const intro = db.prepare('UPDATE article_bodies SET content = ? WHERE article_id = ?');
    for (const [id, html] of Object.entries(INTROS)) intro.run(html, Number(id));
    replaceReports(db, FIXTURE_IDS.liveOngoing, MARATHON);
    replaceReports(db, FIXTURE_IDS.liveReplay, THANGKA);
    setMeta(db, APPLIED, '1');
    return added;
  })();
}

/** How long ago the on-air fixture started, as every start of the platform finds it. */
const ON_AIR_FOR_SECONDS = 3600;

/**
 * The on-air fixture broadcast stays on air by its own dates (docs/decisions/0094): seeded at the anchor,
 * it said 'live now' a week later, which the site rightly calls past its time. On every start, an
 * on-air fixture that started more than a few hours ago moves to have started an hour ago, its
 * reports with it (their times relative to its start are the desk's script).
 * @param {import('better-sqlite3').Database} db @param {number} nowMs
 * @returns {number} seconds moved (0 when it was current, not on air or absent)
 */
export function keepOnAirLiveCurrent(db, nowMs) {
  const row = /** @type {{live_start_time: number | null, live_status: number} | undefined} */ (
    db
      .prepare('SELECT live_start_time, live_status FROM articles WHERE id = ? AND article_type = 6')
      .get(FIXTURE_IDS.liveOngoing)
  );
  if (!row || row.live_status !== 1 || row.live_start_time === null) return 0;
  const startAt = Math.floor(nowMs / 1000) - ON_AIR_FOR_SECONDS;
  if (startAt - row.live_start_time < 6 * 3600) return 0;
  const moved = startAt - row.live_start_time;
  db.transaction(() => {
    db.prepare('UPDATE articles SET live_start_time = live_start_time + ? WHERE id = ?').run(
      moved,
      FIXTURE_IDS.liveOngoing,
    );
    db.prepare('UPDATE live_reports SET publish_time = publish_time + ? WHERE live_id = ?').run(
      moved,
      FIXTURE_IDS.liveOngoing,
    );
  })();
  return moved;
}
