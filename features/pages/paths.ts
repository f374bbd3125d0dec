import { route } from '@/lib/routing/route';

// The remaining pages' facts (docs/decisions/0039; docs/product.md §2): about, certificates,
// hot points, online study, products.

/** aboutUs: `/aboutUs.html`. */
export const aboutUsRoute = route({ name: 'aboutUs', public: true });
/** previewPDF: `/previewPDF.html?id=`, a certificate. */
export const previewPDFRoute = route({ name: 'previewPDF', public: true, query: ['id'] });
/** timeline: `/timeline/{id?}.html`, a hot point's timeline (without an id: the hot points). */
export const timelineRoute = route({ name: 'timeline', segments: ['id?'], public: true, tags: { id: 'hotpoint' } });
/** onlineStudy: `/onlineStudy/{id}.html`, a study. */
export const onlineStudyRoute = route({ name: 'onlineStudy', segments: ['id'], public: true, tags: { id: 'study' } });
/** productDetail: `/productDetail.html?id=`, a product. */
export const productDetailRoute = route({ name: 'productDetail', public: true, query: ['id'] });
