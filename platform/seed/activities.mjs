/**
 * Seed of activities and votes (docs/decisions/0020): one activity in every sign-up state a reader can meet
 * (open, not started, full, registration closed, ended), one whose progress only the app shows,
 * and a vote with themes and options with pictures. Times are set relative to the moment the
 * database is first seeded (the states are what the demo is for); INSERT OR IGNORE at every
 * start, so a database seeded before activities existed gets them, and nothing is reset.
 */

export const ACTIVITY_IDS = {
  open: 3001,
  notStarted: 3002,
  full: 3003,
  closed: 3004,
  ended: 3005,
  vote: 3006,
  lastPlaces: 3007,
};
export const VOTE_IDS = { open: 4001, ended: 4002 };
/** A phone number already used by a registration for the open activity (its form's unique field). */
export const TAKEN_PHONE = '13908910001';
/** What venue staff type to write a voucher off (the open activity's). */
export const DEMO_VERIFY_CODE = '860721';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

const SURNAMES = '王李张刘陈杨赵黄周吴徐孙马胡朱郭何罗高林'.split('');
const GIVEN = [
  '卓玛',
  '次仁',
  '央金',
  '扎西',
  '格桑',
  '德吉',
  '平措',
  '拉姆',
  '丹增',
  '梅朵',
  '晓东',
  '丽华',
  '建国',
  '秀英',
  '志强',
  '海燕',
];
/** A plausible reader's name, the same for the same n. @param {number} n */
const readerName = (n) => `${SURNAMES[n % SURNAMES.length]}${GIVEN[(n * 7) % GIVEN.length]}`;

/** The volunteer form: every field kind, a required and unique phone. */
const VOLUNTEER_FIELDS = [
  { field_key: 'name', label: '姓名', kind: 'text', required: 1, is_unique: 0, options: [] },
  { field_key: 'phone', label: '手机号码', kind: 'phone', required: 1, is_unique: 1, options: [] },
  { field_key: 'idcard', label: '身份证号', kind: 'idcard', required: 0, is_unique: 1, options: [] },
  {
    field_key: 'post',
    label: '意向岗位',
    kind: 'choice',
    required: 1,
    is_unique: 0,
    options: ['赛道补给', '医疗协助', '检录引导', '赛后服务'],
  },
  { field_key: 'day', label: '可服务日期', kind: 'date', required: 1, is_unique: 0, options: [] },
  { field_key: 'photo', label: '近期免冠照片', kind: 'picture', required: 0, is_unique: 0, options: [] },
  { field_key: 'pledge', label: '志愿者承诺书', kind: 'file', required: 0, is_unique: 0, options: [] },
];
const SIMPLE_FIELDS = [
  { field_key: 'name', label: '姓名', kind: 'text', required: 1, is_unique: 0, options: [] },
  { field_key: 'phone', label: '手机号码', kind: 'phone', required: 1, is_unique: 1, options: [] },
];

const paragraphs = (/** @type {string[]} */ ps) => ps.map((p) => `<p>${p}</p>`).join('');

