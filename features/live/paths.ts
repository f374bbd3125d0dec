import { route } from '@/lib/routing/route';

// The live routes' facts (docs/decisions/0039; docs/product.md §2).

/** liveDetail: `/liveDetail/{linkId?}/{id}.html`, a live with its reports. */
export const liveDetailRoute = route({
  name: 'liveDetail',
  segments: ['linkId?', 'id'],
  public: true,
  tags: { id: 'live' },
});
/** moreLive: `/moreLive.html`, the lives. */
export const moreLiveRoute = route({ name: 'moreLive', public: true });
