/**
 * The remaining pages: siteConf (the site's own description, for aboutUs),
 * getHotPoints and getHotPointTimeAxis (hot topics on a time axis), getOnlineStudies and
 * getOnlineStudy (online study courses), getProducts and getProductDetail (the points shop's
 * goods), getCertificate (a blockchain copyright certificate with its PDF, for previewPDF; docs/decisions/0028).
 * Shapes in docs/platform-api.md ("Pages").
 */
import { PlatformError } from '../lib/envelope.mjs';
import { requireInt } from '../lib/params.mjs';
import { formatPlatformTime } from '../lib/time.mjs';
import { picturePath } from '../lib/media-names.mjs';
import { SITE } from './config.mjs';
import { SITE_PROFILE } from '../seed/pages.mjs';
import { CERTIFICATE_PAGE, certificatePagePath } from '../seed/certificate-files.mjs';

/** @template R @typedef {import('../db/rows.mjs').Query<R>} Query */
/** @typedef {import('../db/rows.mjs').HotPointRow} HotPointRow */
/** @typedef {import('../db/rows.mjs').HotPointEventRow} HotPointEventRow */
/** @typedef {import('../db/rows.mjs').OnlineStudyRow} OnlineStudyRow */
/** @typedef {import('../db/rows.mjs').StudyChapterRow} StudyChapterRow */
/** @typedef {import('../db/rows.mjs').ProductRow} ProductRow */
/** @typedef {import('../db/rows.mjs').CertificateRow} CertificateRow */

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {import('../data/context.mjs').PlatformContext} ctx
 */
export default function registerPages(svc, ctx) {
  const { db, urls, articles } = ctx;
  const hotPoints = /** @type {Query<HotPointRow>} */ (db.prepare('SELECT * FROM hot_points ORDER BY ord'));
  const hotPointById = /** @type {Query<HotPointRow>} */ (db.prepare('SELECT * FROM hot_points WHERE id = ?'));
  const eventsOf = /** @type {Query<HotPointEventRow>} */ (
    db.prepare('SELECT * FROM hot_point_events WHERE hot_point_id = ? ORDER BY happened_at, id')
  );
  const studies = /** @type {Query<OnlineStudyRow>} */ (
    db.prepare('SELECT * FROM online_studies ORDER BY published_at DESC, id DESC')
  );
  const studyById = /** @type {Query<OnlineStudyRow>} */ (db.prepare('SELECT * FROM online_studies WHERE id = ?'));
  const chaptersOf = /** @type {Query<StudyChapterRow>} */ (
    db.prepare('SELECT * FROM study_chapters WHERE study_id = ? ORDER BY ord')
  );
  const products = /** @type {Query<ProductRow>} */ (db.prepare('SELECT * FROM products ORDER BY ord'));
  const productById = /** @type {Query<ProductRow>} */ (db.prepare('SELECT * FROM products WHERE id = ?'));
  const certificates = /** @type {Query<CertificateRow>} */ (db.prepare('SELECT * FROM certificates ORDER BY id'));
  const certificateById = /** @type {Query<CertificateRow>} */ (db.prepare('SELECT * FROM certificates WHERE id = ?'));

  const picture = (/** @type {number} */ n) => urls.media(picturePath(n, 'big'));

  // The site's description: the about page reads it (aboutUs); the certificates are listed so
  // the page can lead to each one's PDF.
  svc.call('siteConf', () => ({
    siteName: SITE.name,
    siteNameEn: SITE.nameEn,
    ...SITE_PROFILE,
    certificates: certificates.all().map((c) => ({ id: c.id, title: c.title, workTitle: c.work_title })),
  }));

  /** @param {HotPointRow} h */
  const hotPointItem = (h) => {
    const events = eventsOf.all(h.id);
    return {
      id: h.id,
      title: h.title,
      summary: h.summary,
      picUrl: picture(h.pic),
      eventCount: events.length,
      updateTime: formatPlatformTime(events.at(-1)?.happened_at),
    };
  };

  svc.call('getHotPoints', () => ({ list: hotPoints.all().map(hotPointItem) }));

  // A hot topic's events, oldest first (a time axis reads forwards); an event's article is the
  // list item of the article that reports it, or null.
  svc.call('getHotPointTimeAxis', (p) => {
    const point = hotPointById.get(requireInt(p, ['id', 'hotPointId']));
    if (!point) throw new PlatformError('hot point not found');
    const rows = eventsOf.all(point.id);
    const linked = rows
      .map((e) => (e.article_id === null ? undefined : articles.byId(e.article_id)))
      .map((a) => (a && a.a_status === 1 ? a : undefined));
    const items = ctx.items(/** @type {import('../db/rows.mjs').ArticleRow[]} */ (linked.filter(Boolean)));
    const itemOf = new Map(items.map((item) => [item.fileId, item]));
    return {
      ...hotPointItem(point),
      list: rows.map((e, i) => ({
        id: e.id,
        time: formatPlatformTime(e.happened_at),
        title: e.title,
        summary: e.summary,
        article: (linked[i] && itemOf.get(linked[i]?.id ?? 0)) ?? null,
      })),
    };
  });

  /** @param {OnlineStudyRow} s */
  const studyItem = (s) => {
    const chapters = chaptersOf.all(s.id);
    return {
      id: s.id,
      title: s.title,
      speaker: s.speaker,
      organiser: s.organiser,
      picUrl: picture(s.pic),
      points: s.points,
      publishtime: formatPlatformTime(s.published_at),
      chapterCount: chapters.length,
      minutes: chapters.reduce((sum, c) => sum + c.minutes, 0),
    };
  };

  svc.call('getOnlineStudies', () => ({ list: studies.all().map(studyItem) }));

  svc.call('getOnlineStudy', (p) => {
    const study = studyById.get(requireInt(p, ['id', 'studyId']));
    if (!study) throw new PlatformError('study not found');
    return {
      ...studyItem(study),
      intro: study.intro,
      content: study.content,
      chapters: chaptersOf.all(study.id).map((c) => ({ id: c.id, title: c.title, minutes: c.minutes })),
    };
  });

  /** @param {ProductRow} r */
  const productItem = (r) => ({
    id: r.id,
    name: r.name,
    category: r.category,
    points: r.points,
    stock: r.stock,
    picUrl: picture(r.pic),
  });

  svc.call('getProducts', () => ({ list: products.all().map(productItem) }));

  svc.call('getProductDetail', (p) => {
    const product = productById.get(requireInt(p, ['id', 'productId']));
    if (!product) throw new PlatformError('product not found');
    return { ...productItem(product), origin: product.origin, intro: product.intro, content: product.content };
  });

  // A certificate: its facts, the PDF, and each page as an image (the same JPEGs the PDF holds),
  // so a client can show the pages without a PDF renderer.
  svc.call('getCertificate', (p) => {
    const c = certificateById.get(requireInt(p, ['id', 'certificateId']));
    if (!c) throw new PlatformError('certificate not found');
    return {
      id: c.id,
      title: c.title,
      workTitle: c.work_title,
      holder: c.holder,
      issuer: c.issuer,
      chain: c.chain,
      txHash: c.tx_hash,
      blockHeight: c.block_height,
      issueTime: formatPlatformTime(c.issued_at),
      pdfUrl: urls.media(c.pdf),
      pages: Array.from({ length: c.page_count }, (_, i) => ({
        page: i + 1,
        url: urls.media(certificatePagePath(c.id, i + 1)),
        ...CERTIFICATE_PAGE,
      })),
    };
  });
}