/** @param {number} now */
function activities(now) {
  const base = {
    summary: '',
    signup_start_at: null,
    signup_end_at: null,
    signup_closed: 0,
    capacity: 0,
    progress_in_app: 0,
    verify_url: '',
    verify_code: '',
    vote_id: null,
    organizer: '拉萨市融媒体中心',
  };
  return [
    {
      ...base,
      id: ACTIVITY_IDS.open,
      kind: 'signup',
      ord: 1,
      banner: 5,
      title: '2026拉萨半程马拉松志愿者招募',
      summary: '赛道补给、医疗协助、检录引导，300名志愿者等你加入。',
      content: paragraphs([
        '2026拉萨半程马拉松将于下月在布达拉宫广场鸣枪起跑，组委会面向社会招募赛事志愿者。',
        '报名者需年满18周岁，身体健康，能够全程参加赛前培训。录取后凭电子凭证到志愿者之家领取服装与证件。',
        '报名截止后3个工作日内公布录取结果，请留意报名进度。',
      ]),
      place: '拉萨市布达拉宫广场',
      start_at: now + 14 * DAY,
      end_at: now + 14 * DAY + 8 * HOUR,
      signup_start_at: now - 3 * DAY,
      signup_end_at: now + 10 * DAY,
      capacity: 300,
      verify_code: DEMO_VERIFY_CODE,
    },
    {
      ...base,
      id: ACTIVITY_IDS.notStarted,
      kind: 'signup',
      ord: 2,
      banner: 9,
      title: '林芝桃花节摄影大赛报名',
      summary: '用镜头记录雪山下的桃花，作品将在桃花节期间展出。',
      content: paragraphs([
        '第二十三届林芝桃花文化旅游节摄影大赛即将开启报名，题材不限，风光、人文、纪实均可。',
        '每位作者限投10幅作品，入选作品将在嘎啦桃花村展出。',
      ]),
      place: '林芝市巴宜区嘎啦村',
      start_at: now + 40 * DAY,
      end_at: now + 55 * DAY,
      signup_start_at: now + 5 * DAY,
      signup_end_at: now + 30 * DAY,
      capacity: 500,
      organizer: '林芝市文化和旅游局',
    },
    {
      ...base,
      id: ACTIVITY_IDS.full,
      kind: 'signup',
      ord: 3,
      banner: 13,
      title: '唐卡艺术进校园体验课',
      summary: '跟随非遗传承人学习唐卡起稿与矿物颜料，名额有限。',
      content: paragraphs([
        '本次体验课邀请勉唐画派传承人授课，面向8至14岁青少年，共30个名额。',
        '课程材料由主办方提供，请穿着便于活动的衣服。',
      ]),
      place: '拉萨市群众艺术馆三楼',
      start_at: now + 6 * DAY,
      end_at: now + 6 * DAY + 3 * HOUR,
      signup_start_at: now - 5 * DAY,
      signup_end_at: now + 5 * DAY,
      capacity: 30,
      organizer: '拉萨市群众艺术馆',
    },
    {
      ...base,
      id: ACTIVITY_IDS.closed,
      kind: 'signup',
      ord: 4,
      banner: 17,
      title: '雪顿节藏戏展演观众报名',
      summary: '罗布林卡藏戏展演观众席报名已截止，感谢关注。',
      content: paragraphs([
        '雪顿节藏戏展演将在罗布林卡连续上演七天，观众席报名已于日前截止。',
        '未报上名的观众可在现场站席观看。',
      ]),
      place: '拉萨市罗布林卡',
      start_at: now + 2 * DAY,
      end_at: now + 9 * DAY,
      signup_start_at: now - 20 * DAY,
      signup_end_at: now - DAY,
      capacity: 0,
    },
    {
      ...base,
      id: ACTIVITY_IDS.ended,
      kind: 'signup',
      ord: 5,
      banner: 21,
      title: '2026年冬季全民健身长跑',
      summary: '沿拉萨河的5公里健身跑，已圆满结束。',
      content: paragraphs(['冬季全民健身长跑活动已于上周日圆满结束，近千名市民参加。', '感谢每一位参与者和志愿者。']),
      place: '拉萨河南岸滨河步道',
      start_at: now - 8 * DAY,
      end_at: now - 8 * DAY + 4 * HOUR,
      signup_start_at: now - 30 * DAY,
      signup_end_at: now - 10 * DAY,
      capacity: 1000,
      organizer: '拉萨市体育局',
    },
    {
      ...base,
      id: ACTIVITY_IDS.vote,
      kind: 'vote',
      ord: 6,
      banner: 25,
      vote_id: VOTE_IDS.open,
      title: '第三届“最美乡村教师”网络评选',
      summary: '为扎根高原乡村的好老师投上一票。',
      content: paragraphs([
        '“最美乡村教师”评选活动旨在表彰长期扎根乡村、默默奉献的教师。',
        '经各县（区）推荐、评委会初审，12名候选人进入网络投票环节。',
      ]),
      place: '线上投票',
      start_at: now - 2 * DAY,
      end_at: now + 12 * DAY,
      signup_closed: 1,
      organizer: '自治区教育厅',
    },
    {
      ...base,
      id: ACTIVITY_IDS.lastPlaces,
      kind: 'signup',
      ord: 7,
      banner: 29,
      title: '雅鲁藏布江净滩环保徒步',
      summary: '一起走进雅江河谷，捡拾垃圾，守护母亲河。',
      content: paragraphs([
        '本次徒步全程约8公里，途中清理河滩垃圾，主办方提供手套、垃圾袋和午餐。',
        '报名审核结果仅在客户端内查看。',
      ]),
      place: '山南市乃东区雅江河谷',
      start_at: now + 9 * DAY,
      end_at: now + 9 * DAY + 6 * HOUR,
      signup_start_at: now - DAY,
      signup_end_at: now + 8 * DAY,
      capacity: 12,
      progress_in_app: 1,
      organizer: '山南市生态环境局',
    },
  ];
}

