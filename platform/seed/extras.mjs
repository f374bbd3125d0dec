/**
 * Small fixed tables: media accounts, reporters, tags, modules, ads, hot words.
 * Literal data rather than generated, because clients and tests address it by id.
 */
import { avatarPath, moduleIconPath } from '../lib/media-names.mjs';
import { TAGS, HOT_WORDS, PERSON_NAMES } from './words.mjs';

/** xy (media) accounts. 10 is forbidden, 11 has xyStatus 1, 12 has xyStatus 4: clients must discard those. */
export const XY_ACCOUNTS = [
  ['拉萨发布', 0, 0],
  ['日喀则融媒', 0, 0],
  ['林芝文旅', 0, 0],
  ['昌都新闻', 0, 0],
  ['山南发布', 0, 0],
  ['那曲融媒', 0, 0],
  ['阿里发布', 0, 0],
  ['高原青年', 0, 0],
  ['雪域科普', 0, 0],
  ['违规被禁号', 0, 1],
  ['待审核号', 1, 0],
  ['已注销号', 4, 0],
].map(([name, status, forbidden], i) => ({
  id: i + 1,
  name: String(name),
  icon: avatarPath('xy', i + 1),
  description: `${name}：高原融媒入驻媒体号`,
  status: Number(status),
  forbidden: Number(forbidden),
}));

const DESKS = ['时政部', '经济部', '社会部', '文体部', '视频部', '摄影部', '新媒体部', '记者站', '评论部', '英文部'];
export const REPORTERS = DESKS.map((desk, i) => ({
  id: i + 1,
  name: PERSON_NAMES[i],
  icon: avatarPath('rp', i + 1),
  desk,
}));

export const TAG_ROWS = TAGS.map((name, i) => ({ id: i + 1, name }));

/** Module groups (type 1 service links, 2 column entries) and their items. */
export const MODULE_GROUPS = [
  { id: 1, column_id: 1, title: '便民服务', type: 1, ord: 1 },
  { id: 2, column_id: 1, title: '热门栏目', type: 2, ord: 2 },
  { id: 3, column_id: 11, title: '政务服务', type: 1, ord: 1 },
  { id: 4, column_id: 31, title: '办事指南', type: 1, ord: 1 },
];
const ITEMS = [
  // [group, name, duty, url, columnId]
  [1, '天气', '气象台', 'https://weather.cma.cn/web/weather/55591.html', 0],
  [1, '公交', '交通运输局', 'https://www.mot.gov.cn/', 0],
  [1, '社保', '人社局', 'https://si.12333.gov.cn/', 0],
  [1, '医保', '医保局', 'https://fuwu.nhsa.gov.cn/', 0],
  [1, '公积金', '公积金中心', 'https://www.gov.cn/fuwu/zt/gjjfw/index.htm', 0],
  [1, '违章查询', '交警支队', 'https://gab.122.gov.cn/', 0],
  [1, '快递', '邮政管理局', 'https://www.spb.gov.cn/', 0],
  [1, '政务大厅', '政务服务中心', '', 31],
  [2, '本地', '', '', 2],
  [2, '视频', '', '', 6],
  [2, '直播', '', '', 8],
  [2, '专题', '', '', 9],
  [3, '户籍办理', '公安局', 'https://gjzwfw.www.gov.cn/', 0],
  [3, '不动产登记', '自然资源局', 'https://www.mnr.gov.cn/', 0],
  [3, '营业执照', '市场监管局', 'https://www.gsxt.gov.cn/', 0],
  [3, '出入境', '出入境管理局', 'https://www.nia.gov.cn/', 0],
  [3, '税务', '税务局', 'https://etax.chinatax.gov.cn/', 0],
  [3, '12345热线', '政务服务中心', 'https://www.xizang.gov.cn/', 0],
  [4, '办事流程', '政务服务中心', 'https://www.xzzwfw.gov.cn/', 0],
  [4, '材料清单', '政务服务中心', 'https://www.xzzwfw.gov.cn/', 0],
  [4, '预约办理', '政务服务中心', 'https://www.xzzwfw.gov.cn/', 0],
  [4, '办件查询', '政务服务中心', 'https://www.xzzwfw.gov.cn/', 0],
  // The site's own pages (docs/decisions/0020), first in their group: the home page's way to an activity and a vote.
  [1, '活动报名', '融媒体中心', '/activityDetail/3001.html', 0, -2],
  [1, '投票评选', '自治区教育厅', '/activityVote/3006/4001.html', 0, -1],
];
export const MODULE_ITEMS = ITEMS.map(([group, name, duty, url, columnId, ord], i) => ({
  id: i + 1,
  group_id: Number(group),
  name: String(name),
  duty: String(duty),
  description: `${name}在线办理`,
  url: String(url),
  column_id: Number(columnId),
  icon: moduleIconPath(i + 1),
  ord: ord === undefined ? i + 1 : Number(ord),
}));

