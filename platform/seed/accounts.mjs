/**
 * Media accounts, reporters and their dynamics (docs/product.md §2, migration 010): who the accounts are
 * (government departments, county media centres), their notices, reach and influence, the
 * accounts clients must discard, the reporters' introductions and their posts from the field.
 * Seeded once per database (its own meta key), also into databases seeded before it existed.
 */
import { getMeta, setMeta } from '../db/open.mjs';
import { avatarPath, PICTURE_COUNT } from '../lib/media-names.mjs';
import { ANCHOR_SECONDS } from '../lib/time.mjs';
import { rngFor } from './prng.mjs';
import { PLACES, SUBJECTS, PEOPLE } from './words.mjs';

/** The accounts of 001's seed (ids 1-12), as who they are. 10 is banned, 11 under review, 12 closed. */
const FIRST_ACCOUNTS = [
  { id: 1, name: '拉萨发布', kind: '政务', description: '拉萨市人民政府新闻办公室官方账号，发布权威政务信息。' },
  { id: 2, name: '日喀则融媒', kind: '融媒体', description: '日喀则市融媒体中心，讲述珠峰脚下的新闻故事。' },
  { id: 3, name: '林芝文旅', kind: '文旅', description: '林芝市文化和旅游局官方账号：桃花、雪山与森林。' },
  { id: 4, name: '昌都新闻', kind: '融媒体', description: '昌都市融媒体中心，三江流域的每日新闻。' },
  { id: 5, name: '山南发布', kind: '政务', description: '山南市人民政府新闻办公室，雅砻河谷的政务窗口。' },
  { id: 6, name: '那曲融媒', kind: '融媒体', description: '那曲市融媒体中心，羌塘草原上的新闻现场。' },
  { id: 7, name: '阿里发布', kind: '政务', description: '阿里地区行政公署新闻办公室官方账号。' },
  { id: 8, name: '高原青年', kind: '共青团', description: '共青团西藏自治区委员会官方账号，青年人的身边事。' },
  { id: 9, name: '雪域科普', kind: '科普', description: '西藏自治区科学技术协会：高原生活里的科学知识。' },
  { id: 10, name: '当雄发布', kind: '政务', description: '当雄县人民政府新闻办公室（账号因违规被停用）。' },
  { id: 11, name: '曲水县融媒体中心', kind: '融媒体', description: '曲水县融媒体中心（入驻审核中）。' },
  { id: 12, name: '尼木文旅', kind: '文旅', description: '尼木县文化和旅游局（账号已注销）。' },
];

/** Government departments (category 1) and county media centres (category 2) added by 010. */
const DEPARTMENTS = [
  ['平安拉萨', '拉萨市公安局'],
  ['西藏气象', '西藏自治区气象局'],
  ['拉萨交通', '拉萨市交通运输局'],
  ['健康拉萨', '拉萨市卫生健康委员会'],
  ['拉萨教育', '拉萨市教育局'],
  ['拉萨市场监管', '拉萨市市场监督管理局'],
  ['拉萨生态环境', '拉萨市生态环境局'],
  ['拉萨应急', '拉萨市应急管理局'],
  ['拉萨人社', '拉萨市人力资源和社会保障局'],
  ['拉萨住建', '拉萨市住房和城乡建设局'],
  ['拉萨农业农村', '拉萨市农业农村局'],
  ['拉萨税务', '国家税务总局拉萨市税务局'],
  ['拉萨消防', '拉萨市消防救援支队'],
  ['拉萨医保', '拉萨市医疗保障局'],
  ['拉萨司法', '拉萨市司法局'],
  ['拉萨民政', '拉萨市民政局'],
  ['拉萨自然资源', '拉萨市自然资源局'],
  ['拉萨文化', '拉萨市文化局'],
];
const COUNTY_CENTRES = ['城关区', '堆龙德庆区', '达孜区', '墨竹工卡县', '林周县', '江孜县', '定日县', '波密县'];

export const FIRST_DEPARTMENT_ID = 13;
export const FIRST_COUNTY_CENTRE_ID = FIRST_DEPARTMENT_ID + DEPARTMENTS.length;

/** The accounts 010 adds, as xy_accounts rows (avatars: the first accounts' pictures, in turn). */
export const MORE_ACCOUNTS = [
  ...DEPARTMENTS.map(([name, office], i) => ({
    id: FIRST_DEPARTMENT_ID + i,
    name,
    kind: '政务',
    description: `${office}官方账号，发布办事指南、通知公告和工作动态。`,
  })),
  ...COUNTY_CENTRES.map((county, i) => ({
    id: FIRST_COUNTY_CENTRE_ID + i,
    name: `${county}融媒体中心`,
    kind: '融媒体',
    description: `${county}融媒体中心，记录${county}的乡村振兴和百姓生活。`,
  })),
].map((a) => ({ ...a, icon: avatarPath('xy', ((a.id - 1) % 9) + 1), status: 0, forbidden: 0 }));

const BULLETINS = [
  '办事咨询请拨打12345政务服务热线，工作日9:00—18:00有人值守。',
  '本号每日18:00推送当天要闻，欢迎关注、转发。',
  '冬季供暖期间如遇问题，请留言说明小区名称和联系方式。',
  '',
];