/** @returns {Record<number, typeof VOLUNTEER_FIELDS>} */
const FIELDS = () => ({
  [ACTIVITY_IDS.open]: VOLUNTEER_FIELDS,
  [ACTIVITY_IDS.notStarted]: SIMPLE_FIELDS,
  [ACTIVITY_IDS.full]: SIMPLE_FIELDS,
  [ACTIVITY_IDS.closed]: SIMPLE_FIELDS,
  [ACTIVITY_IDS.ended]: SIMPLE_FIELDS,
  [ACTIVITY_IDS.lastPlaces]: SIMPLE_FIELDS,
});

/** Seeded entries (anonymous of any member): how many each activity starts with. */
const SEEDED_ENTRIES = {
  [ACTIVITY_IDS.open]: 37,
  [ACTIVITY_IDS.full]: 30,
  [ACTIVITY_IDS.closed]: 64,
  [ACTIVITY_IDS.ended]: 212,
  [ACTIVITY_IDS.lastPlaces]: 2,
};

/** @type {[string, string, string][]} */
const TEACHERS = [
  ['次仁卓玛', '当雄县纳木湖乡小学', '在海拔4700米的牧区小学任教19年，带出了全乡第一批大学生。'],
  ['王建华', '墨竹工卡县扎雪乡小学', '从四川来到高原，一待就是二十二年，学生们叫他“汉族阿爸”。'],
  ['格桑曲珍', '尼木县吞巴乡小学', '把藏香制作引进课堂，让孩子们在家乡的非遗里学科学。'],
  ['李晓梅', '林周县强嘎乡小学', '每周末骑摩托车家访，三年走遍全乡82户牧民家庭。'],
  ['扎西平措', '萨迦县中学', '自制物理实验器材两百余件，学生物理成绩连续五年全县第一。'],
  ['张志强', '亚东县中学', '带领学生做边境气象观测，课题获全国青少年科技创新奖。'],
  ['央金拉姆', '定日县中学', '在珠峰脚下办起英语角，孩子们能用英语为登山者指路。'],
  ['刘海燕', '察隅县中学', '坚持双语教学研究，编写的校本教材在全县推广。'],
  ['德吉梅朵', '堆龙德庆区乃琼镇幼儿园', '把牧歌编进儿歌，让刚离开草原的孩子不再哭闹。'],
  ['陈秀英', '曲水县才纳乡幼儿园', '为留守儿童建起“故事小屋”，每晚视频给孩子讲故事。'],
  ['丹增旺久', '江孜县紫金乡幼儿园', '用废旧材料做玩教具，幼儿园获评自治区示范园。'],
  ['拉姆措', '措美县哲古镇幼儿园', '冬季坚持早到一小时烧炉子，十年从未间断。'],
];

/** @param {number} now */
function votes(now) {
  return [
    {
      id: VOTE_IDS.open,
      activity_id: ACTIVITY_IDS.vote,
      title: '第三届“最美乡村教师”网络评选',
      head_image: 25,
      rules:
        '1. 每位读者每天可投3票，可投给同一位候选人。\n2. 投票时间截止后不再计票。\n3. 严禁刷票，一经发现取消候选人资格。',
      start_at: now - 2 * DAY,
      end_at: now + 12 * DAY,
      daily_limit: 3,
      option_daily_limit: 3,
      access_count: 5268,
    },
    {
      id: VOTE_IDS.ended,
      activity_id: ACTIVITY_IDS.ended,
      title: '2026年冬季全民健身长跑“最佳风采”评选',
      head_image: 21,
      rules: '投票已结束，感谢参与。',
      start_at: now - 20 * DAY,
      end_at: now - 8 * DAY,
      daily_limit: 5,
      option_daily_limit: 1,
      access_count: 1830,
    },
  ];
}