const T2026 = Date.UTC(2025, 11, 31, 16) / 1000; // 2026-01-01 00:00 +08:00
const T2031 = Date.UTC(2030, 11, 31, 16) / 1000; // 2031-01-01 00:00 +08:00
const T2025 = Date.UTC(2024, 11, 31, 16) / 1000; // 2025-01-01 00:00 +08:00
/** Ads. type: 1 splash, 2 in-list (position = after that list index), 3 article detail, 4 column banner. */
export const ADS = [
  {
    id: 1,
    title: '高原融媒客户端全新上线',
    type: 1,
    pic: 10,
    content_url: '{site}/downloadClient.html',
    size_scale: '9:16',
    page_time: 5,
    ad_order: 1,
    position: 0,
    column_id: 0,
  },
  {
    id: 2,
    title: '雪顿节门票限时预订',
    type: 2,
    pic: 11,
    content_url: '{site}/specDetail/35.html',
    size_scale: '3:1',
    page_time: 0,
    ad_order: 1,
    position: 4,
    column_id: 1,
  },
  {
    id: 3,
    title: '本地好物节',
    type: 2,
    pic: 13,
    content_url: '{site}/columnDetail/2.html',
    size_scale: '3:1',
    page_time: 0,
    ad_order: 1,
    position: 9,
    column_id: 2,
  },
  {
    id: 4,
    title: '高原旅游线路推荐',
    type: 3,
    pic: 14,
    content_url: '{site}/columnDetail/5.html',
    size_scale: '3:1',
    page_time: 0,
    ad_order: 1,
    position: 0,
    column_id: 0,
  },
  // Column banners (docs/product.md §2 "Advertising"): the site's own house ads, a paper subscription on the first column, a sign-up on the second.
  {
    id: 5,
    title: '2027年《高原日报》征订开始 · 全年订阅享八折',
    type: 4,
    pic: 15,
    content_url: '{site}/paper.html',
    size_scale: '4:1',
    page_time: 0,
    ad_order: 1,
    position: 0,
    column_id: 1,
  },
  {
    id: 8,
    title: '2026拉萨半程马拉松志愿者招募中',
    type: 4,
    pic: 12,
    content_url: '{site}/activityDetail/3001.html',
    size_scale: '4:1',
    page_time: 0,
    ad_order: 1,
    position: 0,
    column_id: 2,
  },
  // Expired on purpose: clients that check endTime must hide it.
  {
    id: 6,
    title: '已过期的广告',
    type: 2,
    pic: 16,
    content_url: '{site}/columnDetail/1.html',
    size_scale: '3:1',
    page_time: 0,
    ad_order: 2,
    position: 14,
    column_id: 1,
    start_time: T2025 - 86400 * 30,
    end_time: T2025,
  },
  {
    id: 7,
    title: '短视频大赛征集',
    type: 2,
    pic: 17,
    content_url: '{site}/columnDetail/6.html',
    size_scale: '3:1',
    page_time: 0,
    ad_order: 1,
    position: 3,
    column_id: 6,
  },
].map((a) => ({ start_time: T2026, end_time: T2031, ...a }));

export const HOT_WORD_ROWS = HOT_WORDS.map((word, i) => ({ word, ord: i + 1 }));
