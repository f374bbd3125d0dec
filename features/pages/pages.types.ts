import type { ArticleSummary } from '../articles/article.types';

// The site's own pages (docs/product.md §2): about, hot topics, online study, products, certificates.

export interface SiteContact {
  label: string;
  value: string;
  /** tel: or mailto: where the contact can be reached from the page; null for an address. */
  href: string | null;
}

export interface SiteProfile {
  siteName: string;
  slogan: string;
  about: string[];
  contacts: SiteContact[];
  licences: { name: string; number: string }[];
  copyright: string;
  certificates: { id: number; title: string; workTitle: string }[];
}

export interface HotPointSummary {
  id: number;
  title: string;
  summary: string;
  image: string;
  eventCount: number;
  /** ISO 8601, the newest event's time; null when the topic has none. */
  updatedAt: string | null;
}

export interface HotPointEvent {
  id: number;
  /** ISO 8601; null when the platform gave no time. */
  at: string | null;
  title: string;
  summary: string;
  /** The article that reports the event, when there is one. */
  article: ArticleSummary | null;
}

export interface HotPointAxis extends HotPointSummary {
  events: HotPointEvent[];
}

export interface StudySummary {
  id: number;
  title: string;
  speaker: string;
  organiser: string;
  image: string;
  points: number;
  publishedAt: string | null;
  chapterCount: number;
  minutes: number;
}

export interface Study extends StudySummary {
  intro: string;
  /** Sanitised HTML. */
  html: string;
  chapters: { id: number; title: string; minutes: number }[];
}

export interface ProductSummary {
  id: number;
  name: string;
  category: string;
  points: number;
  stock: number;
  image: string;
}

export interface Product extends ProductSummary {
  origin: string;
  intro: string;
  /** Sanitised HTML. */
  html: string;
}

export interface CertificatePage {
  no: number;
  src: string;
  width: number;
  height: number;
}

export interface Certificate {
  id: number;
  title: string;
  workTitle: string;
  holder: string;
  issuer: string;
  chain: string;
  txHash: string;
  blockHeight: number;
  issuedAt: string | null;
  pdfUrl: string;
  pages: CertificatePage[];
}
