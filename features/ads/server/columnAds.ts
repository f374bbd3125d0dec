import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { mapAd } from '@/features/articles/article.map';
import type { Ad } from '@/features/articles/article.types';
import { getColAdvsCall } from '../calls';
import { pickBanners } from '../splash';

/** The banner running now at the head of a column; none when the ads service fails (the call's fallback). */
export async function getColumnBanners(columnId: number, now = new Date()): Promise<Ad[]> {
  const { list } = await platformCall(getColAdvsCall, columnId);
  return pickBanners(
    list.map((raw) => ({ ...mapAd(raw), type: raw.type })),
    now,
  );
}
