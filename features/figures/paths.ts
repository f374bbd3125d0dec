import { route } from '@/lib/routing/route';

// The figures' routes' facts (docs/decisions/0039; docs/product.md §2).

/** figureDetail: `/figureDetail/{id?}.html`, a figure (without an id: the figures). */
export const figureDetailRoute = route({
  name: 'figureDetail',
  segments: ['id?'],
  public: true,
  tags: { id: 'figure' },
});
/** personageReports: `/personageReports/{id}.html`, the reports about a figure. */
export const personageReportsRoute = route({
  name: 'personageReports',
  segments: ['id'],
  public: true,
  tags: { id: 'figure' },
});
