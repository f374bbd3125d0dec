import { keepXyAccount } from '@/features/accounts/accountFormat';
import { dynamicHasMore } from '@/lib/format/paging';
import type { Dynamic, Reporter } from '@/features/accounts/reporter.types';
import type { RawAuthorInfo, RawDynamic } from './reporter.schema';
import { toIsoTime } from '../articles/article.map';
import { accountHref } from '../columns/subscription.map';
import { dynamicDetailRoute, reporterRoute } from '@/features/accounts/paths';

export const reporterHref = (id: number) => reporterRoute.href({ id });
export const dynamicHref = (id: number) => dynamicDetailRoute.href({ id });

/** A reporter; the account they write for only when it is one readers may see (docs/product.md §4). */
export function mapReporter(raw: RawAuthorInfo): Reporter {
  const account =
    keepXyAccount({ xyID: raw.xyID, xyStatus: raw.xyStatus, xyForbidden: raw.xyForbidden }) && raw.xyName !== '';
  return {
    id: raw.id,
    name: raw.name,
    icon: raw.icon,
    desk: raw.desk,
    intro: raw.intro,
    articleCount: raw.articleCount,
    account: account ? { id: raw.xyID, name: raw.xyName, href: accountHref(raw.xyID) } : null,
    href: reporterHref(raw.id),
  };
}

export function mapDynamic(raw: RawDynamic): Dynamic {
  return {
    id: raw.id,
    content: raw.content,
    publishedAt: toIsoTime(raw.publishtime),
    pictures: raw.pics.filter((pic) => pic !== ''),
    reporter:
      raw.reporterID > 0
        ? { id: raw.reporterID, name: raw.reporterName, icon: raw.reporterIcon, href: reporterHref(raw.reporterID) }
        : null,
    href: dynamicHref(raw.id),
  };
}

/** A page of dynamics: the page, and whether to offer more (at least 10: docs/product.md §9). */
export function mapDynamicList(list: RawDynamic[]): { dynamics: Dynamic[]; hasMore: boolean } {
  return { dynamics: list.map(mapDynamic), hasMore: dynamicHasMore(list.length) };
}
