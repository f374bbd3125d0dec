/**
 * Vocabulary for generated content. Titles are stitched from these lists, so
 * keep every entry short and neutral; tests search for words that occur here
 * (e.g. 青稞).
 */

export const PLACES = [
  '拉萨',
  '日喀则',
  '林芝',
  '昌都',
  '山南',
  '那曲',
  '阿里',
  '当雄',
  '墨竹工卡',
  '堆龙德庆',
  '达孜',
  '江孜',
  '亚东',
  '定日',
  '米林',
  '波密',
  '察隅',
  '八宿',
  '羊八井',
  '纳木错',
  '羊卓雍措',
  '雅鲁藏布',
];

export const SUBJECTS = [
  '青稞产业',
  '牦牛养殖',
  '高原旅游',
  '生态保护',
  '乡村振兴',
  '教育帮扶',
  '医疗服务',
  '冬季供暖',
  '交通建设',
  '非遗传承',
  '藏香制作',
  '唐卡艺术',
  '文化惠民',
  '清洁能源',
  '光伏电站',
  '边境小康村',
  '湿地保护',
  '雪豹监测',
  '茶马古道',
  '农牧民增收',
  '数字乡村',
  '民族团结',
  '冰雪运动',
  '城市更新',
  '饮水安全',
  '电商直播',
];

export const ACTIONS = [
  '迎来新发展',
  '取得新成效',
  '按下"快进键"',
  '开展专项行动',
  '举办培训班',
  '启动建设',
  '通过验收',
  '再创新高',
  '交出亮眼成绩单',
  '走出致富路',
  '焕发新活力',
  '持续推进',
  '全面铺开',
  '喜获丰收',
  '跑出加速度',
  '亮点纷呈',
];

export const PEOPLE = [
  '驻村干部',
  '乡村教师',
  '护林员',
  '非遗传承人',
  '巡边员',
  '牧民',
  '乡村医生',
  '青年创业者',
  '志愿者',
  '援藏干部',
];

export const TITLE_LABELS = ['一图读懂', '视频', '聚焦', '权威发布', '现场', '特写', '快讯'];

export const SENTENCES = [
  '记者从有关部门获悉，相关工作已进入全面实施阶段。',
  '据介绍，项目建成后将惠及周边群众一万余人。',
  '当地干部群众表示，将继续巩固成果，推动高质量发展。',
  '今年以来，当地坚持因地制宜，探索出一条特色发展之路。',
  '走进村里，一排排新建的安居房整齐排列，格外醒目。',
  '专家认为，这一做法为高原地区提供了可复制的经验。',
  '活动现场气氛热烈，前来参观的游客络绎不绝。',
  '下一步，相关部门将加强统筹协调，确保各项任务落地见效。',
  '数据显示，前三季度相关产值同比增长百分之十二。',
  '在海拔四千多米的牧场上，牧民们正忙着转场。',
  '为保障群众温暖过冬，供暖企业提前完成设备检修。',
  '多名志愿者参与了此次活动，为群众提供义诊和政策宣讲。',
];

export const SOURCES = ['高原融媒', '新华社', '西藏日报', '中国西藏网', '拉萨晚报', '人民网', '央视新闻'];
export const SOURCES_EN = ['Plateau Media', 'Xinhua', 'China Daily', 'CGTN'];

export const PERSON_NAMES = [
  '扎西',
  '次仁',
  '卓玛',
  '达瓦',
  '央金',
  '格桑',
  '旦增',
  '尼玛',
  '拉姆',
  '边巴',
  '王磊',
  '李娜',
  '张伟',
  '刘洋',
  '陈静',
  '杨帆',
  '赵敏',
  '孙浩',
  '周婷',
  '吴鹏',
];

export const TAGS = [
  '乡村振兴',
  '生态保护',
  '文化旅游',
  '民生',
  '教育',
  '医疗',
  '交通',
  '非遗',
  '体育',
  '经济',
  '农牧',
  '科技',
  '雪顿节',
  '藏历新年',
  '援藏',
  '清洁能源',
  '边境',
  '青稞',
  '牦牛',
  '唐卡',
  'English',
  'Culture',
  'Travel',
  '直播',
  '图集',
  '视频',
  '专题',
  '便民',
  '天气',
  '安全',
];

export const HOT_WORDS = [
  '雪顿节',
  '青稞',
  '乡村振兴',
  '纳木错',
  '冬季供暖',
  '唐卡',
  '马拉松',
  '光伏',
  'Lhasa',
  '直播',
];

export const CAPTIONS = [
  '远眺雪山',
  '牧场转场',
  '青稞丰收',
  '古城街巷',
  '湖光山色',
  '节日盛装',
  '非遗工坊',
  '星空营地',
  '河谷晨雾',
  '经幡飘扬',
  '高原湿地',
  '新修公路',
];

// --- English column ---
export const EN_PLACES = [
  'Lhasa',
  'Shigatse',
  'Nyingchi',
  'Qamdo',
  'Shannan',
  'Nagqu',
  'Ngari',
  'Namtso Lake',
  'Yamdrok Lake',
];
export const EN_SUBJECTS = [
  'barley harvest',
  'yak farming',
  'tourism season',
  'wetland protection',
  'solar power plant',
  'Thangka art exhibition',
  'Shoton Festival',
  'winter heating',
  'border village',
  'marathon',
  'snow leopard survey',
];
export const EN_ACTIONS = [
  'reaches record high',
  'opens to visitors',
  'draws crowds',
  'enters new phase',
  'gets a boost',
  'shows steady growth',
  'wins national award',
  'brings new jobs',
];
export const EN_SENTENCES = [
  'Local officials said the project would benefit more than ten thousand residents.',
  'Visitors from across the country gathered to watch the celebrations.',
  'Experts say the approach offers a model for other high-altitude regions.',
  'Herders are moving their yaks to winter pastures at more than 4,000 metres.',
  'The county plans to expand the programme to three more townships next year.',
  'Volunteers provided free medical checks and explained new policies to villagers.',
];
