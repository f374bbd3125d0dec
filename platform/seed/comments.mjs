/**
 * Demo comments (docs/decisions/0018): threads under the fixtures and a good share of the first generated
 * articles, as readers of a regional news site write them: short reactions, questions, local
 * knowledge, some in Tibetan or with emoji, some long threads and deep reply chains, editors,
 * reporters and official accounts answering. Seeded once per database (also into databases made
 * before comments existed); afterwards every article's countDiscuss is its published comments.
 */
import { getMeta, setMeta } from '../db/open.mjs';
import { rngFor } from './prng.mjs';
import { FIXTURE_IDS } from './fixtures.mjs';
import { GENERATED_START } from './generated.mjs';
import { TYPE } from './article-factory.mjs';
import { ANCHOR_SECONDS } from '../lib/time.mjs';

/** Generated articles past this many get no seeded comments (a 100 000-article seed stays quick). */
const GENERATED_WITH_COMMENTS = 600;
/** No seeded comment is later than this (two days after the newest articles), so none is in the future. */
const LATEST_SECONDS = ANCHOR_SECONDS + 2 * 24 * 3600;
/** The fixture whose thread is long enough to page through on commentAll, with a deep reply chain. */
export const BUSY_THREAD_ARTICLE = FIXTURE_IDS.hot;
/** The fixture whose comments hold markup and script, shown literally (the hostile article). */
export const HOSTILE_COMMENTS_ARTICLE = FIXTURE_IDS.hostile;

const READERS = [
  '拉萨市民扎西',
  '格桑花开',
  '林芝小卓玛',
  '雪域行者',
  '次仁多吉',
  '那曲牧人',
  '日喀则老师',
  '山南青稞香',
  '阿里星空',
  '高原追风人',
  '念青唐古拉',
  '达瓦的相机',
  '央金拉姆',
  '昌都老茶客',
  '八廓街的猫',
  '爱吃糌粑的小王',
  '藏北草原',
  '旦增平措',
  '云端上的学校',
  '骑行318',
  '小边巴',
  '羊湖边的风',
  '拉萨河畔',
  '吉祥如意',
  '援藏医生李',
  'བཀྲ་ཤིས་བདེ་ལེགས',
  'ཚེ་རིང་',
  '尼玛次仁',
  '普布卓玛',
  '德吉',
];

const REACTIONS = [
  '点赞！家乡越来越好了👍',
  '这个报道很及时，谢谢记者',
  '为基层干部点赞，辛苦了！',
  '希望多报道一些这样的好消息',
  '看完很感动，向坚守岗位的人们致敬🙏',
  '我们村也是这样，变化太大了',
  '图片拍得真美，想回家了',
  '支持！期待后续报道',
  '说得太好了，转给家里人看看',
  '这才是我们身边的新闻',
  '高原的蓝天白云，百看不厌☀️',
  '实实在在的民生工程，赞',
  'བཀྲ་ཤིས་བདེ་ལེགས། 👍',
  'ཡག་པོ་འདུག 好消息！',
  '收藏了，慢慢看',
  '冬天供暖有保障，老人孩子都安心了',
];
const QUESTIONS = [
  '请问外地游客现在可以去吗？需要预约吗？',
  '报名方式在哪里可以看到？',
  '什么时候开始实施呀？',
  '我们县什么时候也能有？',
  '有没有具体的联系电话？',
  '这个政策对牧区也适用吗？',
  '请问周末开放吗？',
];
const LONGER = [
  '我是土生土长的日喀则人，小时候上学要走两个多小时的山路，现在孩子们坐校车就到了。\n看到这篇报道特别有感触，感谢所有付出的人。',
  '去年夏天去了一趟纳木错，路况比几年前好太多了。建议大家错峰出行，注意防晒和高原反应，多喝水，慢慢走。',
  '作为一名乡村医生，想说基层医疗这几年变化确实很大。远程会诊让牧民在家门口就能看上专家，希望设备和人员继续跟上。',
  '文章里提到的合作社我去过，酸奶和糌粑都很好吃😋\n推荐给来旅游的朋友：可以在镇上直接买到，价格也实在。',
  '建议相关部门在旅游旺季加开班车，周末从拉萨出发的车票很难买。另外停车场的指示牌可以再清楚一些。',
];
const REPLIES = [
  '同感！',
  '谢谢分享，很有用',
  '说得对👍',
  '我也想知道',
  '哈哈，一看就是老乡',
  '已经在官方公众号上公布了，可以去看看',
  '上周刚去过，可以的',
  '+1',
  '路上注意安全',
  'ཐུགས་རྗེ་ཆེ། 谢谢',
  '下次一起去！',
  '确实，变化太大了',
  '楼上说得好',
  '我们那里也开始了',
  '期待！',
];
/** Official replies: [role, name, text]. role 1 editor, 2 reporter, 3 official account. */
const OFFICIAL = /** @type {const} */ ([
  [1, '高原融媒编辑部', '感谢您的关注和支持！后续进展我们会持续跟进报道。'],
  [2, '记者 次仁央宗', '您好，报名方式已在文末注明，也可拨打当地政务服务热线咨询。'],
  [3, '拉萨发布', '感谢留言！相关安排以官方最新发布为准，欢迎关注我们的账号获取通知。'],
  [1, '高原融媒编辑部', '您的建议已转交相关部门，谢谢！'],
]);
/** What the hostile article's readers wrote: every one must show literally and run nothing. */
const HOSTILE = [
  '<script>window.__pwned = "comment"; alert(1)</script>这条评论里有脚本',
  '<img src=x onerror="window.__pwned = \'comment-img\'">图片标签',
  '点这里领奖 javascript:window.__pwned=\'comment-link\' 和 <a href="javascript:alert(1)">链接</a>',
  '官方链接 https://www.gov.cn/ 与 https://evil.example/phish 都不应是可点的 HTML',
  '&lt;b&gt;已经转义过的文字&lt;/b&gt; 应原样显示 & 符号',
];

