export interface InlineImage {
  ref: string;
  url: string;
  caption: string;
  width: number;
  height: number;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Replaces the platform's `<!--IMAGES#n-->` placeholders with figures carrying width and height,
 * so the browser reserves their space (no layout shift). Unknown placeholders disappear.
 * Runs before sanitising: the sanitiser would drop the comments, and it checks what we add.
 */
export function resolveInlineImages(html: string, images: InlineImage[]): string {
  const byRef = new Map(images.map((image) => [image.ref, image]));
  return html.replace(/<!--\s*IMAGES#(\d+)\s*-->/g, (placeholder, number: string) => {
    const image = byRef.get(`<!--IMAGES#${number}-->`) ?? byRef.get(placeholder);
    if (!image || !image.url) return '';
    const size = image.width > 0 && image.height > 0 ? ` width="${image.width}" height="${image.height}"` : '';
    const caption = image.caption ? `<figcaption class="article-caption">${escapeAttribute(image.caption)}</figcaption>` : '';
    return `<figure class="article-figure"><img src="${escapeAttribute(image.url)}" alt="${escapeAttribute(image.caption)}"${size}>${caption}</figure>`;
  });
}