const THEMES = [
  { id: 4101, vote_id: VOTE_IDS.open, name: '小学组', ord: 1 },
  { id: 4102, vote_id: VOTE_IDS.open, name: '中学组', ord: 2 },
  { id: 4103, vote_id: VOTE_IDS.open, name: '幼教组', ord: 3 },
  { id: 4104, vote_id: VOTE_IDS.ended, name: '风采组', ord: 1 },
];

function options() {
  const open = TEACHERS.map(([name, school, story], i) => ({
    id: 4201 + i,
    vote_id: VOTE_IDS.open,
    theme_id: 4101 + Math.floor(i / 4),
    no: i + 1,
    name,
    summary: school,
    description: paragraphs([`${name}，${school}教师。`, story]),
    pic: (i % 20) + 1,
    vote_count: 1200 - i * 73 + ((i * 37) % 50),
    access_count: 300 + i * 11,
  }));
  const ended = ['次仁多吉', '马丽', '平措旺堆'].map((name, i) => ({
    id: 4301 + i,
    vote_id: VOTE_IDS.ended,
    theme_id: 4104,
    no: i + 1,
    name,
    summary: '拉萨河南岸滨河步道',
    description: paragraphs([`${name}在长跑中帮助体力不支的跑者完赛。`]),
    pic: 30 + i,
    vote_count: 420 - i * 90,
    access_count: 100,
  }));
  return [...open, ...ended];
}

/**
 * @param {import('better-sqlite3').Database} db
 * @param {number} [seededAt]
 */
export function ensureActivities(db, seededAt = Date.now()) {
  // Whole hours of the platform's day (Beijing midnight, then an hour) read as real schedules;
  // every offset below is a day or more, so each activity keeps the state it is seeded for.
  const now = Math.floor((seededAt + 8 * HOUR) / DAY) * DAY - 8 * HOUR + 9 * HOUR;
  /** @param {string} table @param {Record<string, unknown>[]} rows */
  const insertAll = (table, rows) => {
    const keys = Object.keys(rows[0] ?? {});
    const stmt = db.prepare(
      `INSERT OR IGNORE INTO ${table} (${keys.join(', ')}) VALUES (${keys.map((k) => '@' + k).join(', ')})`,
    );
    for (const r of rows) stmt.run(r);
  };
  db.transaction(() => {
    const fresh = db.prepare('SELECT COUNT(*) FROM activities').pluck().get() === 0;
    insertAll('activities', activities(now));
    for (const [activityId, fields] of Object.entries(FIELDS())) {
      insertAll(
        'activity_fields',
        fields.map((f, i) => ({
          ...f,
          activity_id: Number(activityId),
          ord: i + 1,
          options: JSON.stringify(f.options),
        })),
      );
    }
    insertAll('votes', votes(now));
    insertAll('vote_themes', THEMES);
    insertAll('vote_options', options());
    // Entries only once: their codes are random, so a second start would add more.
    if (!fresh) return;
    let n = 0;
    for (const [activityId, count] of Object.entries(SEEDED_ENTRIES)) {
      const rows = Array.from({ length: count }, (_, i) => ({
        activity_id: Number(activityId),
        member_id: null,
        nickname: readerName(n++),
        answers: '{}',
        status: 1,
        regist_code: `SEED${activityId}${String(i + 1).padStart(4, '0')}`,
        created_at: seededAt - (count - i) * HOUR,
      }));
      insertAll('activity_entries', rows);
    }
    // The open activity's oldest entry answered its form, so its phone is taken (checkEntryRepeatField).
    const first = /** @type {{id: number}} */ (
      db.prepare('SELECT id FROM activity_entries WHERE regist_code = ?').get(`SEED${ACTIVITY_IDS.open}0001`)
    );
    db.prepare('UPDATE activity_entries SET answers = ? WHERE id = ?').run(
      JSON.stringify({ name: readerName(0), phone: TAKEN_PHONE, post: '赛道补给', day: '2026-12-07' }),
      first.id,
    );
    db.prepare(
      'INSERT OR IGNORE INTO activity_unique_values (activity_id, field_key, value, entry_id) VALUES (?, ?, ?, ?)',
    ).run(ACTIVITY_IDS.open, 'phone', TAKEN_PHONE, first.id);
  })();
}