/** Reporters of 001 (ids 1-10), with full names, introductions and the account they write for. */
const REPORTER_PROFILES = [
  { id: 1, name: '扎西次仁', xy_id: 1, intro: '时政记者，跑了十年市委市政府口，关注城市治理和民生实事。' },
  { id: 2, name: '次仁卓玛', xy_id: 2, intro: '经济记者，长期报道青稞、牦牛等高原特色产业。' },
  { id: 3, name: '卓玛央宗', xy_id: 1, intro: '社会新闻记者，写身边人、身边事。' },
  { id: 4, name: '达瓦顿珠', xy_id: 3, intro: '文体记者，报道赛马节、雪顿节和高原体育赛事。' },
  { id: 5, name: '央金拉姆', xy_id: 4, intro: '视频记者，用镜头记录三江流域的变化。' },
  { id: 6, name: '格桑平措', xy_id: 2, intro: '摄影记者，作品多次入选全国新闻摄影展。' },
  { id: 7, name: '旦增朗杰', xy_id: 1, intro: '新媒体编辑，负责短视频和直播策划。' },
  { id: 8, name: '尼玛扎西', xy_id: 6, intro: '驻那曲记者站记者，常年奔走在羌塘草原。' },
  { id: 9, name: '王磊', xy_id: 5, intro: '评论员，撰写时评与深度报道。' },
  { id: 10, name: '李娜', xy_id: 1, intro: '英文部记者，向海外读者讲述西藏故事。' },
];

/** Reporter 1 posts more than a page of dynamics (10): the list pages. */
export const DYNAMICS_OF_FIRST_REPORTER = 23;

const OPENINGS = ['今天在', '一早赶到', '跟随采访组来到', '连线', '蹲点第三天，在', '傍晚回到'];
/** @type {((subject: string, people: string) => string)[]} */
const MIDDLES = [
  (subject, people) => `，和${people}聊${subject}的新变化`,
  (subject, people) => `，记录${people}忙碌的一天，${subject}是大家最关心的话题`,
  (subject) => `，${subject}项目现场一片繁忙`,
  (subject, people) => `，${people}说今年${subject}比往年好多了`,
];
const CLOSINGS = [
  '。稿子正在写，明天见报。',
  '。更多画面晚些时候在视频号发布。',
  '。采访还在继续。',
  '。感谢当地干部群众的支持！',
  '。',
];

/**
 * One dynamic of a reporter, the same on every machine.
 * @param {number} id @param {{id: number, xy_id: number}} reporter @param {number} index 0 = the newest
 */
function dynamicRow(id, reporter, index) {
  const rng = rngFor(900_000 + id);
  const place = rng.pick(PLACES);
  const middle = rng.pick(MIDDLES);
  const content = `${rng.pick(OPENINGS)}${place}${middle(rng.pick(SUBJECTS), rng.pick(PEOPLE))}${rng.pick(CLOSINGS)}`;
  const picCount = rng.pick([0, 1, 3, 4]);
  const pics = Array.from({ length: picCount }, () => rng.int(1, PICTURE_COUNT));
  return {
    id,
    xy_id: reporter.xy_id,
    reporter_id: reporter.id,
    content,
    pics: JSON.stringify(pics),
    publish_time: ANCHOR_SECONDS - index * 9 * 3600 - rng.int(0, 3600) - reporter.id * 600,
  };
}

/**
 * @param {import('better-sqlite3').Database} db
 */
export function ensureAccounts(db) {
  if (getMeta(db, 'accounts_seeded') !== null) return;
  db.transaction(() => {
    const insert = db.prepare(`INSERT INTO xy_accounts (id, name, icon, description, status, forbidden)
      VALUES (@id, @name, @icon, @description, @status, @forbidden)`);
    for (const a of MORE_ACCOUNTS) insert.run(a);
    const profile = db.prepare(`UPDATE xy_accounts SET name = @name, description = @description, kind = @kind,
      bulletin = @bulletin, base_fans = @base_fans, influence = @influence WHERE id = @id`);
    for (const a of [...FIRST_ACCOUNTS, ...MORE_ACCOUNTS]) {
      const rng = rngFor(800_000 + a.id);
      // The city's own accounts reach furthest; departments and counties follow.
      const reach = a.id <= 9 ? rng.int(20_000, 180_000) : rng.int(800, 26_000);
      profile.run({
        id: a.id,
        name: a.name,
        description: a.description,
        kind: a.kind,
        bulletin: BULLETINS[a.id % BULLETINS.length],
        base_fans: reach,
        influence: Math.round(reach / 100) + rng.int(0, 300),
      });
    }
    const reporter = db.prepare('UPDATE reporters SET name = @name, intro = @intro, xy_id = @xy_id WHERE id = @id');
    for (const r of REPORTER_PROFILES) reporter.run(r);
    const dynamic = db.prepare(`INSERT INTO xy_dynamics (id, xy_id, reporter_id, content, pics, publish_time)
      VALUES (@id, @xy_id, @reporter_id, @content, @pics, @publish_time)`);
    let id = 1;
    for (const r of REPORTER_PROFILES) {
      const count = r.id === 1 ? DYNAMICS_OF_FIRST_REPORTER : 3 + (r.id % 5);
      for (let i = 0; i < count; i++) dynamic.run(dynamicRow(id++, r, i));
    }
    setMeta(db, 'accounts_seeded', '1');
  })();
}
