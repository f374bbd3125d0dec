import { cutBytes, cutText } from '@/lib/format/cut';

/** docs/product.md §9: share descriptions are cut to 100 characters. */
export const SHARE_DESCRIPTION_CHARS = 100;

export interface SharePayload {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

/**
 * What weixin (or the host app) shows for a shared article: the title cut to the site's limit,
 * counted in bytes with non-ASCII characters as 2 (weChat limit inside weixin, global elsewhere),
 * the description cut to 100 characters, an absolute link and image.
 */
export function sharePayload(input: { title: string; description: string; url: string; image: string; titleLimitBytes: number }): SharePayload {
  return {
    title: cutBytes(input.title, input.titleLimitBytes),
    desc: cutText(input.description, SHARE_DESCRIPTION_CHARS),
    link: input.url.split('#')[0] ?? input.url,
    imgUrl: input.image,
  };
}

/** The weixin browser's user agent carries MicroMessenger. */
export function isWeixinBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}
