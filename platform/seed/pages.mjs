/**
 * The remaining pages' content (docs/platform-api.md, "Pages"): the site's own description
 * (siteConf), hot topics with their dated events, online study courses, the points shop's goods and
 * the blockchain copyright certificates. Event dates count back from the content anchor
 * (lib/time.mjs), so the hot topics sit beside the seeded articles they link to.
 */
import { createHash } from 'node:crypto';
import { getMeta, setMeta } from '../db/open.mjs';
import { ANCHOR_SECONDS } from '../lib/time.mjs';
import { certificatePdfPath } from './certificate-files.mjs';
import { PAPER_ARTICLE_BASE } from './paper.mjs';
import { BEIAN } from '../routes/config.mjs';

const HOUR = 3600;
const DAY = 24 * HOUR;
/** Unix seconds `days` before the anchor, at `hour` China time. @param {number} days @param {number} hour */
const before = (days, hour) => ANCHOR_SECONDS - days * DAY + (hour - 8) * HOUR;

/** What siteConf answers: the about page's text, contacts and licences (for aboutUs). */
export const SITE_PROFILE = {
  slogan: '立足高原 服务群众 传播好声音',
  about: [
    '高原融媒是拉萨市委宣传部主管、拉萨市融媒体中心主办的新闻客户端与移动门户，整合原拉萨日报社、拉萨广播电视台的采编力量，2019年起以“一次采集、多元生成、多渠道发布”运行。',
    '我们用汉藏双语报道拉萨及全区的时政、民生、经济、文化与生态，开设要闻、本地、视频、直播、专题、数字报等栏目，并提供便民服务、政务问答、线上学习与积分兑换。',
    '新闻线索、采访需求与内容合作，欢迎通过下列方式联系我们；读者对稿件有更正意见的，我们将在核实后及时处理。',
  ],
  contacts: [
    { kind: 'address', label: '地址', value: '西藏自治区拉萨市城关区江苏路36号融媒体大厦' },
    { kind: 'postcode', label: '邮编', value: '850000' },
    { kind: 'hotline', label: '新闻热线', value: '0891-6333110' },
    { kind: 'phone', label: '广告与合作', value: '0891-6333220' },
    { kind: 'email', label: '投稿邮箱', value: 'tougao@plateau-media.example' },
  ],
  // The identifiers the footer shows are the configuration's (BEIAN), never a second set: the about
  // page gave another licence, ICP and police filing and report phone than every page's footer.
  licences: [
    { name: '互联网新闻信息服务许可证', number: BEIAN.newsLicenseNo },
    { name: '信息网络传播视听节目许可证', number: '2601659' },
    { name: 'ICP备案', number: BEIAN.icpNo },
    { name: '公安机关备案', number: BEIAN.gonganNo },
    { name: '违法和不良信息举报电话', number: BEIAN.reportTel },
  ],
  copyright: '© 2019-2026 高原融媒 版权所有 未经授权不得转载',
};

/** Hot topics; each event is [days before the anchor, hour, title, summary, article id or null]. */
const HOT_POINTS = [
  {
    id: 1,
    title: '高原清洁能源建设',
    pic: 9,
    summary: '从昌都光伏并网到雅鲁藏布江畔的清洁能源基地，自治区清洁能源建设一年来的进展。',
    events: [
      [
        40,
        10,
        '清洁能源基地规划公布',
        '自治区发展改革委公布雅鲁藏布江中游清洁能源基地规划，光伏与储能装机目标同步明确。',
        null,
      ],
      [26, 15, '首批光伏组件运抵昌都', '首批三万块光伏组件经国道317线运抵昌都卡若区施工现场。', null],
      [12, 9, '昌都光伏电站并网发电', '电站首期并网，年发电量预计可满足八万户居民用电。', 1021],
      [5, 11, '雅鲁藏布江畔的清洁能源基地', '记者走进基地，看风光储一体化项目如何在高海拔地区落地。', 1024],
      [1, 16, '冬季保供电力调度启动', '电网公司启动冬季电力保供调度，清洁能源占比首次超过七成。', null],
    ],
  },
  {
    id: 2,
    title: '青稞产业迎来新发展',
    pic: 1,
    summary: '青稞从田间到餐桌：种植、加工、品牌与牧民增收的故事。',
    events: [
      [60, 10, '青稞良种推广面积再扩大', '“藏青2000”等良种推广面积较去年增加一成半。', null],
      [33, 14, '拉萨青稞秋收开镰', '曲水、达孜等地青稞进入收割期，农机化收割率超过八成。', null],
      [9, 10, '拉萨青稞产业迎来新发展', '精深加工项目投产，青稞饼干、青稞酒等产品走向全国。', 1000],
      [3, 9, '青稞产品亮相进博会', '二十余家区内企业带着青稞产品参加进口博览会配套展。', null],
    ],
  },
  {
    id: 3,
    title: '冬春安全生产',
    pic: 19,
    summary: '入冬以来各地部署冬春安全生产、森林草原防火和道路交通安全工作。',
    events: [
      [15, 10, '冬春安全生产工作部署', '自治区政府常务会议部署冬春安全生产工作，强调压实属地责任。', 1013],
      [8, 17, '森林草原防火期开始', '全区进入森林草原防火期，林芝、山南加强重点林区巡护。', null],
      [2, 8, '国道318线冰雪路段提示', '交警部门发布米拉山口等冰雪路段通行提示，提醒车辆减速慢行。', null],
    ],
  },
];

