/**
 * Regions, their leaders and the messages readers left them (docs/platform-api.md, "Figures and
 * leaders"; migration 016): LeaderViewList. Readers' questions are the ones a regional message
 * board gets every winter (heating, school crossings, buses, medical insurance); the answers come
 * from the offices in charge. Seeded once per database (its own meta key).
 */
import { getMeta, setMeta } from '../db/open.mjs';
import { avatarPath } from '../lib/media-names.mjs';
import { ANCHOR_SECONDS } from '../lib/time.mjs';
import { rngFor } from './prng.mjs';

/** The region tree: 拉萨市 (1, the first top region) with four districts and counties, 林芝市 with one, 日喀则市. */
export const REGIONS = [
  { id: 1, parent_id: 0, name: '拉萨市' },
  { id: 2, parent_id: 1, name: '城关区' },
  { id: 3, parent_id: 1, name: '堆龙德庆区' },
  { id: 4, parent_id: 1, name: '达孜区' },
  { id: 5, parent_id: 1, name: '林周县' },
  { id: 6, parent_id: 0, name: '林芝市' },
  { id: 7, parent_id: 6, name: '巴宜区' },
  { id: 8, parent_id: 0, name: '日喀则市' },
];

export const LEADERS = [
  { id: 1, region_id: 1, name: '张卫东', post: '市长', intro: '主持市政府全面工作。' },
  {
    id: 2,
    region_id: 1,
    name: '达瓦次仁',
    post: '常务副市长',
    intro: '负责发展改革、财政、住房城乡建设、交通运输等方面工作。',
  },
  { id: 3, region_id: 1, name: '李红梅', post: '副市长', intro: '负责教育、卫生健康、医疗保障、民政等方面工作。' },
  { id: 4, region_id: 2, name: '普布扎西', post: '区委书记', intro: '主持区委全面工作。' },
  { id: 5, region_id: 2, name: '王建华', post: '区长', intro: '主持区政府全面工作。' },
  { id: 6, region_id: 3, name: '边巴次仁', post: '区长', intro: '主持区政府全面工作。' },
  { id: 7, region_id: 4, name: '刘志强', post: '区长', intro: '主持区政府全面工作。' },
  { id: 8, region_id: 5, name: '尼玛次仁', post: '县长', intro: '主持县政府全面工作。' },
  { id: 9, region_id: 6, name: '赵明', post: '市长', intro: '主持市政府全面工作。' },
  { id: 10, region_id: 6, name: '白玛央金', post: '副市长', intro: '负责文化旅游、农业农村、生态环境等方面工作。' },
  { id: 11, region_id: 7, name: '洛桑', post: '区长', intro: '主持区政府全面工作。' },
  { id: 12, region_id: 8, name: '孙立新', post: '市长', intro: '主持市政府全面工作。' },
];

/** Leader 1 has more answered messages than a page (10); leader 12 has none yet. */
export const ANSWERED_OF_FIRST_LEADER = 13;
/** A pending message by someone else: nobody but its author may see it. */
export const OTHERS_PENDING_TITLE = '小区电梯长期停运无人维修';

