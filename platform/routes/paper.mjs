/**
 * The paper edition (docs/product.md §2): getPapers, getLatestMaePaper, getMaePaperDatesByDate,
 * getPaperDates, getPaperLayouts, getPaperArticles, getPaperArticle. Shapes in docs/platform-api.md ("Paper").
 * Dates are China dates ('2026-11-23'); an issue is a paper's layouts of one date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { NotFound, PlatformError } from '../lib/envelope.mjs';
import { pick, requireInt, toInt } from '../lib/params.mjs';
import { formatPlatformTime } from '../lib/time.mjs';

/** @template R @typedef {import('../db/rows.mjs').Query<R>} Query */
/** @typedef {import('../db/rows.mjs').PaperRow} PaperRow */
/** @typedef {import('../db/rows.mjs').PaperLayoutRow} PaperLayoutRow */
/** @typedef {import('../db/rows.mjs').PaperArticleRow} PaperArticleRow */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^(\d{4}-\d{2})(-\d{2})?$/;

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {import('../data/context.mjs').PlatformContext} ctx
 */
export default function registerPaper(svc, ctx) {
  const { db, urls, options } = ctx;
  const papers = /** @type {Query<PaperRow>} */ (db.prepare('SELECT * FROM papers ORDER BY ord'));
  const paperById = /** @type {Query<PaperRow>} */ (db.prepare('SELECT * FROM papers WHERE id = ?'));
  const latestDate = /** @type {Query<string>} */ (
    db.prepare('SELECT MAX(issue_date) FROM paper_layouts WHERE paper_id = ?').pluck()
  );
  const datesInMonth = /** @type {Query<string>} */ (
    db
      .prepare(
        'SELECT DISTINCT issue_date FROM paper_layouts WHERE paper_id = ? AND substr(issue_date, 1, 7) = ? ORDER BY issue_date DESC',
      )
      .pluck()
  );
  const datesFrom = /** @type {Query<string>} */ (
    db
      .prepare(
        'SELECT DISTINCT issue_date FROM paper_layouts WHERE paper_id = ? ORDER BY issue_date DESC LIMIT ? OFFSET ?',
      )
      .pluck()
  );
  const dateRange = /** @type {Query<{first: string | null, last: string | null}>} */ (
    db.prepare('SELECT MIN(issue_date) AS first, MAX(issue_date) AS last FROM paper_layouts WHERE paper_id = ?')
  );
  const layoutsOf = /** @type {Query<PaperLayoutRow>} */ (
    db.prepare('SELECT * FROM paper_layouts WHERE paper_id = ? AND issue_date = ? ORDER BY layout_no')
  );
  const layoutById = /** @type {Query<PaperLayoutRow>} */ (db.prepare('SELECT * FROM paper_layouts WHERE id = ?'));
  const articlesOf = /** @type {Query<PaperArticleRow>} */ (
    db.prepare('SELECT * FROM paper_articles WHERE layout_id = ? AND a_status = 1 ORDER BY ord')
  );
  const articleCount = /** @type {Query<number>} */ (
    db.prepare('SELECT COUNT(*) FROM paper_articles WHERE layout_id = ? AND a_status = 1').pluck()
  );
  const articleById = /** @type {Query<PaperArticleRow>} */ (db.prepare('SELECT * FROM paper_articles WHERE id = ?'));

  /** @param {PaperRow} p */
  const paperItem = (p) => ({
    id: p.id,
    name: p.name,
    code: p.code,
    description: p.description,
    latestDate: latestDate.get(p.id) ?? '',
  });

  /** @type {Map<string, number>} a PDF's size in bytes by media path: the files never change once written */
  const pdfSizes = new Map();
  /** The size of a layout's PDF; 0 when the file is not there (then no PDF is offered). @param {string} rel */
  function pdfSize(rel) {
    if (!rel) return 0;
    let size = pdfSizes.get(rel);
    if (size === undefined) {
      try {
        size = fs.statSync(path.join(options.mediaDir, rel)).size;
      } catch {
        size = 0;
      }
      if (size > 0) pdfSizes.set(rel, size);
    }
    return size;
  }

  /**
   * A layout as the calls answer it. `pdfUrl`: the page as printed, where the paper publishes it
   * ('' otherwise), with its size in bytes in `pdfSize` (docs/platform-api.md, "Paper").
   * @param {PaperLayoutRow} l
   */
  const layoutItem = (l) => {
    const size = pdfSize(l.pdf);
    return {
      id: l.id,
      layoutNo: l.layout_no,
      layoutName: l.layout_name,
      picUrl: urls.media(l.pic),
      width: l.width,
      height: l.height,
      articleCount: articleCount.get(l.id) ?? 0,
      pdfUrl: size > 0 ? urls.media(l.pdf) : '',
      pdfSize: size,
    };
  };

  /** @param {Record<string, string>} p the paper named by `paperId` (or `id`), else the site's first */
  function paperOf(p, required = false) {
    const raw = pick(p, 'paperId', 'paperID', 'id');
    if (raw === undefined && required) throw new PlatformError('paperId is required');
    const paper = raw === undefined ? papers.all()[0] : paperById.get(toInt(raw, -1));
    if (!paper) throw new NotFound('paper not found');
    return paper;
  }

  /** @param {PaperRow} paper @param {string} date */
  function issue(paper, date) {
    const layouts = layoutsOf.all(paper.id, date);
    if (layouts.length === 0) throw new NotFound('paper issue not found');
    return { paperId: paper.id, paperName: paper.name, date, layouts: layouts.map(layoutItem) };
  }

  svc.call('getPapers', () => ({ list: papers.all().map(paperItem) }));

  // The newest issue of a paper (the site's first paper without paperId).
  svc.call('getLatestMaePaper', (p) => {
    const paper = paperOf(p);
    const date = latestDate.get(paper.id);
    if (!date) throw new PlatformError('paper issue not found');
    return issue(paper, date);
  });

  // The issue dates of the month of `date` ('2026-11' or any day of it), newest first, and the
  // first and last issue dates of the paper, so a calendar knows how far it may go.
  svc.call('getMaePaperDatesByDate', (p) => {
    const paper = paperOf(p, true);
    const match = MONTH.exec(pick(p, 'date') ?? '');
    const range = dateRange.get(paper.id);
    const month = match?.[1] ?? (range?.last ?? '').slice(0, 7);
    if (!month) throw new PlatformError('date is required');
    return {
      paperId: paper.id,
      month,
      dates: datesInMonth.all(paper.id, month),
      firstDate: range?.first ?? '',
      lastDate: range?.last ?? '',
    };
  });

  // A paper's issue dates, newest first, `count` of them (at most 366) from `start` (the real
  // platform's PaperController.getPaperDates: id, start 0, count 60).
  svc.call('getPaperDates', (p) => {
    const paper = paperOf(p, true);
    const count = Math.min(366, Math.max(1, toInt(p.count, 60)));
    return { paperId: paper.id, dates: datesFrom.all(paper.id, count, Math.max(0, toInt(p.start, 0))) };
  });

  svc.call('getPaperLayouts', (p) => {
    const paper = paperOf(p, true);
    const date = pick(p, 'date') ?? '';
    if (!DATE.test(date)) throw new PlatformError('date is required');
    return issue(paper, date);
  });

  // One layout with its articles and their regions on the page image.
  svc.call('getPaperArticles', (p) => {
    const layout = layoutById.get(requireInt(p, ['id', 'layoutId']));
    if (!layout) throw new NotFound('layout not found');
    const paper = paperById.get(layout.paper_id);
    if (!paper) throw new PlatformError('paper not found');
    return {
      paperId: paper.id,
      paperName: paper.name,
      date: layout.issue_date,
      layout: layoutItem(layout),
      list: articlesOf.all(layout.id).map((a) => ({
        fileId: a.id,
        title: a.title,
        subTitle: a.sub_title,
        introTitle: a.intro_title,
        author: a.author,
        publishtime: formatPlatformTime(a.publish_time),
        layoutMapping: { mapping: a.mapping },
      })),
    };
  });

  svc.call('getPaperArticle', (p) => {
    const article = articleById.get(requireInt(p, ['id', 'articleId', 'fileId']));
    if (!article) throw new NotFound('article not found');
    const layout = layoutById.get(article.layout_id);
    const paper = layout && paperById.get(layout.paper_id);
    if (!layout || !paper) throw new PlatformError('article not found');
    return {
      fileId: article.id,
      title: article.title,
      subTitle: article.sub_title,
      introTitle: article.intro_title,
      author: article.author,
      content: article.content,
      publishtime: formatPlatformTime(article.publish_time),
      aStatus: article.a_status,
      paperId: paper.id,
      paperName: paper.name,
      date: layout.issue_date,
      layout: layoutItem(layout),
      layoutMapping: { mapping: article.mapping },
      // Comments on paper articles are sourceType 3 (discussView and discussCount answer them).
      discussClosed: 0,
    };
  });
}
