/**
 * The fixed column tree. Ids are explicit (not insertion order) so tests and the
 * contract document can name them, and so adding a column never renumbers others.
 *
 * columnType: 0 article list, 1 link, 2 service, 3 special-topic column.
 * weight: share of generated articles (0 = the seed puts none there).
 */

/**
 * @typedef {{id:number, parentId:number, name:string, style:string, columnType?:number,
 *   description?:string, linkUrl?:string, keyword?:string, isForbidden?:number, appShow?:number,
 *   appFixed?:number, topCount?:number, topModuleTitle?:string, banner?:number, lang?:string,
 *   weight:number, icon?:boolean}} ColumnDef
 */

/** @type {ColumnDef[]} */
export const COLUMNS = [
  // --- top level (parentId 0), in menu order ---
  {
    id: 1,
    parentId: 0,
    name: '要闻',
    style: 'news',
    appFixed: 1,
    topCount: 2,
    topModuleTitle: '今日关注',
    description: '高原融媒头条要闻',
    weight: 8,
    icon: true,
  },
  { id: 2, parentId: 0, name: '本地', style: 'news', description: '各地市新闻', weight: 3, icon: true },
  { id: 3, parentId: 0, name: '时政', style: 'news', description: '时政要闻与政策', weight: 3, icon: true },
  { id: 4, parentId: 0, name: '经济', style: 'bigPic', description: '产业与经济', weight: 3, icon: true },
  { id: 5, parentId: 0, name: '文旅', style: 'threePics', description: '文化与旅游', weight: 3, icon: true },
  { id: 6, parentId: 0, name: '视频', style: 'video', description: '视频新闻', weight: 4, icon: true },
  { id: 7, parentId: 0, name: '图片', style: 'image', description: '图片新闻与图集', weight: 3, icon: true },
  { id: 8, parentId: 0, name: '直播', style: 'live', description: '直播与回放', weight: 2, icon: true },
  { id: 9, parentId: 0, name: '专题', style: 'special', description: '专题报道', weight: 0, icon: true },
  {
    id: 10,
    parentId: 0,
    name: 'English',
    style: 'news',
    lang: 'en',
    description: 'Plateau Media in English',
    weight: 3,
    icon: true,
  },
  {
    id: 11,
    parentId: 0,
    name: '服务',
    style: 'service',
    columnType: 2,
    description: '便民服务',
    weight: 0,
    icon: true,
  },
  { id: 12, parentId: 0, name: '体育', style: 'news', description: '体育赛事', weight: 2, icon: true },
  {
    id: 13,
    parentId: 0,
    name: '学习平台',
    style: 'link',
    columnType: 1,
    linkUrl: 'https://www.xuexi.cn/',
    description: '学习强国：理论学习、新闻资讯与公开课',
    weight: 0,
    icon: true,
  },

  // --- children ---
  { id: 14, parentId: 2, name: '拉萨', style: 'news', weight: 2 },
  { id: 15, parentId: 2, name: '日喀则', style: 'news', weight: 2 },
  { id: 16, parentId: 2, name: '林芝', style: 'bigPic', weight: 2 },
  { id: 17, parentId: 2, name: '昌都', style: 'threePics', weight: 2 },
  // Forbidden column: present in getColumns so clients can prove they filter it.
  { id: 18, parentId: 2, name: '内部测试', style: 'news', isForbidden: 1, appShow: 0, weight: 0 },
  { id: 19, parentId: 3, name: '政策解读', style: 'news', weight: 2 },
  { id: 20, parentId: 3, name: '人事任免', style: 'news', weight: 1 },
  { id: 21, parentId: 4, name: '产业', style: 'news', weight: 2 },
  { id: 22, parentId: 4, name: '农牧', style: 'threePics', weight: 2 },
  { id: 23, parentId: 5, name: '景区', style: 'image', weight: 2 },
  { id: 24, parentId: 5, name: '非遗', style: 'news', weight: 2 },
  { id: 25, parentId: 6, name: '短视频', style: 'video', weight: 2 },
  { id: 26, parentId: 6, name: '纪录片', style: 'video', weight: 1 },
  { id: 27, parentId: 7, name: '摄影', style: 'image', weight: 2 },
  { id: 28, parentId: 10, name: 'Culture', style: 'news', lang: 'en', weight: 2 },
  { id: 29, parentId: 10, name: 'Travel', style: 'bigPic', lang: 'en', weight: 2 },
  {
    id: 30,
    parentId: 11,
    name: '便民查询',
    style: 'link',
    columnType: 1,
    linkUrl: 'https://gjzwfw.www.gov.cn/',
    description: '国家政务服务平台：社保、公积金、户籍、出入境等事项查询与办理',
    weight: 0,
  },
  { id: 31, parentId: 11, name: '政务服务', style: 'service', columnType: 2, weight: 0 },
  {
    id: 32,
    parentId: 11,
    name: '天气',
    style: 'link',
    columnType: 1,
    linkUrl: 'https://weather.cma.cn/web/weather/55591.html',
    description: '中国气象局：拉萨未来七天天气预报与预警',
    weight: 0,
  },
  { id: 33, parentId: 12, name: '足球', style: 'news', weight: 1 },
  { id: 34, parentId: 12, name: '马拉松', style: 'news', weight: 1 },

  // --- special topics: children of 专题, hidden from menus, opened via subColumnID ---
  {
    id: 35,
    parentId: 9,
    name: '2026雪顿节',
    style: 'special',
    columnType: 3,
    appShow: 0,
    banner: 5,
    description: '雪顿节特别报道',
    weight: 0,
  },
  {
    id: 36,
    parentId: 9,
    name: '乡村振兴进行时',
    style: 'special',
    columnType: 3,
    appShow: 0,
    banner: 12,
    description: '聚焦乡村振兴',
    weight: 0,
  },
  {
    id: 37,
    parentId: 9,
    name: '高原生态保护',
    style: 'special',
    columnType: 3,
    appShow: 0,
    banner: 23,
    description: '守护高原生态',
    weight: 0,
  },
  { id: 38, parentId: 35, name: '节庆动态', style: 'news', weight: 1 },
  { id: 39, parentId: 35, name: '精彩图集', style: 'image', weight: 1 },
  { id: 40, parentId: 36, name: '产业振兴', style: 'news', weight: 1 },
  { id: 41, parentId: 36, name: '人物故事', style: 'news', weight: 1 },
  { id: 42, parentId: 37, name: '雪豹监测', style: 'news', weight: 1 },
  { id: 43, parentId: 37, name: '湿地保护', style: 'bigPic', weight: 1 },
];

/** Columns that receive generated articles, in id order (the round-robin order). */
export const ARTICLE_COLUMNS = COLUMNS.filter((c) => c.weight > 0);

/** @param {number} id */
export const columnById = (id) => {
  const c = COLUMNS.find((x) => x.id === id);
  if (!c) throw new Error(`seed: no column ${id}`);
  return c;
};
