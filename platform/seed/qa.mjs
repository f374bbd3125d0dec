/**
 * The Q&A content (docs/decisions/0026): ask-bar topics with readers' questions and the answers of the offices
 * concerned (one topic closed, one with a page and more of answered questions), the demo member's
 * own questions in every status, and government Q&A in every qaType and media kind. Seeded once
 * per database (meta row `qa_seeded`), after the demo members, also into older databases.
 */
import { getMeta, setMeta } from '../db/open.mjs';
import { picturePath, VIDEO } from '../lib/media-names.mjs';
import { DEMO_MEMBER } from './members.mjs';
import { VOICE_NOTE } from './community.mjs';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
const pics = (/** @type {number[]} */ ...n) => JSON.stringify(n.map((i) => picturePath(i, 'big')));

/** Ids the tests and docs name (docs/platform-api.md, "Q&A"). */
export const QA_SEED = { openTopic: 1, closedTopic: 4, answeredQuestion: 1, unansweredGovQa: 9, govQaCount: 8 };

/** Readers who ask (not members: the public names they gave). */
const ASKERS = [
  '拉萨市民李女士',
  '索朗次仁',
  '普布卓玛',
  '网友“雪域阳光”',
  '王先生',
  '德吉央宗',
  '张老师',
  '次旦多吉',
  '格桑梅朵',
  '刘先生',
  '白玛',
  '赵女士',
];

const TOPICS = [
  {
    id: 1,
    title: '医保问答：异地就医和门诊报销怎么办',
    xy_id: 1,
    open: 1,
    pic: picturePath(6, 'big'),
    description: '拉萨市医疗保障局的工作人员在线解答异地就医备案、门诊慢特病报销和医保卡使用中的问题。',
    ago: 20 * DAY_MS,
    answerer: '拉萨市医疗保障局',
  },
  {
    id: 2,
    title: '冬季供暖答疑：暖气不热找谁',
    xy_id: 1,
    open: 1,
    pic: picturePath(11, 'big'),
    description: '供暖季开始了。拉萨市住房和城乡建设局、各供暖企业为市民解答缴费、室温不达标和报修的问题。',
    ago: 30 * DAY_MS,
    answerer: '拉萨市住房和城乡建设局',
  },
  {
    id: 3,
    title: '林芝赏花季出行问答',
    xy_id: 3,
    open: 1,
    pic: picturePath(15, 'big'),
    description: '桃花节期间的交通管制、景区预约、住宿价格，林芝市文化和旅游局为您解答。',
    ago: 40 * DAY_MS,
    answerer: '林芝市文化和旅游局',
  },
  {
    id: 4,
    title: '2026年高考志愿填报答疑',
    xy_id: 8,
    open: 0,
    pic: picturePath(19, 'big'),
    description: '招生考试院专家解答志愿填报、专项计划和录取查询问题。本期答疑已结束，问题和回复仍可查看。',
    ago: 150 * DAY_MS,
    answerer: '西藏自治区教育考试院',
  },
];

