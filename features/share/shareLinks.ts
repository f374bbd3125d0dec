import type { SharePayload } from './sharePayload';

/**
 * The share pages of Weibo and QQ (docs/product.md §9): a link the reader follows, carrying the
 * page's address, title, description and picture as the services' own share buttons do. No SDK,
 * no script of theirs on our pages (docs/decisions/0053).
 */
export function weiboShareHref(payload: SharePayload): string {
  const query = new URLSearchParams({ url: payload.link, title: payload.title, pic: payload.imgUrl });
  return `https://service.weibo.com/share/share.php?${query.toString()}`;
}

export function qqShareHref(payload: SharePayload): string {
  const query = new URLSearchParams({ url: payload.link, title: payload.title, desc: payload.desc, summary: payload.desc, pics: payload.imgUrl });
  return `https://connect.qq.com/widget/shareqq/index.html?${query.toString()}`;
}
