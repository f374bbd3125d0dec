import 'server-only';
import { platformCall } from '@/lib/platform/call';
import {
  mapCertificate,
  mapHotPointAxis,
  mapHotPointSummary,
  mapProduct,
  mapProductSummary,
  mapSiteProfile,
  mapStudy,
  mapStudySummary,
} from '../pages.map';
import {
  getCertificateCall,
  getHotPointTimeAxisCall,
  getHotPointsCall,
  getOnlineStudiesCall,
  getOnlineStudyCall,
  getProductDetailCall,
  getProductsCall,
  siteConfCall,
} from '../calls';
import type {
  Certificate,
  HotPointAxis,
  HotPointSummary,
  Product,
  ProductSummary,
  SiteProfile,
  Study,
  StudySummary,
} from '@/features/pages/pages.types';

/** The site's about text, contacts, licences and certificates. */
export async function getSiteProfile(): Promise<SiteProfile> {
  return mapSiteProfile(await platformCall(siteConfCall, undefined));
}

export async function getHotPoints(): Promise<HotPointSummary[]> {
  return (await platformCall(getHotPointsCall, undefined)).list.map(mapHotPointSummary);
}

/** One hot topic's time axis; null when there is no such topic. */
export async function getHotPointAxis(id: number): Promise<HotPointAxis | null> {
  const raw = await platformCall(getHotPointTimeAxisCall, id);
  return raw && mapHotPointAxis(raw);
}

/** The courses, newest first; empty when the list cannot be had (secondary). */
export async function getStudies(): Promise<StudySummary[]> {
  return (await platformCall(getOnlineStudiesCall, undefined)).list.map(mapStudySummary);
}

/** The newest course's id, for the footer's entry; null when there is none. */
export async function getNewestStudyId(): Promise<number | null> {
  return (await getStudies())[0]?.id ?? null;
}

export async function getStudy(id: number): Promise<Study | null> {
  const raw = await platformCall(getOnlineStudyCall, id);
  return raw && mapStudy(raw);
}

/** The points shop's goods; empty when the list cannot be had (secondary). */
export async function getProducts(): Promise<ProductSummary[]> {
  return (await platformCall(getProductsCall, undefined)).list.map(mapProductSummary);
}

export async function getProduct(id: number): Promise<Product | null> {
  const raw = await platformCall(getProductDetailCall, id);
  return raw && mapProduct(raw);
}

export async function getCertificate(id: number): Promise<Certificate | null> {
  const raw = await platformCall(getCertificateCall, id);
  return raw && mapCertificate(raw);
}
