/**
 * One article stored as the real platform writes it (docs/reference-platform-dialects.md, "Seeded
 * real content"): its body places each picture by `<!--IMAGEARRAY#i-->` and an inline video by
 * `<!--VIDEOARRAY#0-->` (ArticleJsonHelper.replaceAttPics/replaceAttVideos of intergrate-dev/xy6.0-xzw),
 * its bylines use the real role names (liability, cameraman, drawer, overallPlanning, checker,
 * collaborator), and a reporter wrote it (so the real dialects name them in an `author` object).
 * Every dialect reads it through lib/dialect (content.mjs, bylines.mjs): the designed dialect answers
 * it as any other article. It sits in the hidden test column 18, so no list shows it; a test or a
 * reader opens it by its id.
 */
import { getMeta, setMeta } from '../db/open.mjs';
import { makeArticle, TYPE, PIC } from './article-factory.mjs';
import { columnById } from './columns.mjs';
import { ANCHOR_SECONDS } from '../lib/time.mjs';
import { VIDEO } from '../lib/media-names.mjs';

export const REAL_FORM_ID = 1028;
const APPLIED = 'real_form_article';

/** The stored body: three pictures and a video between the paragraphs. */
export const REAL_FORM_BODY = {
  content: [
    '<p>拉萨河谷的青稞今年迎来丰收，曲水县的合作社第一次把青稞糌粑卖到了区外。</p>',
    '<p><!--IMAGEARRAY#0--></p>',
    '<p>合作社负责人说，今年新添了两台烘干机，收割后的青稞三天就能入库。</p>',
    '<p><!--IMAGEARRAY#1--></p>',
    '<p>记者在加工车间看到，工人正把新磨的糌粑装袋。</p>',
    '<p><!--VIDEOARRAY#0--></p>',
    '<p>县里计划明年再建一座冷库，让牧民的酥油和奶渣也能卖得更远。</p>',
    '<p><!--IMAGEARRAY#2--></p>',
  ].join('\n'),
  images: [
    {
      ref: '<!--IMAGES#1-->',
      pics: [
        { n: 11, summary: '曲水县的青稞田', ref: '<!--IMAGEARRAY#0-->' },
        { n: 12, summary: '合作社的烘干机', ref: '<!--IMAGEARRAY#1-->' },
        { n: 13, summary: '装袋待运的糌粑', ref: '<!--IMAGEARRAY#2-->' },
      ],
    },
  ],
  videos: [{ ref: '<!--VIDEOARRAY#0-->', summary: '糌粑加工车间', duration: VIDEO.durationSeconds }],
};

/** Bylines under the real role names (seed/text.mjs has the designed ones). */
export const REAL_FORM_BYLINES = {
  source: '高原融媒',
  author: '次仁卓玛',
  editor: '王海',
  liability: '李娜',
  cameraman: '扎西',
  drawer: '周洁',
  overallPlanning: '格桑',
  checker: '陈默',
  collaborator: '达瓦',
};

/**
 * Adds the article once (its own meta row, so databases seeded before it get it too).
 * @param {import('better-sqlite3').Database} db @returns {number} articles added
 */
export function ensureRealFormArticle(db) {
  if (getMeta(db, APPLIED) !== null) return 0;
  return db.transaction(() => {
    setMeta(db, APPLIED, '1');
    if (db.prepare('SELECT 1 FROM articles WHERE id = ?').get(REAL_FORM_ID)) return 0;
    const a = makeArticle(REAL_FORM_ID, columnById(18), TYPE.NEWS, { publishTime: ANCHOR_SECONDS - 28 * 600 });
    Object.assign(a.row, {
      title: '曲水青稞合作社：新磨的糌粑卖到了区外',
      summary: '曲水县合作社今年新添烘干机，青稞糌粑第一次卖到区外。',
      pic_type: PIC.SMALL,
      pic: 11,
      pics: '[]',
      pic_titles: '[]',
      reporter_id: 2,
      xy_account_id: 0,
      share_closed: 0,
      discuss_closed: 0,
      adv_closed: 0,
      bylines: JSON.stringify(REAL_FORM_BYLINES),
    });
    const keys = Object.keys(a.row);
    db.prepare(`INSERT INTO articles (${keys.join(', ')}) VALUES (${keys.map((k) => '@' + k).join(', ')})`).run(a.row);
    db.prepare('INSERT INTO article_bodies (article_id, content, images, videos) VALUES (?, ?, ?, ?)').run(
      REAL_FORM_ID,
      REAL_FORM_BODY.content,
      JSON.stringify(REAL_FORM_BODY.images),
      JSON.stringify(REAL_FORM_BODY.videos),
    );
    const tag = db.prepare('INSERT OR IGNORE INTO article_tags (article_id, tag_id, ord) VALUES (?, ?, ?)');
    tag.run(REAL_FORM_ID, 1, 1);
    db.prepare('UPDATE columns SET art_count = art_count + 1 WHERE id = 18').run();
    return 1;
  })();
}
