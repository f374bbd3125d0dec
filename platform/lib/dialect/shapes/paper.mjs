/**
 * The paper edition as the real platform answers it: PaperApiManager of intergrate-dev/xy6.0-xzw
 * (getPapers, getPaperDates, getPaperLayouts, getPaperArticles, getPaperArticle) behind
 * PaperController of intergrate-dev/xy-wan-xzw. Dates travel as yyyyMMdd there, YYYY-MM-DD here.
 */

/** '2026-11-23' -> '20261123'. @param {string} date */
export const compactDate = (date) => date.replace(/-/g, '');
/** '20261123' -> '2026-11-23'; anything else as it was. @param {string} date */
export const dashedDate = (date) =>
  /^\d{8}$/.test(date) ? `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}` : date;
/** An issue date's start in ms (China time), the CMS's version of a dated answer. @param {string} date YYYY-MM-DD */
const dayVersion = (date) => (date ? Date.parse(`${date}T00:00:00+08:00`) : 0);

/**
 * @typedef {{id: number, layoutNo: string, layoutName: string, picUrl: string, width: number, height: number, pdfUrl: string}} DesignedLayout
 */

/** @param {import('../../../data/context.mjs').PlatformContext} ctx */
export function createPaperShapes(ctx) {
  const latest = /** @type {import('../../../db/rows.mjs').Query<string>} */ (
    ctx.db.prepare('SELECT MAX(issue_date) FROM paper_layouts WHERE paper_id = ?').pluck()
  );
  const articleRow =
    /** @type {import('../../../db/rows.mjs').Query<import('../../../db/rows.mjs').PaperArticleRow>} */ (
      ctx.db.prepare('SELECT * FROM paper_articles WHERE id = ?')
    );

  /** @param {DesignedLayout} l */
  const layout = (l) => ({
    id: l.id,
    name: `${l.layoutNo} ${l.layoutName}`,
    width: l.width,
    height: l.height,
    mapping: '',
    url: '',
    urlPad: '',
    picUrl: l.picUrl,
    ...(l.pdfUrl ? { pdfUrl: l.pdfUrl } : {}),
  });

  return {
    /** The newest issue date of a paper, '' when it has none (getLastPaperDate). @param {number} paperId */
    latestDate: (paperId) => latest.get(paperId) ?? '',
    /** @param {{list: {id: number, name: string, code: string, latestDate: string}[]}} d */
    papers: (d) => ({
      version: Math.max(0, ...d.list.map((p) => dayVersion(p.latestDate))),
      papers: d.list.map((p) => ({ id: p.id, name: p.name, code: p.code, iconSmall: '', iconBig: '' })),
    }),
    /** @param {{dates: string[]}} d */
    dates: (d) => ({
      version: dayVersion(d.dates[0] ?? ''),
      dates: d.dates.map((date) => ({ date: compactDate(date) })),
    }),
    /** @param {{date: string, layouts: DesignedLayout[]}} d */
    layouts: (d) => ({ version: dayVersion(d.date), date: compactDate(d.date), layouts: d.layouts.map(layout) }),
    /**
     * A layout's articles: a bare array (PaperApiManager.getPaperArticles stores the list itself).
     * `mapping`, the article's region on the page, is designed: the real answer carries the regions in
     * the layout's own mapping, in a form nothing public shows.
     * @param {{date: string, layout: DesignedLayout, list: {fileId: number, title: string, introTitle: string, publishtime: string,
     *   layoutMapping: {mapping: string}}[]}} d
     */
    articles: (d) =>
      d.list.map((a) => ({
        fileId: a.fileId,
        title: a.title,
        version: dayVersion(d.date),
        introTitle: a.introTitle,
        attAbstract: '',
        publishtime: a.publishtime,
        articleType: 0,
        shareUrl: '',
        tag: '',
        layout: d.layout.layoutNo,
        layoutId: d.layout.id,
        contentUrl: `${ctx.urls.base}/app_if/getPaperArticle?id=${a.fileId}`,
        countClickInitial: 0,
        countClick: 0,
        countDiscuss: 0,
        countPraise: 0,
        countShare: 0,
        iskeep: 0,
        mapping: a.layoutMapping.mapping,
      })),
    /**
     * @param {{fileId: number, title: string, subTitle: string, introTitle: string, author: string, content: string,
     *   publishtime: string, date: string, layout: DesignedLayout, discussClosed: number}} d
     */
    article: (d) => {
      const row = articleRow.get(d.fileId);
      return {
        fileId: String(d.fileId),
        version: dayVersion(d.date),
        title: d.title,
        introTitle: d.introTitle,
        attAbstract: '',
        publishtime: d.publishtime,
        source: '',
        author: d.author,
        collaborator: '',
        editor: '',
        subtitle: d.subTitle,
        layoutId: String(d.layout.id),
        layout: d.layout.layoutNo,
        discussClosed: d.discussClosed,
        articleType: 0,
        shareUrl: '',
        url: '',
        content: row ? row.content : d.content,
        countPraise: '0',
        images: [{ ref: '<!--IMAGES#1-->', imagearray: [] }],
        attachment: '[]',
      };
    },
  };
}
