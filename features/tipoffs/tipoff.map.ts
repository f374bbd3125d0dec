import type { RawTipoff } from './tipoff.schema';
import type { Tipoff, TipoffStatus } from '@/features/tipoffs/tipoff.types';

const STATUSES: readonly TipoffStatus[] = ['received', 'checking', 'adopted', 'declined'];

/** The platform's status number as ours; a number we do not know reads as received (nothing claimed). */
export function tipoffStatus(status: number): TipoffStatus {
  return STATUSES[status] ?? 'received';
}

export function mapTipoff(raw: RawTipoff): Tipoff {
  const status = tipoffStatus(raw.status);
  return {
    id: raw.id,
    title: raw.title,
    content: raw.content,
    location: raw.location,
    pictures: raw.pics.filter(Boolean),
    videos: raw.videos.filter(Boolean),
    audios: raw.audios.filter(Boolean),
    status,
    reply: raw.reply,
    articleId: status === 'adopted' && raw.articleId > 0 ? raw.articleId : null,
    sentAt: raw.created,
    handledAt: raw.handled > 0 ? raw.handled : null,
  };
}
