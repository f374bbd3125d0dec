import { defineCall } from '@/lib/platform/define';
import {
  rawCertificateSchema,
  rawHotPointTimeAxisSchema,
  rawHotPointsSchema,
  rawOnlineStudiesSchema,
  rawOnlineStudySchema,
  rawProductDetailSchema,
  rawProductsSchema,
  rawSiteConfSchema,
} from './pages.schema';
import { tag } from '@/lib/cache/tags';

// The site's description and the lists beside the pages change rarely: minutes per process.
const RARELY_CHANGES_MS = 10 * 60_000;

/** siteConf: the site's about text, contacts, licence numbers and certificates (aboutUs). */
export const siteConfCall = defineCall({
  name: 'siteConf',
  params: () => ({}),
  answer: rawSiteConfSchema,
  cache: { ttl: RARELY_CHANGES_MS, maxEntries: 1 },
});

/** getHotPoints: the hot topics, for the time axis's index. */
export const getHotPointsCall = defineCall({
  name: 'getHotPoints',
  params: () => ({}),
  answer: rawHotPointsSchema,
  cache: { ttl: RARELY_CHANGES_MS, maxEntries: 1 },
});

/** getHotPointTimeAxis: one hot topic's dated events; a negative status when there is none. */
export const getHotPointTimeAxisCall = defineCall({
  name: 'getHotPointTimeAxis',
  params: (id: number) => ({ id }),
  answer: rawHotPointTimeAxisSchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 100, tags: (id) => [tag.hotPoint(id)] },
});

/** getOnlineStudies: the courses, newest first (the footer's entry, a course's "more" list). */
export const getOnlineStudiesCall = defineCall({
  name: 'getOnlineStudies',
  params: () => ({}),
  answer: rawOnlineStudiesSchema,
  criticality: 'secondary',
  fallback: { list: [] },
  cache: { ttl: RARELY_CHANGES_MS, maxEntries: 1 },
});

/** getOnlineStudy: one course with its chapters; a negative status when there is none. */
export const getOnlineStudyCall = defineCall({
  name: 'getOnlineStudy',
  params: (id: number) => ({ id }),
  answer: rawOnlineStudySchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 200, tags: (id) => [tag.study(id)] },
});

/** getProducts: the points shop's goods (beside a course and a product). */
export const getProductsCall = defineCall({
  name: 'getProducts',
  params: () => ({}),
  answer: rawProductsSchema,
  criticality: 'secondary',
  fallback: { list: [] },
  cache: { ttl: RARELY_CHANGES_MS, maxEntries: 1 },
});

/** getProductDetail: one product; a negative status when there is none. */
export const getProductDetailCall = defineCall({
  name: 'getProductDetail',
  params: (id: number) => ({ id }),
  answer: rawProductDetailSchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 200, tags: (id) => [tag.product(id)] },
});

/** getCertificate: a blockchain copyright certificate with its PDF and page images (previewPDF). */
export const getCertificateCall = defineCall({
  name: 'getCertificate',
  params: (id: number) => ({ id }),
  answer: rawCertificateSchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 100, tags: (id) => [tag.certificate(id)] },
});
