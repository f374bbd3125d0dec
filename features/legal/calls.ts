import { defineCall } from '@/lib/platform/define';
import { tag } from '@/lib/cache/tags';
import { rawProtocolSchema } from './legal.schema';
import type { LegalKind } from './legal.types';

/**
 * getProtocol: the current user agreement or privacy policy in a language (the binding Chinese when
 * there is no translation). Shared between readers as content; an editor's new version drops it
 * through the purge endpoint (tag `legal:documents`). A document the platform does not have is a 404.
 */
export const getProtocolCall = defineCall({
  name: 'getProtocol',
  params: ({ kind, lang }: { kind: LegalKind; lang: string }) => ({ type: kind, lang }),
  answer: rawProtocolSchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 20, tags: () => [tag.legal()] },
});
