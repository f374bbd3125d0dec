import { sanitizeArticleHtml } from '@/lib/content/sanitize';
import type { RawProtocol } from './legal.schema';
import type { LegalDocument, LegalKind } from './legal.types';

/** getProtocol's answer as its page shows it: the editors' HTML through the article allow-list (docs/security.md). */
export function mapProtocol(kind: LegalKind, raw: RawProtocol): LegalDocument {
  return {
    kind,
    version: raw.version,
    lang: raw.lang || 'cn',
    title: raw.title,
    html: sanitizeArticleHtml(raw.content),
    effective: raw.effectiveTime.slice(0, 10),
  };
}
