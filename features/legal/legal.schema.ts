import { z } from 'zod';
import { num, presentNum, str } from '@/lib/platform/primitives';

// getProtocol (docs/platform-api.md, "Legal documents"): one document's current version in a
// language, with both documents' current version numbers.

export const rawProtocolSchema = z.object({
  type: str(),
  version: presentNum(),
  lang: str(),
  title: str(),
  content: str(),
  effectiveTime: str(),
  agreementVersion: num(),
  privacyVersion: num(),
});
export type RawProtocol = z.output<typeof rawProtocolSchema>;