/** [title, content with {place}, answer with {place}, answering office] */
const TOPICS = [
  [
    '小区冬季供暖温度不达标',
    '我们是{place}某小区的住户，入冬以来室内温度只有十五六度，老人孩子受不了，找物业多次没有解决，希望领导关注。',
    '经市住房和城乡建设局会同供热企业现场核查，{place}该小区二次管网老化、末端失衡。供热企业已于上周完成管网冲洗和阀门更换，经回访，住户室温已达到18℃以上。感谢您的监督！',
    '市住房和城乡建设局',
  ],
  [
    '学校门口路口缺少红绿灯',
    '{place}小学门口的路口上下学时段车多人多，没有信号灯，孩子过马路很危险，建议尽快安装。',
    '市公安局交警支队已对该路口进行实地勘察，信号灯及人行横道已纳入今年交通设施建设计划，目前在上下学时段安排交警和护学岗值守。',
    '市公安局交警支队',
  ],
  [
    '农村客运班车班次太少',
    '从{place}乡镇到城区每天只有两班车，看病、办事很不方便，能否增加班次？',
    '市交通运输局已协调客运企业，自下月起在该线路增开早晚各一班次，并试点电话预约响应式公交。',
    '市交通运输局',
  ],
  [
    '建议社区开办老年食堂',
    '{place}老年人多，子女白天上班，很多老人吃饭成问题，建议社区开办老年食堂。',
    '市民政局回复：{place}已有两个社区老年助餐点投入运营，另有三个点位正在装修，年底前投入使用，六十岁以上老人就餐可享受补贴。',
    '市民政局',
  ],
  [
    '异地就医报销手续繁琐',
    '在区外住院回来报销，需要跑好几趟、准备很多材料，能否简化？',
    '市医疗保障局回复：目前已开通跨省异地就医直接结算，出院时即可直接结算。办理备案可通过国家医保服务平台手机端线上完成，无需到窗口。',
    '市医疗保障局',
  ],
  [
    '菜市场周边占道经营严重',
    '{place}菜市场门口每天早上占道经营，车辆行人通行困难，希望加强管理。',
    '区城市管理和综合执法局已在该路段增设临时疏导点，引导摊贩入场经营，并安排执法人员早高峰定点值守。',
    '区城市管理和综合执法局',
  ],
  [
    '河边步道公共厕所太少',
    '拉萨河沿岸步道散步的人很多，但公共厕所很少，建议增加。',
    '市城市管理局已将拉萨河沿岸新建三座公共厕所列入明年民生项目，建成前在重点点位设置移动厕所。',
    '市城市管理局',
  ],
  [
    '夜间施工噪音扰民',
    '{place}附近工地经常晚上十一点以后还在施工，严重影响休息。',
    '市生态环境局已对该工地进行调查，责令其停止夜间违规施工并依法处罚，今后确需夜间施工的须办理审批并提前公示。',
    '市生态环境局',
  ],
  [
    '牦牛肉销售渠道窄',
    '我们合作社的牦牛肉品质很好，但销路不畅，希望政府帮助拓宽销售渠道。',
    '市农业农村局已将该合作社纳入“高原好物”产销对接名录，并组织参加本月举办的农产品展销会，欢迎联系农业农村局市场科。',
    '市农业农村局',
  ],
  [
    '公交线路调整建议',
    '建议{place}新开通一条直达火车站的公交线路，方便群众出行。',
    '市交通运输局已对该区域客流进行调查，拟于明年春季开通定制公交线路，届时将向社会公布线路走向和发车时刻。',
    '市交通运输局',
  ],
];
const PLACES_BY_REGION = /** @type {Record<number, string[]>} */ ({
  1: ['金珠西路', '纳金路', '北京中路'],
  2: ['八廓街', '吉日街道', '扎细街道'],
  3: ['东嘎街道', '乃琼镇'],
  4: ['德庆镇'],
  5: ['甘丹曲果镇'],
  6: ['八一镇', '双拥路'],
  7: ['林芝镇'],
  8: ['桑珠孜区'],
});
const USER_NAMES = [
  '拉萨市民',
  '网友“格桑花”',
  '一位家长',
  '城关区居民',
  '合作社社员',
  '退休教师',
  '上班族小王',
  '网友“雪域雄鹰”',
];

/**
 * @param {import('better-sqlite3').Database} db
 */
export function ensureLeaders(db) {
  if (getMeta(db, 'leaders_seeded') !== null) return;
  db.transaction(() => {
    const region = db.prepare(
      'INSERT INTO regions (id, parent_id, name, order_id) VALUES (@id, @parent_id, @name, @id)',
    );
    for (const r of REGIONS) region.run(r);
    const leader = db.prepare(
      'INSERT INTO leaders (id, region_id, name, post, photo, intro, order_id) VALUES (@id, @region_id, @name, @post, @photo, @intro, @id)',
    );
    for (const l of LEADERS) leader.run({ ...l, photo: avatarPath('rp', ((l.id + 3) % 10) + 1) });
    const message =
      db.prepare(`INSERT INTO leader_messages (leader_id, member_id, user_name, title, content, created_at, status, answer, answer_by, answered_at)
      VALUES (@leader_id, 0, @user_name, @title, @content, @created_at, @status, @answer, @answer_by, @answered_at)`);
    for (const l of LEADERS) {
      const count = l.id === 1 ? ANSWERED_OF_FIRST_LEADER : l.id === 12 ? 0 : 2 + (l.id % 4);
      const places = PLACES_BY_REGION[l.region_id] ?? ['市区'];
      for (let i = 0; i < count; i++) {
        const rng = rngFor(600_000 + l.id * 100 + i);
        const [title, content, answer, office] = /** @type {string[]} */ (TOPICS[(l.id + i) % TOPICS.length]);
        const place = rng.pick(places);
        const created = ANCHOR_SECONDS - (i * 5 + rng.int(1, 4)) * 86400 - rng.int(0, 36000);
        message.run({
          leader_id: l.id,
          user_name: rng.pick(USER_NAMES),
          title,
          content: String(content).replaceAll('{place}', place),
          created_at: created,
          status: 1,
          answer: String(answer).replaceAll('{place}', place),
          answer_by: office,
          answered_at: created + rng.int(2, 6) * 86400,
        });
      }
    }
    message.run({
      leader_id: 1,
      user_name: '网友“高原读者”',
      title: OTHERS_PENDING_TITLE,
      content: '金珠西路某小区电梯停运两个月，物业推说没有维修资金，住高层的老人下不了楼。',
      created_at: ANCHOR_SECONDS - 3600,
      status: 0,
      answer: '',
      answer_by: '',
      answered_at: 0,
    });
    setMeta(db, 'leaders_seeded', '1');
  })();
}
