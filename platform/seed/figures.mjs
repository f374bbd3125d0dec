/**
 * Public figures and the reports about them (docs/platform-api.md, "Figures and leaders"; migration
 * 016): figureDetail and personageReports. The people are the kind a Tibetan regional newsroom
 * follows for years: deputies, model workers, heirs of crafts, doctors sent from other provinces.
 * Seeded once per database (its own meta key), also into databases seeded before it existed.
 */
import { getMeta, setMeta } from '../db/open.mjs';
import { avatarPath } from '../lib/media-names.mjs';
import { rngFor } from './prng.mjs';

export const FIGURES = [
  {
    id: 1,
    name: '次仁拉姆',
    title: '全国人大代表，拉萨市城关区八廓街道社区党委书记',
    region: '拉萨市城关区',
    intro:
      '扎根八廓街社区二十余年，推动老城区供暖改造、社区食堂和“十分钟便民服务圈”建设，连续两届当选全国人大代表，履职期间提出建议三十余件。',
  },
  {
    id: 2,
    name: '格桑多吉',
    title: '全国劳动模范，林芝市米林市南伊乡护林员',
    region: '林芝市',
    intro: '守护南伊沟原始森林二十八年，巡山里程超过十万公里，带动村民成立生态护林队，参与扑救山火十余次。',
  },
  {
    id: 3,
    name: '巴桑卓玛',
    title: '国家级非物质文化遗产藏戏代表性传承人',
    region: '日喀则市',
    intro: '八岁学戏，师从老一辈藏戏艺人，整理失传剧目三部，在乡村学校开设藏戏兴趣班，培养青年演员百余人。',
  },
  {
    id: 4,
    name: '旺堆',
    title: '江孜县青稞种植合作社理事长，全国脱贫攻坚先进个人',
    region: '日喀则市江孜县',
    intro: '带领合作社引进高产青稞品种，建起青稞深加工车间，帮助二百余户农牧民增收，合作社产品进入区外商超。',
  },
  {
    id: 5,
    name: '陈建国',
    title: '援藏医生，拉萨市人民医院副院长',
    region: '拉萨市',
    intro:
      '第九批“组团式”援藏医疗队队员，心血管内科专家。援藏三年开展新技术二十余项，带出本地医生团队，让高原群众在家门口做上心脏介入手术。',
  },
  {
    id: 6,
    name: '索朗次仁',
    title: '珠峰高山向导，西藏登山学校教练',
    region: '日喀则市定日县',
    intro: '十三次登顶珠穆朗玛峰，参与珠峰高程测量和高山环保行动，如今在登山学校培养新一代高山向导。',
  },
];

/** Figure 1 has more than two pages (20) of reports, so personageReports pages. */
export const REPORTS_OF_FIRST_FIGURE = 45;
/** A figure withdrawn by the editors: answered as not found. */
export const WITHDRAWN_FIGURE = { id: 7, name: '测试人物', title: '', region: '', intro: '' };

/**
 * @param {import('better-sqlite3').Database} db
 */
export function ensureFigures(db) {
  if (getMeta(db, 'figures_seeded') !== null) return;
  // News articles (type 0) that are published: what reports about a person are.
  const articleIds = /** @type {number[]} */ (
    db.prepare('SELECT id FROM articles WHERE a_status = 1 AND article_type = 0 ORDER BY id LIMIT 3000').pluck().all()
  );
  db.transaction(() => {
    const figure = db.prepare(
      'INSERT INTO figures (id, name, title, region, photo, intro, status) VALUES (@id, @name, @title, @region, @photo, @intro, @status)',
    );
    for (const f of FIGURES) figure.run({ ...f, photo: avatarPath('rp', f.id), status: 1 });
    figure.run({ ...WITHDRAWN_FIGURE, photo: '', status: 0 });
    const link = db.prepare('INSERT OR IGNORE INTO figure_articles (figure_id, article_id) VALUES (?, ?)');
    for (const f of FIGURES) {
      const count = f.id === 1 ? REPORTS_OF_FIRST_FIGURE : 6 + f.id * 2;
      for (const articleId of rngFor(700_000 + f.id).sample(articleIds, count)) link.run(f.id, articleId);
    }
    setMeta(db, 'figures_seeded', '1');
  })();
}
