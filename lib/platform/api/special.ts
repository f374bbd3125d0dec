import 'server-only';
import { cache } from 'react';
import { platformCall } from '../call';
import { rawSpecialSchema } from '../schemas/special';
import { mapSpecialTopic } from '../map/special';
import { nullWhenMissing } from './missing';
import type { SpecialTopic } from '@/lib/types/special';

/** A special topic with the first page of every sub-column; null when the column is no special topic. */
export const getSpecialTopic = cache(async (columnId: number): Promise<SpecialTopic | null> => {
  return nullWhenMissing(
    platformCall('getSubSpecialArticles', { params: { columnId, page: 0 }, schema: rawSpecialSchema }).then(mapSpecialTopic),
  );
});
