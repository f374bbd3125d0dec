import { callHandler } from '@/lib/client/http';
import { shareEvent } from '@/lib/client/endpoints';
import { DATA_TYPE } from '@/features/analytics/record';
import { track } from '@/features/analytics/analytics';
import { requestPoints } from '@/features/member/points';
import { STAT_SHARE_CHANNEL, type ShareChannel, type ShareTarget } from './shareTarget';

/**
 * One share, counted (docs/product.md §9): the platform's share event for the object (eventType 2,
 * through /api/share), and for an article the statistics record with its share channel and the
 * sharing points of a signed-in reader (event1). Answers the points earned now (0 when none);
 * never throws: counting costs the reader nothing when it fails.
 */
export async function recordShare(target: ShareTarget, channel: ShareChannel): Promise<number> {
  const id = target.payload.article_id;
  if (id <= 0) return 0;
  if (target.eventObject !== null) {
    callHandler(shareEvent, { id, objectType: target.eventObject, channel }).catch(() => undefined);
  }
  if (!target.article) return 0;
  track(DATA_TYPE.share, id, STAT_SHARE_CHANNEL[channel]);
  return requestPoints('share', id);
}
