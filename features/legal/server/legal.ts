import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { getProtocolCall } from '../calls';
import { mapProtocol } from '../legal.map';
import type { LegalDocument, LegalKind } from '../legal.types';

/** The current version of a legal document in the reader's language; null when the platform has none. */
export async function getLegalDocument(kind: LegalKind, lang: string): Promise<LegalDocument | null> {
  const raw = await platformCall(getProtocolCall, { kind, lang });
  return raw && mapProtocol(kind, raw);
}
