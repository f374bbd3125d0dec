import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getSpecialTopic } from '@/lib/platform/lists/special';
import { routeIds, specialCandidates } from './routeParams';
import type { SpecialTopic } from '@/lib/types/special';

/** The special topic of `/specDetail/{linkID?}/{id?}.html`; a malformed path or no topic is a 404. */
export const loadSpecial = cache(async (params: string[] | undefined): Promise<SpecialTopic> => {
  const ids = routeIds(params, 2);
  if (ids === null || ids.length === 0) notFound();
  for (const candidate of specialCandidates(ids)) {
    const topic = await getSpecialTopic(candidate);
    if (topic) return topic;
  }
  notFound();
});