/** [topic, question, answer] */
const QUESTIONS = [
  [
    1,
    '我在成都上班，医保在拉萨，异地就医备案要带什么材料？可以网上办吗？',
    '可以网上办理。通过国家医保服务平台APP或“西藏医保”公众号选择“异地就医备案”，填写参保地和就医地即可，长期异地工作人员只需承诺书，无需其他材料，备案即时生效。',
  ],
  [
    1,
    '门诊慢特病每年报销有上限吗？高血压能报多少？',
    '门诊慢特病实行年度支付限额。高血压（有并发症）年度限额为3000元，政策范围内报销比例在职职工为85%，城乡居民为70%。具体以定点医疗机构结算为准。',
  ],
  [
    1,
    '孩子在内地上大学，医保在家乡交还是学校交？',
    '在校大学生可以在学校所在地参加城乡居民医保，也可以继续在户籍地参保，但不能重复参保。建议开学后咨询学校，已在学校参保的，家乡这边无需再缴。',
  ],
  [
    1,
    '医保卡丢了怎么补办？补办期间看病怎么结算？',
    '可到就近的社保卡服务网点或合作银行网点挂失补办，一般即时制卡。补办期间可以使用医保电子凭证扫码结算，在微信或支付宝搜索“医保电子凭证”激活即可。',
  ],
  [
    1,
    '我父母在老家农村参保，来拉萨住一段时间，生病能直接结算吗？',
    '可以。临时来拉萨的，在参保地办理“临时外出就医人员”备案后，在拉萨的联网定点医院可以直接结算，报销比例比长期备案略低5个百分点。',
  ],
  [
    1,
    '个人账户里的钱能给家人用吗？',
    '可以。职工医保个人账户可以用于配偶、父母、子女在定点医疗机构就医和定点药店购药的个人负担费用，需要先在“西藏医保”公众号绑定家庭共济关系。',
  ],
  [
    1,
    '在药店买药，为什么有的药不能刷医保卡？',
    '定点药店只能对医保目录内的药品使用医保结算，保健品、器械和目录外药品不能刷卡。购药前可以向店员确认，或在国家医保服务平台查询药品是否在目录内。',
  ],
  [
    2,
    '我家在城关区金珠西路的小区，暖气片一直是温的，室温只有14度，打了热线还没人来。',
    '您好，已转交供暖企业。按规定，供暖期间卧室、起居室温度不低于18℃。维修人员将在24小时内上门测温，测温不达标的按天退还采暖费。',
  ],
  [
    2,
    '今年的采暖费标准是多少？能分月交吗？',
    '今年居民采暖费标准未调整，按建筑面积每平方米每个采暖季32元。可以通过供暖企业的公众号分两次缴纳，第一次在供暖开始前，第二次在次年1月底前。',
  ],
  [
    2,
    '家里长期没人住，可以申请停暖吗？',
    '可以在供暖开始前30天向供暖企业申请停暖，停暖期间按标准的20%缴纳基本热费。已开始供暖的，本采暖季不再受理停暖申请。',
  ],
  [
    2,
    '楼道里的暖气管道漏水了，谁负责维修？',
    '楼道等公共部分的供暖管道由供暖企业负责维修，请拨打所在片区供暖企业的24小时报修电话。户内管道和暖气片由业主自行维修，供暖企业可提供有偿服务。',
  ],
  [
    2,
    '新买的房子第一次供暖要办什么手续？',
    '请携带购房合同或不动产权证、身份证到供暖企业营业厅办理开户，开户后缴纳采暖费即可。首次供暖前建议检查户内阀门是否打开。',
  ],
  [
    2,
    '供暖期间暖气片可以加装或者改位置吗？',
    '供暖期间不得私自改装暖气设施，以免影响整栋楼的供暖平衡。确需改装的，请在非供暖期向供暖企业提出申请，由专业人员施工。',
  ],
  [
    3,
    '桃花节期间开车去嘎拉村，需要预约吗？路上堵不堵？',
    '嘎拉村桃花沟景区实行分时段预约，可在“林芝文旅”小程序预约。周末上午9点到11点车流量最大，建议错峰出行，或在林芝镇换乘景区摆渡车。',
  ],
  [
    3,
    '从拉萨到林芝坐火车要多久？票好买吗？',
    '拉林铁路复兴号从拉萨到林芝约3.5小时。赏花季周末车票紧张，建议提前在12306购票，铁路部门在桃花节期间会增开临时列车。',
  ],
  [
    3,
    '赏花季的酒店会不会乱涨价？遇到了怎么办？',
    '我局已对主要景区周边住宿价格开展专项检查，要求明码标价。如遇价格欺诈，请拨打12345热线或12315投诉，我们将及时处理。',
  ],
  [
    3,
    '带老人去林芝，会不会有高原反应？',
    '林芝市区海拔约2900米，比拉萨低，多数人没有明显反应。老人出行前建议做身体检查，抵达后避免剧烈运动，景区游客中心配有吸氧点。',
  ],
  [
    3,
    '鲁朗小镇冬天值得去吗？有什么活动？',
    '冬季的鲁朗雪景很美，游客较少。12月到次年2月有“冬游西藏”优惠活动，部分景区门票免费，酒店有折扣，欢迎前来。',
  ],
  [
    4,
    '专项计划和普通批次可以同时报吗？',
    '可以。专项计划单独设置批次、单独录取，不影响普通批次的志愿填报。被专项计划录取的考生，不再参加后续批次录取。',
  ],
  [
    4,
    '录取结果在哪里查？什么时候能收到通知书？',
    '可在西藏自治区教育考试院网站或公众号查询录取结果。录取通知书由高校直接寄出，一般在录取结束后两到三周内收到。',
  ],
  [
    4,
    '平行志愿是怎么投档的？',
    '平行志愿按照“分数优先、遵循志愿”的原则投档：先按考生成绩从高到低排序，再依次检索每位考生的志愿，投到第一个符合条件的院校。',
  ],
];

