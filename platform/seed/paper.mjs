/**
 * The paper edition (docs/product.md §2): two papers with three weeks of issues ending on the day the
 * platform is seeded (a daily paper's newest issue is today's), their layouts (pages) with
 * generated page images (platform/seed/paper-images.mjs) and the articles on each layout with
 * their region on the page image. Text is drawn from a per-issue rng, so the same day index
 * always reads the same; only the dates follow the calendar.
 */
import { rngFor } from './prng.mjs';
import * as W from './words.mjs';
import { PAPER_PAGE, paperTemplate, paperPicPath, paperPdfPath } from './paper-images.mjs';

/** @typedef {{id: number, name: string, code: string, description: string, days: number, skipWeekday: number | null,
 *   layouts: {no: string, name: string}[]}} PaperDef */

/** @type {PaperDef[]} */
export const PAPERS = [
  {
    id: 1,
    name: '高原日报',
    code: 'gyrb',
    description: '高原融媒主办的综合性日报',
    days: 21,
    skipWeekday: null,
    layouts: [
      { no: '01', name: '要闻' },
      { no: '02', name: '本地' },
      { no: '03', name: '经济' },
      { no: '04', name: '文旅' },
    ],
  },
  // An evening paper that does not appear on Sundays: the calendar has gaps.
  {
    id: 2,
    name: '拉萨晚报',
    code: 'lswb',
    description: '拉萨市民身边的晚报',
    days: 21,
    skipWeekday: 0,
    layouts: [
      { no: '01', name: '城事' },
      { no: '02', name: '生活' },
    ],
  },
];

/**
 * The paper whose newest issue has its pages as PDFs (docs/decisions/0063): the evening paper, so the
 * daily's pages show how an issue without them looks.
 */
export const PDF_PAPER_ID = 2;

/** Paper article ids start here: far above the articles' own ids, so the two never meet. */
export const PAPER_ARTICLE_BASE = 9_000_000;

const DAY = 86400;
const CHINA = 8 * 3600;

/** The China date ('2026-11-23') of unix seconds. @param {number} seconds */
export function chinaDate(seconds) {
  return new Date((seconds + CHINA) * 1000).toISOString().slice(0, 10);
}

/**
 * When an issue is wholly online, in seconds after its China midnight: papers are out at five, and
 * their articles go online a layout at a time over the next hour and a half (paperRows).
 */
const ISSUE_ONLINE_BY = 7 * 3600;

/**
 * The China date of the newest issue at `seconds`: today's from seven, yesterday's before. Dating it
 * from the calendar alone made the night's newest issue (China's midnight to five, 16:00–21:00 UTC) one
 * whose articles all lay in the future, every one stamped the same minute.
 * @param {number} seconds
 */
export function newestIssueDate(seconds) {
  return chinaDate(seconds - ISSUE_ONLINE_BY);
}

/** @param {number} seconds @param {PaperDef} paper whether the paper appears on the China date of `seconds` */
const appearsOn = (seconds, paper) =>
  paper.skipWeekday === null || new Date(`${chinaDate(seconds)}T00:00:00Z`).getUTCDay() !== paper.skipWeekday;

/** @param {import('./prng.mjs').Rng} rng */
function paperTitle(rng) {
  const [p, s, a] = [rng.pick(W.PLACES), rng.pick(W.SUBJECTS), rng.pick(W.ACTIONS)];
  return rng.pick([`${p}${s}${a}`, `${p}：${s}${a}`, `${s}${a} ${p}群众得实惠`, `${rng.int(3, 40)}个项目落地${p}`]);
}

/** @param {import('./prng.mjs').Rng} rng @param {string} title @param {string} author */
function paperBody(rng, title, author) {
  const paragraphs = Array.from({ length: rng.int(4, 6) }, () =>
    Array.from({ length: rng.int(2, 3) }, () => rng.pick(W.SENTENCES)).join(''),
  );
  return [
    `<p>本报讯（记者 ${author}）${paragraphs[0]}</p>`,
    ...paragraphs.slice(1).map((text) => `<p>${text}</p>`),
    `<p>（${title.slice(0, 6)}……相关报道见本报客户端）</p>`,
  ].join('');
}

/**
 * @param {number} now unix seconds of the seed: the newest issue is newestIssueDate(now)'s
 * @returns {{papers: Record<string, unknown>[], layouts: Record<string, unknown>[], articles: Record<string, unknown>[]}}
 */
export function paperRows(now) {
  // The clock the issue dates follow (newestIssueDate): an issue dated today is wholly online.
  const issueNow = now - ISSUE_ONLINE_BY;
  /** How many days back the paper's newest issue is (0, or 1 after a day it does not appear). @param {PaperDef} paper */
  const newestBack = (paper) => (appearsOn(issueNow, paper) ? 0 : 1);
  const papers = PAPERS.map((p, i) => ({
    id: p.id,
    name: p.name,
    code: p.code,
    description: p.description,
    ord: i + 1,
  }));
  /** @type {Record<string, unknown>[]} */
  const layouts = [];
  /** @type {Record<string, unknown>[]} */
  const articles = [];
  let layoutId = 0;
  let articleId = PAPER_ARTICLE_BASE;
  for (const paper of PAPERS) {
    for (let back = paper.days - 1; back >= 0; back--) {
      const day = issueNow - back * DAY;
      const date = chinaDate(day);
      if (!appearsOn(day, paper)) continue;
      // Papers are out at five in the morning; the issue's articles go online one after another from
      // then, a layout at a time (each its own publication time, as the news sitemap lists them),
      // all of them before ISSUE_ONLINE_BY; never in the future.
      const issueAt = Date.parse(`${date}T05:00:00+08:00`) / 1000;
      // Day index from the oldest issue: the same index reads the same on every machine.
      const dayIndex = paper.days - 1 - back;
      paper.layouts.forEach((layout, li) => {
        layoutId++;
        const variant = (dayIndex + li) % 3;
        layouts.push({
          id: layoutId,
          paper_id: paper.id,
          issue_date: date,
          layout_no: layout.no,
          layout_name: layout.name,
          pic: paperPicPath(paper.id, layout.no, variant),
          width: PAPER_PAGE.width,
          height: PAPER_PAGE.height,
          pdf:
            paper.id === PDF_PAPER_ID && back === newestBack(paper) ? paperPdfPath(paper.id, layout.no, variant) : '',
        });
        // Keys far from the articles' own (their ids), one per paper, day and layout.
        const rng = rngFor(7_000_000 + paper.id * 10_000 + dayIndex * 10 + li);
        paperTemplate(variant).forEach((rect, ord) => {
          const title = paperTitle(rng);
          const author = rng.pick(W.PERSON_NAMES);
          const [x1, y1, x2, y2] = rect;
          articles.push({
            id: ++articleId,
            layout_id: layoutId,
            ord: ord + 1,
            title,
            sub_title:
              ord === 0
                ? `${rng.pick(W.PEOPLE)}${rng.pick(W.PERSON_NAMES)}：把${rng.pick(W.SUBJECTS)}做到群众心坎上`
                : '',
            intro_title: ord === 0 ? `${layout.name}·${rng.pick(W.PLACES)}观察` : '',
            author,
            content: paperBody(rng, title, author),
            mapping: `${x1},${y1},${x2},${y1},${x2},${y2},${x1},${y2}`,
            publish_time: Math.min(issueAt + li * 20 * 60 + ord * 4 * 60 + ((articleId * 37) % 180), now - 60),
            a_status: 1,
          });
        });
      });
    }
  }
  return { papers, layouts, articles };
}
