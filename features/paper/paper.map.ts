import type {
  Paper,
  PaperArticle,
  PaperIssue,
  PaperLayout,
  PaperLayoutDetail,
  PaperMonth,
  PaperRegion,
} from '@/features/paper/paper.types';
import { sanitizeArticleHtml, stripAllHtml } from '@/lib/content/sanitize';
import { stripTitleMarkers } from '@/lib/format/title';
import { toIsoTime } from '../articles/article.map';
import { isValidUrl } from '@/lib/format/cut';
import {
  rawPaperLayoutSchema,
  type RawPaperArticle,
  type RawPaperDates,
  type RawPaperIssue,
  type RawPaperLayout,
  type RawPaperLayoutArticles,
  type RawPapers,
} from './paper.schema';

export function mapPapers(raw: RawPapers): Paper[] {
  return raw.list.map((p) => ({ id: p.id, name: p.name, description: p.description, latestDate: p.latestDate }));
}

export function mapPaperLayout(raw: RawPaperLayout): PaperLayout {
  return {
    id: raw.id,
    no: raw.layoutNo,
    name: raw.layoutName,
    image: { src: raw.picUrl, width: raw.width, height: raw.height },
    articleCount: raw.articleCount,
    // Offered only with an address a browser can open; its size told where the platform gives one
    // (the real CMS's layout names the PDF's address alone).
    pdf: isValidUrl(raw.pdfUrl) ? { href: raw.pdfUrl, bytes: raw.pdfSize > 0 ? raw.pdfSize : null } : null,
  };
}

/** An issue; `paperId` is the paper asked for where the answer names none (the real getPaperLayouts). */
export function mapPaperIssue(raw: RawPaperIssue, paperId: number = raw.paperId): PaperIssue {
  return {
    paperId: raw.paperId || paperId,
    paperName: raw.paperName,
    date: raw.date,
    layouts: raw.layouts.map(mapPaperLayout),
  };
}

export function mapPaperMonth(raw: RawPaperDates): PaperMonth {
  return { month: raw.month, dates: [...raw.dates].sort(), firstDate: raw.firstDate, lastDate: raw.lastDate };
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * An article's region on the page image: the bounding box of its polygon ('x1,y1,x2,y2,...' in
 * image pixels), in percent of the image, so it scales with the picture. Null for a mapping that
 * is missing, malformed or outside the image (the article is still listed under the page).
 */
export function regionOf(mapping: string, width: number, height: number): PaperRegion | null {
  if (width <= 0 || height <= 0) return null;
  const numbers = mapping.split(',').map((part) => Number(part.trim()));
  if (numbers.length < 4 || numbers.length % 2 !== 0 || numbers.some((n) => !Number.isFinite(n) || n < 0)) return null;
  const xs = numbers.filter((_, i) => i % 2 === 0);
  const ys = numbers.filter((_, i) => i % 2 === 1);
  const [x1, x2, y1, y2] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  if (x2 <= x1 || y2 <= y1 || x2 > width || y2 > height) return null;
  return {
    left: round((x1 / width) * 100),
    top: round((y1 / height) * 100),
    width: round(((x2 - x1) / width) * 100),
    height: round(((y2 - y1) / height) * 100),
  };
}

/**
 * A layout with its articles. Where the answer is the articles alone (the real getPaperArticles),
 * the layout is the one the issue listed (`known`), else a bare one of the id asked for.
 */
export function mapPaperLayoutDetail(
  raw: RawPaperLayoutArticles,
  layoutId: number = raw.layout?.id ?? 0,
  known: PaperLayout | null = null,
): PaperLayoutDetail {
  const layout = raw.layout
    ? mapPaperLayout(raw.layout)
    : (known ?? mapPaperLayout(rawPaperLayoutSchema.parse({ id: layoutId })));
  return {
    paperId: raw.paperId,
    paperName: raw.paperName,
    date: raw.date,
    layout,
    articles: raw.list.map((a) => ({
      id: a.fileId,
      title: stripTitleMarkers(a.title),
      subTitle: a.subTitle,
      introTitle: a.introTitle,
      author: a.author,
      publishedAt: toIsoTime(a.publishtime),
      region: a.layoutMapping ? regionOf(a.layoutMapping.mapping, layout.image.width, layout.image.height) : null,
    })),
  };
}

export function mapPaperArticle(raw: RawPaperArticle): PaperArticle {
  const bodyHtml = sanitizeArticleHtml(raw.content);
  return {
    id: raw.fileId,
    title: stripTitleMarkers(raw.title),
    subTitle: raw.subTitle,
    introTitle: raw.introTitle,
    author: raw.author,
    bodyHtml,
    text: stripAllHtml(bodyHtml),
    publishedAt: toIsoTime(raw.publishtime),
    paperId: raw.paperId,
    paperName: raw.paperName,
    date: raw.date,
    layout: mapPaperLayout(raw.layout),
    commentsClosed: raw.discussClosed === 1,
    preview: raw.aStatus !== 1,
  };
}
