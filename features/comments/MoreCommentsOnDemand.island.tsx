'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import type { MoreComments } from './MoreComments.island';
import { withChunkTimeout } from '@/lib/client/chunkTimeout';

// Under an object, the list's pager is needed only when the server could not load the comments (the
// retry): rendered then, with its code, and absent from every other first load (docs/decisions/0070).
const MoreCommentsLoaded = dynamic(
  withChunkTimeout('MoreComments', () => import('./MoreComments.island').then((module) => module.MoreComments)),
);

/** MoreComments, its code loaded only where it is rendered (the server HTML is the same). */
export function MoreCommentsOnDemand(props: ComponentProps<typeof MoreComments>) {
  return <MoreCommentsLoaded {...props} />;
}
