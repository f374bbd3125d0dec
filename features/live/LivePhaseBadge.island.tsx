'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { BASE_PATH } from '@/lib/routing/basePath';
import { liveState, type LiveLabel, type LivePhase } from '@/features/live/liveState';
import { socketUrl } from '@/features/live/liveSocket';
import { statusBoard } from '@/features/live/statusBoard';
import { useClock } from '@/features/live/useClock';

const board = () => statusBoard(() => socketUrl(window.location.href, BASE_PATH));

interface LivePhaseBadgeProps {
  liveId: number;
  /** The phase and the words the server rendered (the cached page's). */
  phase: LivePhase;
  /** The words, when the list judged them by the clock (moreLive); else the phase's. */
  label?: LiveLabel;
  /** Its start (a preview past its start is 'starting soon', then 'not started'). */
  startsAt?: string | null;
  className?: string;
}

/**
 * A live's status badge on a list (home's live strip, moreLive) that follows the live by push:
 * a preview going on air says so without a reload. The server's phase until a push says otherwise.
 */
export function LivePhaseBadge({
  liveId,
  phase: rendered,
  label: renderedLabel,
  startsAt,
  className,
}: LivePhaseBadgeProps) {
  const t = useTranslations('live');
  const subscribe = useCallback((listener: () => void) => board().watch(liveId, listener), [liveId]);
  const pushed = useSyncExternalStore(
    subscribe,
    () => board().get(liveId),
    () => undefined,
  );
  // Only a push is judged here (the server judged the rest): no push while hydrating, so any clock does then.
  const now = useClock(0);
  const followed = pushed
    ? liveState({
        status: pushed.status,
        appLiveUrl: pushed.liveUrl,
        appPlaybackUrl: pushed.playbackUrl,
        startsAt,
        now,
      })
    : null;
  const phase = followed?.phase ?? rendered;
  const label = followed?.label ?? renderedLabel ?? rendered;
  return (
    <span className={className} data-phase={phase} data-label={label} data-testid="live-phase">
      {t(label)}
    </span>
  );
}
