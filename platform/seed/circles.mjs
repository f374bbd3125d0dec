/**
 * Circles of a regional site (docs/product.md §2): interest circles with notices and posts (pictures, a
 * video, likes and replies that make "hot" differ from "new"), and the friends circle. Times are
 * offsets from the seeding moment, so the content reads as recent.
 */
import { picturePath, VIDEO } from '../lib/media-names.mjs';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const pics = (/** @type {number[]} */ ...n) => JSON.stringify(n.map((i) => picturePath(i, 'big')));

export const CIRCLES = [
  {
    id: 1,
    name: '高原摄影',
    icon: picturePath(2, 'small'),
    banner: picturePath(2, 'big'),
    description: '用镜头记录雪域高原的山川、人文与四季，欢迎分享你的作品和拍摄心得。',
  },
  {
    id: 2,
    name: '拉萨美食',
    icon: picturePath(6, 'small'),
    banner: picturePath(6, 'big'),
    description: '甜茶馆、藏面、酥油茶和新开的小馆子，吃货们在这里互相种草。',
  },
  {
    id: 3,
    name: '跑步爱好者',
    icon: picturePath(11, 'small'),
    banner: picturePath(11, 'big'),
    description: '拉萨河边、宗角禄康公园，一起在高海拔慢跑，分享路线与训练经验。',
  },
  {
    id: 4,
    name: '亲子时光',
    icon: picturePath(15, 'small'),
    banner: picturePath(15, 'big'),
    description: '带娃去哪儿玩、读什么书、怎么防高反，爸爸妈妈们的交流圈。',
  },
  {
    id: 5,
    name: '自驾318',
    icon: picturePath(19, 'small'),
    banner: picturePath(19, 'big'),
    description: '川藏线、滇藏线、新藏线，路况、补给和沿途风景实时分享。',
  },
];

const NOTICES = [
  {
    circle_id: 1,
    title: '“最美高原秋色”摄影征集开始啦',
    content:
      '即日起至本月底，在本圈发布带“秋色”字样的作品即可参与评选，优秀作品将在客户端首页展示，并获得精美纪念品。请上传原创作品，每帖不超过九张。',
    ago: 2 * DAY_MS,
  },
  {
    circle_id: 1,
    title: '圈子发帖规范',
    content: '请勿发布与摄影无关的广告；转载作品请注明作者；涉及人物肖像请尊重被摄者意愿。违规帖子将被删除。',
    ago: 30 * DAY_MS,
  },
  {
    circle_id: 2,
    title: '本周六美食探店活动报名',
    content: '本周六下午三点，圈友线下探店八廓街老字号甜茶馆，名额二十人，报名请在圈内回帖。',
    ago: DAY_MS,
  },
  {
    circle_id: 3,
    title: '拉萨河晨跑团每周三集合',
    content: '每周三早上七点半，拉萨河南岸仙足岛桥头集合，配速七分左右，新手友好，注意补水和防晒。',
    ago: 5 * DAY_MS,
  },
];

const NAMES = [
  '格桑梅朵',
  '次仁旺堆',
  '拉萨老王',
  '卓玛',
  '扎西顿珠',
  '高原小鱼',
  '雪山下的猫',
  '平措',
  '德吉央宗',
  '跑者阿杰',
];

/** @type {{circle_id: number, content: string, pics?: string, video?: string, praise: number, discuss: number, ago: number}[]} */
const POSTS = [
  {
    circle_id: 1,
    content: '今早六点在药王山观景台等日出，布达拉宫被第一缕阳光点亮的那一刻，值了！',
    pics: pics(1, 4, 8),
    praise: 86,
    discuss: 12,
    ago: 2 * HOUR_MS,
  },
  {
    circle_id: 1,
    content: '纳木错的星空，iso3200，曝光20秒，湖边风很大，三脚架一定要压重物。',
    pics: pics(10),
    praise: 152,
    discuss: 31,
    ago: DAY_MS,
  },
  {
    circle_id: 1,
    content: '请教各位，冬天拍羊八井地热蒸汽，早上几点光线最好？',
    praise: 9,
    discuss: 17,
    ago: 5 * HOUR_MS,
  },
  {
    circle_id: 1,
    content: '色季拉山口的云海，延时拍了四十分钟，剪了一小段。',
    video: VIDEO.mp4,
    praise: 64,
    discuss: 8,
    ago: 3 * DAY_MS,
  },
  {
    circle_id: 1,
    content: '秋天的林芝，桃花沟的叶子已经黄了一半，下周末应该是最佳。',
    pics: pics(13, 16),
    praise: 40,
    discuss: 5,
    ago: 4 * DAY_MS,
  },
  {
    circle_id: 2,
    content: '八廓街这家甜茶馆开了三十多年，一壶甜茶十二块，坐一下午，藏面也很地道。',
    pics: pics(5, 7),
    praise: 58,
    discuss: 20,
    ago: 3 * HOUR_MS,
  },
  {
    circle_id: 2,
    content: '自己在家做的牦牛肉包子，皮薄馅大，周末试试！',
    pics: pics(18),
    praise: 33,
    discuss: 9,
    ago: DAY_MS + 2 * HOUR_MS,
  },
  {
    circle_id: 2,
    content: '有没有推荐的酸奶坊？要那种很浓、可以倒过来不洒的。',
    praise: 12,
    discuss: 26,
    ago: 6 * HOUR_MS,
  },
  {
    circle_id: 3,
    content: '今天拉萨河边十公里，配速6分40，海拔三千六跑起来还是喘，坚持就是胜利。',
    pics: pics(20),
    praise: 45,
    discuss: 7,
    ago: 4 * HOUR_MS,
  },
  {
    circle_id: 3,
    content: '新手问一下，高原跑步心率一般控制在多少比较安全？',
    praise: 6,
    discuss: 14,
    ago: 9 * HOUR_MS,
  },
  {
    circle_id: 4,
    content: '周末带孩子去了罗布林卡，草地上跑了一下午，推荐给大家。',
    pics: pics(22, 24),
    praise: 27,
    discuss: 4,
    ago: 2 * DAY_MS,
  },
  {
    circle_id: 5,
    content: '318国道然乌到八宿段今天通行正常，怒江七十二拐注意避让大车。',
    pics: pics(26, 28, 30),
    praise: 71,
    discuss: 19,
    ago: 7 * HOUR_MS,
  },
];

