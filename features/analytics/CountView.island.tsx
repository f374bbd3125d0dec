'use client';

import { useEffect } from 'react';
import { countPageView } from './countView';
import type { CountedKind } from './countRules';

/** Counts this view of an article or a live once it is seen (features/analytics/countView.ts). */
export function CountView({ kind, id }: { kind: CountedKind; id: number }) {
  useEffect(() => countPageView(kind, id), [kind, id]);
  return null;
}