const STUDIES = [
  {
    id: 1,
    title: '学习宣传贯彻党的二十届四中全会精神',
    speaker: '次仁卓嘎',
    organiser: '拉萨市委宣讲团',
    pic: 21,
    points: 30,
    days: 6,
    intro: '宣讲团成员用汉藏双语讲解全会精神，结合拉萨发展实际，回答基层干部群众关心的问题。',
    content:
      '<p>本课程共四讲，每讲约二十分钟，适合机关干部、驻村工作队和社区工作者学习。</p><p>学完全部章节可获得学习积分，积分可在积分商城兑换本地好物。</p>',
    chapters: [
      ['全会精神总体把握', 22],
      ['高质量发展在高原', 18],
      ['民生改善与乡村振兴', 20],
      ['基层治理与民族团结', 19],
    ],
  },
  {
    id: 2,
    title: '高原生态保护法律法规解读',
    speaker: '王建国',
    organiser: '自治区生态环境厅',
    pic: 23,
    points: 20,
    days: 14,
    intro: '生态环境执法一线的讲解员，逐条解读高原生态保护相关法规与典型案例。',
    content: '<p>课程结合羊卓雍措、纳木错等重点湖泊保护案例，讲解禁牧、限牧与生态补偿的规定。</p>',
    chapters: [
      ['青藏高原生态保护法要点', 25],
      ['自然保护地管理规定', 21],
      ['典型执法案例', 24],
    ],
  },
  {
    id: 3,
    title: '藏汉双语新闻写作实务',
    speaker: '卓玛',
    organiser: '高原融媒编辑部',
    pic: 25,
    points: 15,
    days: 30,
    intro: '资深双语编辑讲如何写好一条双语短消息，从标题、导语到核实信源。',
    content: '<p>适合县级融媒体中心的通讯员和新入职采编人员。</p>',
    chapters: [
      ['双语标题的写法', 16],
      ['导语与结构', 18],
      ['核实与更正', 14],
    ],
  },
];

const PRODUCTS = [
  {
    id: 1,
    name: '林芝松茸礼盒（250克）',
    category: '本地好物',
    points: 3200,
    stock: 48,
    origin: '林芝市米林县',
    pic: 14,
    intro: '米林高山林下采摘，当日分拣冻干，保留松茸本味。',
    content: '<p>规格：250克/盒。保存：阴凉干燥处，开封后冷藏。</p><p>兑换后7个工作日内由邮政寄出，偏远地区顺延。</p>',
  },
  {
    id: 2,
    name: '那曲牦牛肉干（500克）',
    category: '本地好物',
    points: 1800,
    stock: 120,
    origin: '那曲市色尼区',
    pic: 15,
    intro: '那曲高原放养牦牛，风干工艺，五香与麻辣两种口味随机发货。',
    content: '<p>规格：500克/袋。配料：牦牛肉、食用盐、香辛料。</p>',
  },
  {
    id: 3,
    name: '青稞饼干礼盒',
    category: '本地好物',
    points: 900,
    stock: 300,
    origin: '拉萨市曲水县',
    pic: 16,
    intro: '拉萨本地青稞粉烘焙，低糖配方，老人孩子都爱吃。',
    content: '<p>规格：12小袋/盒。保质期：9个月。</p>',
  },
  {
    id: 4,
    name: '高原融媒定制保温杯',
    category: '文创周边',
    points: 1200,
    stock: 0,
    origin: '高原融媒',
    pic: 17,
    intro: '印有布达拉宫线稿的不锈钢保温杯，容量450毫升。',
    content: '<p>本期已兑完，下一批预计下月上架。</p>',
  },
];

/** getPaperArticle's preview variant: an unpublished article on the daily paper's newest front page. */
export const DRAFT_PAPER_ARTICLE_ID = PAPER_ARTICLE_BASE;
const DRAFT_PAPER_ARTICLE = {
  title: '预览稿件：拉萨河谷冬季观鸟路线即将发布',
  sub_title: '',
  intro_title: '待签发',
  author: '次仁',
  content: '<p>本报讯 这是一篇尚未签发的报纸稿件，只有编辑通过预览链接才能看到。</p><p>签发后将出现在当日版面上。</p>',
};

