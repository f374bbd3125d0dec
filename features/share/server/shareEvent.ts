import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { eventCall } from '@/features/analytics/calls';
import { CHANNEL_TOUCH, EVENT_TYPE } from '@/features/analytics/server/events';

/**
 * The platform's share event (docs/platform-api.md "event", eventType 2) for one object, as the
 * touch edition (`channel` 1: the event's channel names the client, docs/decisions/0053); where
 * the share went is the statistics record's `shareChanel`, sent beside it. Fire-and-forget for
 * the reader: a refusal is logged, never shown.
 */
export async function sendShareEvent(
  id: number,
  objectType: number,
  actor: { device: string; userId?: string },
): Promise<void> {
  await platformCall(
    eventCall,
    { id, objectType, eventType: EVENT_TYPE.share, channel: CHANNEL_TOUCH, ...actor },
    { device: actor.device },
  );
}
