import { SHARED_LINK_PARAM } from '@/features/analytics/countRules';
import type { SharePayload } from './sharePayload';

/**
 * The address the panel hands out (copy, system sheet, Weibo, QQ), marked `share=1` so the reader who
 * opens it is counted as arriving from a share (the share-page click, docs/product.md §7 Counts).
 * Weixin's card is not marked: weixin adds its own `from=` to links opened from chats and Moments.
 */
export function sharedLink(link: string): string {
  try {
    const url = new URL(link);
    url.searchParams.set(SHARED_LINK_PARAM, '1');
    return url.toString();
  } catch {
    return link;
  }
}

/**
 * The share pages of Weibo and QQ (Qzone) (docs/product.md §9): a link the reader follows, carrying the
 * page's address, title, description and picture as the services' own share buttons do. No SDK,
 * no script of theirs on our pages (docs/decisions/0053).
 */
export function weiboShareHref(payload: SharePayload): string {
  const query = new URLSearchParams({ url: sharedLink(payload.link), title: payload.title, pic: payload.imgUrl });
  return `https://service.weibo.com/share/share.php?${query.toString()}`;
}

/** QQ's share is Qzone's one-key share page (QQ's friend-share page is gone from the web). */
export function qqShareHref(payload: SharePayload): string {
  const query = new URLSearchParams({
    url: sharedLink(payload.link),
    title: payload.title,
    desc: payload.desc,
    summary: payload.desc,
    pics: payload.imgUrl,
  });
  return `https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey?${query.toString()}`;
}
