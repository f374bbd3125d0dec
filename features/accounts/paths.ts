import { route } from '@/lib/routing/route';

// The accounts' and reporters' routes' facts (docs/decisions/0039; docs/product.md §2).

/** xyDetail: `/xyDetail/{id}.html`, an account's page. */
export const xyDetailRoute = route({ name: 'xyDetail', segments: ['id'], public: true, tags: { id: 'xy' } });
/** xyListShare: `/xyListShare.html`, the accounts' ranking. */
export const xyListShareRoute = route({ name: 'xyListShare', public: true });
/** xyRules: `/xyRules.html`, how the ranking is made. */
export const xyRulesRoute = route({ name: 'xyRules', public: true });
/** reporter: `/reporter/{id}.html`, a reporter's page. */
export const reporterRoute = route({ name: 'reporter', segments: ['id'], public: true, tags: { id: 'reporter' } });
/** dynamicDetail: `/dynamicDetail/{id}.html`, one post of a reporter. */
export const dynamicDetailRoute = route({
  name: 'dynamicDetail',
  segments: ['id'],
  public: true,
  tags: { id: 'dynamic' },
});
