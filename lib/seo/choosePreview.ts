/** A share picture and its size in pixels, as og:image, og:image:width and og:image:height state it. */
export interface PreviewImage {
  url: string;
  width: number;
  height: number;
}

/**
 * The smallest picture a big preview card is made of: Open Graph's large cards want 600 px wide at
 * least (1200 best), and weixin takes a page's first picture of 300×300 or more.
 */
export const PREVIEW_MIN_WIDTH = 600;
export const PREVIEW_MIN_HEIGHT = 300;

/** A page's own picture when it is large enough, else its generated card (docs/decisions/0055). */
export function choosePreview(own: PreviewImage | null, card: PreviewImage): PreviewImage {
  return own && own.width >= PREVIEW_MIN_WIDTH && own.height >= PREVIEW_MIN_HEIGHT ? own : card;
}
