import { cutBytes, cutText } from '@/lib/format/cut';
import { BASE_PATH } from '@/lib/routing/basePath';

/** docs/product.md §9: share descriptions are cut to 100 characters. */
export const SHARE_DESCRIPTION_CHARS = 100;

/**
 * A share as weixin's JS-SDK, the host app's `share` action and the share panel take it, under the
 * SPEC's names (docs/product.md §9): the card (title, desc, link, imgUrl), and the object it is of
 * (`article_id`, `objectType`), the address to share (`customUrl`) and the page's path in the
 * site's router (`routerUrl`, without the base path), so the app can open the page itself.
 */
export interface SharePayload {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
  article_id: number;
  /** The platform's event object type (features/share/shareTarget.ts), -1 for none. */
  objectType: number;
  customUrl: string;
  routerUrl: string;
}

export interface SharePayloadInput {
  title: string;
  description: string;
  /** The page's absolute canonical address. */
  url: string;
  image: string;
  titleLimitBytes: number;
  /** The shared object's id and event object type; absent: 0 and -1. */
  id?: number;
  objectType?: number | null;
  /** The page's in-app path (`/newsDetail/1/1000.html`); absent: taken from `url`. */
  path?: string;
}

/**
 * What weixin (or the host app) shows for a shared page: the title cut to the site's limit,
 * counted in bytes with non-ASCII characters as 2 (weChat limit inside weixin, global elsewhere),
 * the description cut to 100 characters, an absolute link and image.
 */
export function sharePayload(input: SharePayloadInput): SharePayload {
  const link = input.url.split('#')[0] ?? input.url;
  return {
    title: cutBytes(input.title, input.titleLimitBytes),
    desc: cutText(input.description, SHARE_DESCRIPTION_CHARS),
    link,
    imgUrl: input.image,
    article_id: input.id ?? 0,
    objectType: input.objectType ?? -1,
    customUrl: link,
    routerUrl: input.path ?? routerPathOf(link),
  };
}

/** `/newsDetail/1/1000.html` of `https://m.example/wap/touch/newsDetail/1/1000.html?x=1`: the path after the base path. */
function routerPathOf(link: string): string {
  try {
    const { pathname } = new URL(link);
    return pathname.startsWith(`${BASE_PATH}/`) ? pathname.slice(BASE_PATH.length) : pathname;
  } catch {
    return '';
  }
}