const MOMENTS = [
  {
    content: '今天的拉萨蓝得不像话，下班路上随手一拍。',
    pics: pics(3, 9),
    location: '拉萨市城关区',
    praise: 24,
    ago: 3 * HOUR_MS,
  },
  {
    content: '雪顿节的晒佛仪式，哲蚌寺人山人海，场面震撼。',
    pics: pics(12, 14, 17, 21),
    location: '哲蚌寺',
    praise: 118,
    ago: 2 * DAY_MS,
  },
  {
    content: '给阿妈买的新藏装到了，她说颜色很喜欢。',
    pics: pics(25),
    location: '日喀则市',
    praise: 36,
    ago: 5 * DAY_MS,
  },
];

/** The comments' source type of a circle's post (features/comments/comment.types.ts, circlePost). */
const CIRCLE_POST_SOURCE = 7;
/** What circle members answer a post with. */
const POST_REPLIES = [
  '说得好👍',
  '收藏了，谢谢分享',
  '同去同去！',
  '拍得真好',
  '下次叫上我',
  'ཡག་པོ་འདུག',
  '请问具体在哪里？',
  '学到了',
  '+1',
  '太美了😍',
  '周末见',
  '路上注意安全',
];

/** @param {import('better-sqlite3').Database} db @param {number} now */
export function seedCircles(db, now) {
  const insertCircle = db.prepare(
    'INSERT INTO circles (id, name, icon, banner, description, order_id, created_at) VALUES (@id, @name, @icon, @banner, @description, @order_id, @created_at)',
  );
  CIRCLES.forEach((c, i) => insertCircle.run({ ...c, order_id: i + 1, created_at: now - 400 * DAY_MS }));
  // Members who joined each circle: counts that read like a regional site's (hundreds to a few thousand).
  const insertJoin = db.prepare('INSERT INTO circle_members (circle_id, member_id, joined_at) VALUES (?, ?, ?)');
  const sizes = [2318, 1604, 872, 655, 1209];
  CIRCLES.forEach((c, i) => {
    for (let m = 1; m <= (sizes[i] ?? 100); m++) insertJoin.run(c.id, 100_000 + m, now - (m % 300) * DAY_MS);
  });
  const insertNotice = db.prepare(
    'INSERT INTO circle_notices (circle_id, title, content, created_at) VALUES (@circle_id, @title, @content, @created_at)',
  );
  for (const n of NOTICES)
    insertNotice.run({ circle_id: n.circle_id, title: n.title, content: n.content, created_at: now - n.ago });
  const insertPost =
    db.prepare(`INSERT INTO circle_posts (circle_id, member_id, author_name, author_head, content, pics, video, count_praise, count_discuss, created_at)
    VALUES (@circle_id, NULL, @author_name, '', @content, @pics, @video, @count_praise, @count_discuss, @created_at)`);
  // A post's reply count is the comments it has: each seeded reply is a comment under it (a post
  // said "12 回复" directly above "还没有评论" while it had none).
  const insertReply =
    db.prepare(`INSERT INTO discussions (source_type, object_id, root_id, parent_id, member_id, user_id, user_name,
    user_icon, role, content, status, is_top, is_excellent, count_praise, device, channel, location, created_at)
    VALUES (@source_type, @object_id, NULL, NULL, NULL, @user_id, @user_name, '', 0, @content, 'published', 0, 0, @count_praise, '', 0, '', @created_at)`);
  POSTS.forEach((p, i) => {
    const postId = Number(
      insertPost.run({
        circle_id: p.circle_id,
        author_name: NAMES[i % NAMES.length],
        content: p.content,
        pics: p.pics ?? '[]',
        video: p.video ?? '',
        count_praise: p.praise,
        count_discuss: p.discuss,
        created_at: now - p.ago,
      }).lastInsertRowid,
    );
    for (let r = 0; r < p.discuss; r++) {
      insertReply.run({
        source_type: CIRCLE_POST_SOURCE,
        object_id: postId,
        user_id: String(800001 + ((i + r) % NAMES.length)),
        user_name: NAMES[(i + r + 1) % NAMES.length],
        content: POST_REPLIES[(i * 3 + r) % POST_REPLIES.length],
        count_praise: (i + r) % 7,
        // A minute apart after the post, in seconds as every comment's time.
        created_at: Math.floor((now - p.ago) / 1000) + 60 * (r + 1),
      });
    }
  });
  const insertMoment = db.prepare(
    'INSERT INTO moments (author_name, content, pics, location, count_praise, created_at) VALUES (@author_name, @content, @pics, @location, @count_praise, @created_at)',
  );
  MOMENTS.forEach((m, i) =>
    insertMoment.run({
      author_name: NAMES[(i + 3) % NAMES.length],
      content: m.content,
      pics: m.pics,
      location: m.location,
      count_praise: m.praise,
      created_at: now - m.ago,
    }),
  );
}
