import type {
  Certificate,
  HotPointAxis,
  HotPointSummary,
  Product,
  ProductSummary,
  SiteContact,
  SiteProfile,
  Study,
  StudySummary,
} from '@/features/pages/pages.types';
import { sanitizeArticleHtml } from '@/lib/content/sanitize';
import { stripTitleMarkers } from '@/lib/format/title';
import { mapArticleSummary, toIsoTime } from '../articles/article.map';
import type {
  RawCertificate,
  RawHotPointItem,
  RawHotPointTimeAxis,
  RawOnlineStudy,
  RawProductDetail,
  RawProductItem,
  RawSiteConf,
  RawStudyItem,
} from './pages.schema';

const PHONE = /^\+?[\d\s-]{5,20}$/;
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** A contact a phone can act on: telephone numbers dial, e-mail addresses write; anything else is text. */
export function contactOf(kind: string, label: string, value: string): SiteContact {
  const href =
    (kind === 'hotline' || kind === 'phone') && PHONE.test(value)
      ? `tel:${value.replace(/[\s-]/g, '')}`
      : kind === 'email' && EMAIL.test(value)
        ? `mailto:${value}`
        : null;
  return { label, value, href };
}

export function mapSiteProfile(raw: RawSiteConf): SiteProfile {
  return {
    siteName: raw.siteName,
    slogan: raw.slogan,
    about: raw.about.map((p) => p.trim()).filter(Boolean),
    contacts: raw.contacts.filter((c) => c.value).map((c) => contactOf(c.kind, c.label, c.value)),
    licences: raw.licences.filter((l) => l.name && l.number),
    copyright: raw.copyright,
    certificates: raw.certificates.map((c) => ({
      id: c.id,
      title: c.title,
      workTitle: stripTitleMarkers(c.workTitle),
    })),
  };
}

export function mapHotPointSummary(raw: RawHotPointItem): HotPointSummary {
  return {
    id: raw.id,
    title: raw.title,
    summary: raw.summary,
    image: raw.picUrl,
    eventCount: raw.eventCount,
    updatedAt: toIsoTime(raw.updateTime),
  };
}

/** The time axis reads forwards: events oldest first, whatever order the platform sent. */
export function mapHotPointAxis(raw: RawHotPointTimeAxis): HotPointAxis {
  const events = raw.list.map((e) => ({
    id: e.id,
    at: toIsoTime(e.time),
    title: stripTitleMarkers(e.title),
    summary: e.summary,
    article: e.article && mapArticleSummary(e.article),
  }));
  events.sort((a, b) => (a.at ?? '').localeCompare(b.at ?? '') || a.id - b.id);
  const updatedAt = toIsoTime(raw.updateTime) ?? events.at(-1)?.at ?? null;
  return { ...mapHotPointSummary(raw), updatedAt, eventCount: events.length, events };
}

export function mapStudySummary(raw: RawStudyItem): StudySummary {
  return {
    id: raw.id,
    title: raw.title,
    speaker: raw.speaker,
    organiser: raw.organiser,
    image: raw.picUrl,
    points: raw.points,
    publishedAt: toIsoTime(raw.publishtime),
    chapterCount: raw.chapterCount,
    minutes: raw.minutes,
  };
}

export function mapStudy(raw: RawOnlineStudy): Study {
  return {
    ...mapStudySummary(raw),
    chapterCount: raw.chapters.length,
    minutes: raw.chapters.reduce((sum, c) => sum + c.minutes, 0),
    intro: raw.intro,
    html: sanitizeArticleHtml(raw.content),
    chapters: raw.chapters.map((c) => ({ id: c.id, title: c.title, minutes: c.minutes })),
  };
}

export function mapProductSummary(raw: RawProductItem): ProductSummary {
  return {
    id: raw.id,
    name: raw.name,
    category: raw.category,
    points: raw.points,
    stock: Math.max(0, raw.stock),
    image: raw.picUrl,
  };
}

export function mapProduct(raw: RawProductDetail): Product {
  return { ...mapProductSummary(raw), origin: raw.origin, intro: raw.intro, html: sanitizeArticleHtml(raw.content) };
}

/** Pages in their order, numbered from 1 however the platform numbered them. */
export function mapCertificate(raw: RawCertificate): Certificate {
  return {
    id: raw.id,
    title: raw.title,
    workTitle: stripTitleMarkers(raw.workTitle),
    holder: raw.holder,
    issuer: raw.issuer,
    chain: raw.chain,
    txHash: raw.txHash,
    blockHeight: raw.blockHeight,
    issuedAt: toIsoTime(raw.issueTime),
    pdfUrl: raw.pdfUrl,
    pages: [...raw.pages]
      .sort((a, b) => a.page - b.page)
      .map((p, i) => ({ no: i + 1, src: p.url, width: p.width, height: p.height })),
  };
}