/** Government Q&A: every qaType (1 consultation, 2 complaint, 3 suggestion, 4 request for help) and every media kind. */
const GOV_QAS = [
  {
    id: 1,
    qa_type: 1,
    title: '退休人员医保关系转回拉萨怎么办理？',
    asker: '王先生',
    region: '拉萨市城关区',
    department: '拉萨市医疗保障局',
    content: '我在内地退休，准备回拉萨养老，医保关系怎么转回来？缴费年限能累计吗？',
    answer:
      '您好！可以通过国家医保服务平台申请医保关系转移接续，转出地审核后将缴费年限和个人账户余额一并转入。职工医保缴费年限可以累计计算，详细流程见下图。',
    answer_pics: pics(21),
    images: '[]',
    audios: '[]',
    videos: '[]',
    qa_config: '{"showAsker":1,"discussClosed":0}',
    ago: 3 * DAY_MS,
  },
  {
    id: 2,
    qa_type: 2,
    title: '夜市油烟扰民，多次反映没有解决',
    asker: '13800138888',
    region: '拉萨市城关区',
    department: '城关区城市管理和综合执法局',
    content: '太阳岛夜市每天晚上烧烤油烟很大，直接飘进我们小区，窗户都不敢开。附上照片。',
    answer:
      '您好，收到反映后我局执法人员当晚到现场核查，已责令相关摊位加装油烟净化设备，并将烧烤区向南移动50米。后续将持续巡查，感谢您的监督。',
    images: pics(8, 13),
    answer_pics: pics(24),
    audios: '[]',
    videos: '[]',
    qa_config: '{"showAsker":1,"discussClosed":0}',
    ago: 6 * DAY_MS,
  },
  {
    id: 3,
    qa_type: 3,
    title: '建议在布达拉宫广场周边增设无障碍通道',
    asker: '德吉央宗',
    region: '拉萨市城关区',
    department: '拉萨市住房和城乡建设局',
    content:
      '我家老人坐轮椅，布达拉宫广场北侧几处台阶没有坡道，过去很不方便，建议增设无障碍通道。具体位置我录了一段语音说明。',
    answer:
      '感谢您的建议。经现场查看，广场北侧确有三处台阶缺少坡道，已列入今年无障碍环境建设计划，预计明年五月前完工。',
    audios: JSON.stringify([VOICE_NOTE]),
    images: '[]',
    answer_pics: '[]',
    videos: '[]',
    qa_config: '{"showAsker":1,"discussClosed":0}',
    ago: 10 * DAY_MS,
  },
  {
    id: 4,
    qa_type: 4,
    title: '独居老人冬天取暖困难，能帮帮忙吗？',
    asker: '次旦多吉',
    region: '日喀则市桑珠孜区',
    department: '桑珠孜区民政局',
    content:
      '我们村有一位独居老人，家里的炉子坏了，冬天很冷，老人行动不便，希望政府帮帮他。附上一段老人家里的视频和照片。',
    answer:
      '您好！接到求助后，镇民政办和村委会干部第二天就上门，为老人更换了新炉子，送去了棉被和燃料，并把老人纳入重点关爱对象，每周上门探访。',
    videos: JSON.stringify([VIDEO.mp4]),
    images: pics(30),
    answer_pics: '[]',
    audios: '[]',
    qa_config: '{"showAsker":0,"discussClosed":0}',
    ago: 12 * DAY_MS,
  },
  {
    id: 5,
    qa_type: 1,
    title: '灵活就业人员可以缴纳住房公积金吗？',
    asker: '普布卓玛',
    region: '拉萨市堆龙德庆区',
    department: '拉萨住房公积金管理中心',
    content: '我是个体户，想交住房公积金以后贷款买房，可以吗？每月最低交多少？',
    answer:
      '可以。灵活就业人员可以以个人身份自愿缴存住房公积金，月缴存基数不低于上年度全市最低工资标准，缴存比例为10%至24%，连续缴存满6个月可申请贷款。',
    images: '[]',
    audios: '[]',
    videos: '[]',
    answer_pics: '[]',
    qa_config: '{"showAsker":1,"discussClosed":1}',
    ago: 15 * DAY_MS,
  },
  {
    id: 6,
    qa_type: 2,
    title: '出租车拒载、不打表',
    asker: '网友“雪域阳光”',
    region: '拉萨市',
    department: '拉萨市交通运输局',
    content: '昨晚八点在拉萨火车站打车，连续两辆出租车拒载，第三辆不打表要价80元。有录音为证。',
    answer:
      '您好，经调查核实，涉事驾驶员不打表议价的行为属实，已依法作出罚款并暂停营运资格的处罚。我局将在火车站增派执法人员，规范夜间运营秩序。',
    audios: JSON.stringify([VOICE_NOTE]),
    images: '[]',
    videos: '[]',
    answer_pics: pics(27),
    qa_config: '{"showAsker":1,"discussClosed":0}',
    ago: 20 * DAY_MS,
  },
  {
    id: 7,
    qa_type: 3,
    title: '建议延长拉萨市图书馆周末开放时间',
    asker: '张老师',
    region: '拉萨市城关区',
    department: '拉萨市文化局',
    content: '周末带孩子去图书馆的家长很多，下午五点就闭馆太早了，建议周末延长到晚上八点。附上闭馆时门口的视频。',
    answer: '感谢您的建议！自下月起，市图书馆周六、周日开放时间延长至20:00，少儿阅览室同步延长。',
    images: pics(33),
    audios: '[]',
    videos: JSON.stringify([VIDEO.mp4]),
    answer_pics: '[]',
    qa_config: '{"showAsker":1,"discussClosed":0}',
    ago: 25 * DAY_MS,
  },
  {
    id: 8,
    qa_type: 4,
    title: '牧区孩子上学路远，能否开通校车？',
    asker: '格桑梅朵',
    region: '那曲市色尼区',
    department: '色尼区教育局',
    content: '我们乡离中心小学有三十多公里，孩子每周往返很不方便，能不能开通校车？',
    answer:
      '您好，区教育局已会同交通部门实地勘察线路，今年秋季学期起开通两条校车线路，每周五下午送学生回家、周日下午接学生返校，免费乘坐。',
    images: pics(36),
    audios: '[]',
    videos: '[]',
    answer_pics: pics(38, 39),
    qa_config: '{"showAsker":1,"discussClosed":0}',
    ago: 40 * DAY_MS,
  },
];

