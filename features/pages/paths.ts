// The in-app addresses of the site's own pages (docs/product.md §2), in one place for links, canonicals and
// the sitemap.

export const aboutPath = () => '/aboutUs.html';
export const certificatePath = (id: number) => `/previewPDF.html?id=${id}`;
export const hotPointPath = (id?: number) => (id === undefined ? '/timeline.html' : `/timeline/${id}.html`);
export const studyPath = (id: number) => `/onlineStudy/${id}.html`;
export const productPath = (id: number) => `/productDetail.html?id=${id}`;