/**
 * @param {import('better-sqlite3').Database} db
 * @returns {boolean} whether this call seeded
 */
export function ensureComments(db) {
  if (getMeta(db, 'comments_seeded') !== null) return false;
  const articles =
    /** @type {import('../db/rows.mjs').Query<{id: number, article_type: number, publish_time: number, discuss_closed: number, a_status: number}>} */ (
      db.prepare(
        `SELECT id, article_type, publish_time, discuss_closed, a_status FROM articles WHERE id < ? ORDER BY id`,
      )
    );
  const insert =
    db.prepare(`INSERT INTO discussions (source_type, object_id, root_id, parent_id, member_id, user_id, user_name,
    user_icon, role, content, status, is_top, is_excellent, count_praise, device, channel, location, created_at)
    VALUES (@source_type, @object_id, @root_id, @parent_id, NULL, @user_id, @user_name, '', @role, @content, 'published',
    @is_top, @is_excellent, @count_praise, '', @channel, @location, @created_at)`);

  db.transaction(() => {
    for (const a of articles.all(GENERATED_START + GENERATED_WITH_COMMENTS)) {
      if (a.discuss_closed === 1 || a.a_status !== 1 || a.article_type === TYPE.SPECIAL) continue;
      const rng = rngFor(a.id ^ 0x2c0_0000);
      const fixture = a.id < GENERATED_START;
      if (!fixture && !rng.chance(0.7)) continue;
      const sourceType = a.article_type === TYPE.LIVE ? 1 : 0;
      const busy = a.id === BUSY_THREAD_ARTICLE;
      const threads = busy ? 46 : rng.int(1, fixture ? 12 : 9);
      let clock = a.publish_time + rng.int(120, 3600);
      const reader = () => {
        const n = rng.int(0, READERS.length - 1);
        return { user_id: String(700001 + n), user_name: /** @type {string} */ (READERS[n]) };
      };
      /** @param {{root: number | null, parent: number | null, content: string, role?: number, name?: string, praise?: number, top?: number, excellent?: number}} c */
      const put = (c) => {
        const step = rng.int(60, 5400);
        // Past the latest time, a second apart: the order stays the order of writing.
        clock = clock + step > LATEST_SECONDS ? Math.max(clock, LATEST_SECONDS) + 1 : clock + step;
        const who = c.name ? { user_id: String(600000 + (c.role ?? 0)), user_name: c.name } : reader();
        return Number(
          insert.run({
            source_type: sourceType,
            object_id: a.id,
            root_id: c.root,
            parent_id: c.parent,
            ...who,
            role: c.role ?? 0,
            content: c.content,
            is_top: c.top ?? 0,
            is_excellent: c.excellent ?? 0,
            count_praise: c.praise ?? rng.int(0, 30),
            channel: rng.pick([0, 1, 2]),
            location: rng.chance(0.6)
              ? rng.pick(['拉萨', '日喀则', '林芝', '昌都', '山南', '那曲', '阿里', '成都'])
              : '',
            created_at: clock,
          }).lastInsertRowid,
        );
      };

      if (a.id === HOSTILE_COMMENTS_ARTICLE) {
        for (const content of HOSTILE) put({ root: null, parent: null, content });
        continue;
      }
      for (let t = 0; t < threads; t++) {
        const content = rng.weighted([
          [rng.pick(REACTIONS), 6],
          [rng.pick(QUESTIONS), 3],
          [rng.pick(LONGER), 2],
        ]);
        const popular = rng.chance(0.25);
        const root = put({
          root: null,
          parent: null,
          content,
          praise: popular ? rng.int(40, 1800) : undefined,
          top: t === 0 && rng.chance(0.3) ? 1 : 0,
          excellent: popular && rng.chance(0.4) ? 1 : 0,
        });
        // Most threads are a comment alone; some get a few replies, a few a long chain (the busy fixture's first thread: 28).
        const replies =
          busy && t === 0
            ? 28
            : rng.weighted([
                [0, 5],
                [rng.int(1, 3), 4],
                [rng.int(4, 12), 1],
              ]);
        let last = root;
        for (let r = 0; r < replies; r++) {
          const official = content.includes('？') && r === 0 && rng.chance(0.7);
          if (official) {
            const [role, name, text] = rng.pick(OFFICIAL);
            last = put({ root, parent: root, content: text, role, name, praise: rng.int(5, 120) });
            continue;
          }
          // A reply answers the thread, or (deep chains) the reply before it.
          const parent = rng.chance(0.45) ? last : root;
          last = put({ root, parent, content: rng.pick(REPLIES), praise: rng.int(0, 12) });
        }
      }
    }
    // Every article's countDiscuss is what it really has, so the count and the thread agree.
    db.exec(`UPDATE articles SET count_discuss = (SELECT COUNT(*) FROM discussions d
      WHERE d.source_type IN (0, 1) AND d.object_id = articles.id AND d.status = 'published')`);
    setMeta(db, 'comments_seeded', '1');
  })();
  return true;
}