/** @param {import('better-sqlite3').Database} db */
export function ensureQa(db) {
  if (getMeta(db, 'qa_seeded') !== null) return;
  const demo = /** @type {{id: number, nickname: string, head: string} | undefined} */ (
    db.prepare('SELECT id, nickname, head FROM members WHERE phone = ?').get(DEMO_MEMBER.phone)
  );
  db.transaction(() => {
    const now = Date.now();
    const topic = db.prepare(`INSERT INTO qa_topics (id, title, description, pic, xy_id, open, created_at)
      VALUES (@id, @title, @description, @pic, @xy_id, @open, @created_at)`);
    for (const t of TOPICS)
      topic.run({
        id: t.id,
        title: t.title,
        description: t.description,
        pic: t.pic,
        xy_id: t.xy_id,
        open: t.open,
        created_at: now - t.ago,
      });

    const question =
      db.prepare(`INSERT INTO qa_questions (topic_id, member_id, author_name, author_head, content, pics, status, reply_note,
      count_click, count_praise, created_at, answered_at)
      VALUES (@topic_id, @member_id, @author_name, '', @content, @pics, @status, @reply_note, @count_click, @count_praise, @created_at, @answered_at)`);
    const answer = db.prepare(
      'INSERT INTO qa_answers (question_id, answerer, content, pics, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    QUESTIONS.forEach(([topicId, content, reply], i) => {
      const t = TOPICS.find((x) => x.id === topicId);
      if (!t) throw new Error(`seed question of unknown topic ${topicId}`);
      // Older questions first: the list's newest answer is the last one written above for each topic.
      const askedAt = now - t.ago + (i + 1) * 7 * HOUR_MS;
      const answeredAt = askedAt + 5 * HOUR_MS;
      // The demo member asked two of them: their public page lists them.
      const byDemo = demo && (i === 0 || i === 13);
      const id = Number(
        question.run({
          topic_id: topicId,
          member_id: byDemo ? demo.id : null,
          author_name: byDemo ? demo.nickname : ASKERS[i % ASKERS.length],
          content,
          pics: i % 5 === 0 ? pics(2 + (i % 30)) : '[]',
          status: 1,
          reply_note: '',
          count_click: ((i * 37) % 211) + 12,
          count_praise: (i * 11) % 40,
          created_at: askedAt,
          answered_at: answeredAt,
        }).lastInsertRowid,
      );
      answer.run(id, t.answerer, reply, '[]', answeredAt);
      // Some questions were answered twice: a follow-up from the office.
      if (i % 4 === 1)
        answer.run(
          id,
          t.answerer,
          '补充说明：如仍有疑问，可拨打12345政务服务便民热线，或到政务服务大厅医保、住建窗口现场咨询。',
          '[]',
          answeredAt + DAY_MS,
        );
    });
    if (demo) {
      // The demo member's own questions waiting for an answer, and one not taken up: only they see these.
      question.run({
        topic_id: 2,
        member_id: demo.id,
        author_name: demo.nickname,
        content: '我们楼的暖气下午四点以后就不热了，是不是晚上降温了？',
        pics: '[]',
        status: 0,
        reply_note: '',
        count_click: 0,
        count_praise: 0,
        created_at: now - 2 * HOUR_MS,
        answered_at: null,
      });
      question.run({
        topic_id: 3,
        member_id: demo.id,
        author_name: demo.nickname,
        content: '你们的小编是哪里人？',
        pics: '[]',
        status: 2,
        reply_note: '与本期问答主题无关，未予采纳。',
        count_click: 0,
        count_praise: 0,
        created_at: now - DAY_MS,
        answered_at: null,
      });
    }

    const gov =
      db.prepare(`INSERT INTO gov_qas (id, title, content, asker, region, department, answer, images, audios, videos, answer_pics,
      qa_type, qa_config, count_click, created_at, answered_at)
      VALUES (@id, @title, @content, @asker, @region, @department, @answer, @images, @audios, @videos, @answer_pics,
      @qa_type, @qa_config, @count_click, @created_at, @answered_at)`);
    for (const q of GOV_QAS) {
      const { ago, ...row } = q;
      gov.run({ ...row, count_click: 100 + q.id * 53, created_at: now - ago, answered_at: now - ago + 2 * DAY_MS });
    }
    // One still with the department: not public yet.
    gov.run({
      id: 9,
      qa_type: 1,
      title: '城关区幼儿园报名时间是什么时候？',
      content: '想问一下明年春季幼儿园什么时候开始报名？',
      asker: '白玛',
      region: '拉萨市城关区',
      department: '城关区教育局',
      answer: '',
      images: '[]',
      audios: '[]',
      videos: '[]',
      answer_pics: '[]',
      qa_config: '{"showAsker":1,"discussClosed":0}',
      count_click: 0,
      created_at: now - HOUR_MS,
      answered_at: null,
    });
    setMeta(db, 'qa_seeded', '1');
  })();
}