/** The certificates: copyright deposits of the site's original reporting. */
export const CERTIFICATES = [
  {
    id: 1,
    title: '原创稿件区块链存证证书',
    workTitle: '高原融媒：拉萨青稞产业迎来新发展',
    workEn: 'Lhasa highland barley industry report',
    days: 9,
  },
  {
    id: 2,
    title: '原创视频区块链存证证书',
    workTitle: '视频｜航拍雅鲁藏布大峡谷',
    workEn: 'Aerial film of the Yarlung Tsangpo Canyon',
    days: 20,
  },
].map((c) => {
  const txHash = createHash('sha256').update(`plateau-certificate-${c.id}`).digest('hex');
  const issuedAt = before(c.days, 18);
  return {
    ...c,
    txHash,
    issuedAt,
    blockHeight: 1_843_000 + c.id * 3_127,
    serial: `GYBQ-2026-${String(c.id).padStart(6, '0')}`,
    issued: new Date((issuedAt + 8 * HOUR) * 1000).toISOString().slice(0, 16).replace('T', ' '),
  };
});

/**
 * Seeds the tables of migration 017 once (a `meta` mark), into new and older databases alike.
 * @param {import('better-sqlite3').Database} db
 */
export function ensurePages(db) {
  if (getMeta(db, 'pages_seeded') !== null) return;
  db.transaction(() => {
    const point = db.prepare('INSERT INTO hot_points (id, title, summary, pic, ord) VALUES (?, ?, ?, ?, ?)');
    const event = db.prepare(
      'INSERT INTO hot_point_events (hot_point_id, happened_at, title, summary, article_id) VALUES (?, ?, ?, ?, ?)',
    );
    const articleExists = db.prepare('SELECT 1 FROM articles WHERE id = ?').pluck();
    HOT_POINTS.forEach((p, i) => {
      point.run(p.id, p.title, p.summary, p.pic, i + 1);
      for (const [days, hour, title, summary, articleId] of p.events) {
        // A database seeded with fewer articles may lack the fixture: the event stands alone then.
        const linked = articleId !== null && articleExists.get(articleId) ? articleId : null;
        event.run(p.id, before(Number(days), Number(hour)), title, summary, linked);
      }
    });
    const study =
      db.prepare(`INSERT INTO online_studies (id, title, speaker, organiser, intro, content, pic, points, published_at)
      VALUES (@id, @title, @speaker, @organiser, @intro, @content, @pic, @points, @published_at)`);
    const chapter = db.prepare('INSERT INTO study_chapters (study_id, ord, title, minutes) VALUES (?, ?, ?, ?)');
    for (const s of STUDIES) {
      study.run({ ...s, published_at: before(s.days, 9) });
      s.chapters.forEach(([title, minutes], i) => chapter.run(s.id, i + 1, title, minutes));
    }
    const product =
      db.prepare(`INSERT INTO products (id, name, category, points, stock, origin, intro, content, pic, ord)
      VALUES (@id, @name, @category, @points, @stock, @origin, @intro, @content, @pic, @ord)`);
    PRODUCTS.forEach((p, i) => product.run({ ...p, ord: i + 1 }));
    const certificate =
      db.prepare(`INSERT INTO certificates (id, title, work_title, holder, issuer, chain, tx_hash, block_height, issued_at, pdf, page_count)
      VALUES (@id, @title, @workTitle, '高原融媒', '高原数字版权存证中心', '高原版权链', @txHash, @blockHeight, @issuedAt, @pdf, 2)`);
    for (const c of CERTIFICATES) certificate.run({ ...c, pdf: certificatePdfPath(c.id) });
    // The draft sits on the daily paper's newest front page, outside its article list (a_status 0).
    const front = /** @type {{id: number, issue_date: string} | undefined} */ (
      db
        .prepare(
          "SELECT id, issue_date FROM paper_layouts WHERE paper_id = 1 AND layout_no = '01' ORDER BY issue_date DESC LIMIT 1",
        )
        .get()
    );
    if (front) {
      db.prepare(
        `INSERT INTO paper_articles (id, layout_id, ord, title, sub_title, intro_title, author, content, mapping, publish_time, a_status)
        VALUES (@id, @layout_id, 99, @title, @sub_title, @intro_title, @author, @content, '', @publish_time, 0)`,
      ).run({
        ...DRAFT_PAPER_ARTICLE,
        id: DRAFT_PAPER_ARTICLE_ID,
        layout_id: front.id,
        publish_time: Math.floor(Date.now() / 1000),
      });
    }
    setMeta(db, 'pages_seeded', '1');
  })();
}
