'use client';

import { useState } from 'react';
import type { UploadKind } from '@/lib/upload/kinds';

/**
 * Whether any of a form's uploaders is still sending a file: a send waits for them. `onBusy` holds
 * one stable callback per kind (the uploaders report from an effect that runs when it changes).
 */
export function useUploadsBusy(): { anyBusy: boolean; onBusy: Readonly<Record<UploadKind, (busy: boolean) => void>> } {
  const [busy, setBusy] = useState<Readonly<Record<UploadKind, boolean>>>({ picture: false, video: false, audio: false });
  const [onBusy] = useState(() => {
    const report = (kind: UploadKind) => (value: boolean) => setBusy((all) => (all[kind] === value ? all : { ...all, [kind]: value }));
    return { picture: report('picture'), video: report('video'), audio: report('audio') };
  });
  return { anyBusy: busy.picture || busy.video || busy.audio, onBusy };
}
