import { z } from 'zod';
import { list, num, presentNum, str } from '@/lib/platform/primitives';
import { rawArticleItemSchema } from '../articles/article.schema';

// The remaining pages' calls (docs/platform-api.md, "Pages"). SPEC section 7 names
// siteConf; the others are designed in the platform's style.

/** siteConf: the site's own description (the about page). */
export const rawSiteConfSchema = z.object({
  siteName: str(),
  slogan: str(),
  about: list(z.string()),
  contacts: list(z.object({ kind: str(), label: str(), value: str() })),
  licences: list(z.object({ name: str(), number: str() })),
  copyright: str(),
  certificates: list(z.object({ id: presentNum(), title: str(), workTitle: str() })),
});
export type RawSiteConf = z.output<typeof rawSiteConfSchema>;

const rawHotPointItemSchema = z.object({
  id: presentNum(),
  title: str(),
  summary: str(),
  picUrl: str(),
  eventCount: num(),
  updateTime: str(),
});
export const rawHotPointsSchema = z.object({ list: list(rawHotPointItemSchema) });
export type RawHotPoints = z.output<typeof rawHotPointsSchema>;
export type RawHotPointItem = z.output<typeof rawHotPointItemSchema>;

/** getHotPointTimeAxis: a hot topic's events, oldest first; an event's article is a list item or null. */
export const rawHotPointTimeAxisSchema = rawHotPointItemSchema.extend({
  list: list(
    z.object({
      id: presentNum(),
      time: str(),
      title: str(),
      summary: str(),
      article: rawArticleItemSchema.nullable().default(null),
    }),
  ),
});
export type RawHotPointTimeAxis = z.output<typeof rawHotPointTimeAxisSchema>;

const rawStudyItemSchema = z.object({
  id: presentNum(),
  title: str(),
  speaker: str(),
  organiser: str(),
  picUrl: str(),
  points: num(),
  publishtime: str(),
  chapterCount: num(),
  minutes: num(),
});
export const rawOnlineStudiesSchema = z.object({ list: list(rawStudyItemSchema) });
export type RawOnlineStudies = z.output<typeof rawOnlineStudiesSchema>;
export type RawStudyItem = z.output<typeof rawStudyItemSchema>;

export const rawOnlineStudySchema = rawStudyItemSchema.extend({
  intro: str(),
  content: str(),
  chapters: list(z.object({ id: presentNum(), title: str(), minutes: num() })),
});
export type RawOnlineStudy = z.output<typeof rawOnlineStudySchema>;

const rawProductItemSchema = z.object({
  id: presentNum(),
  name: str(),
  category: str(),
  points: num(),
  stock: num(),
  picUrl: str(),
});
export const rawProductsSchema = z.object({ list: list(rawProductItemSchema) });
export type RawProducts = z.output<typeof rawProductsSchema>;
export type RawProductItem = z.output<typeof rawProductItemSchema>;

export const rawProductDetailSchema = rawProductItemSchema.extend({ origin: str(), intro: str(), content: str() });
export type RawProductDetail = z.output<typeof rawProductDetailSchema>;

/** getCertificate: a blockchain copyright certificate, its PDF and each page as an image. */
export const rawCertificateSchema = z.object({
  id: presentNum(),
  title: str(),
  workTitle: str(),
  holder: str(),
  issuer: str(),
  chain: str(),
  txHash: str(),
  blockHeight: num(),
  issueTime: str(),
  pdfUrl: z.string().min(1),
  pages: list(z.object({ page: presentNum(), url: z.string().min(1), width: presentNum(), height: presentNum() })),
});
export type RawCertificate = z.output<typeof rawCertificateSchema>;
