import 'server-only';
import { cache } from 'react';
import { platformCall } from '@/lib/platform/call';
import { mapSpecialTopic } from '../special.map';
import { getSubSpecialArticlesCall } from '../calls';
import type { SpecialTopic } from '@/features/columns/special.types';

/** A special topic with the first page of every sub-column; null when the column is no special topic. */
export const getSpecialTopic = cache(async (columnId: number): Promise<SpecialTopic | null> => {
  const raw = await platformCall(getSubSpecialArticlesCall, columnId);
  return raw && mapSpecialTopic(raw);
});
