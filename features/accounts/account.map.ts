import { keepXyAccount } from '@/features/accounts/accountFormat';
import { hasMore } from '@/lib/format/paging';
import { isoDateTime } from '@/lib/format/dateTime';
import type { RankRules, RankedXyAccount, XyAccount, XyAccountPage } from '@/features/accounts/account.types';
import type { RawRankRules, RawXyAccount, RawXyArticles, RawXyInfo, RawXyRank } from './account.schema';
import { mapArticleSummary } from '../articles/article.map';
import { accountHref } from '../columns/subscription.map';

/** The influence ranking is cut to 20 (docs/product.md §9). */
export const RANK_LENGTH = 20;

/** An account, or null when it must be discarded (xyStatus 1 or 4, xyForbidden 1, xyID not positive: docs/product.md §4). */
export function mapXyAccount(raw: RawXyAccount): XyAccount | null {
  if (!keepXyAccount(raw)) return null;
  return {
    id: raw.xyID,
    name: raw.name,
    icon: raw.icon,
    description: raw.description,
    kind: raw.kind,
    followers: raw.fansCount,
    href: accountHref(raw.xyID),
  };
}

/** xyDetail's content; null when the account is discarded (the page: 'account unavailable', 404). */
export function mapXyAccountPage(info: RawXyInfo, articles: RawXyArticles): XyAccountPage | null {
  const account = mapXyAccount(info);
  if (!account) return null;
  return {
    account,
    bulletin: info.bulletin,
    articleCount: info.articleCount,
    articles: articles.list.map(mapArticleSummary),
    hasMore: hasMore(articles.list.length, articles.hasMore),
  };
}

/** The ranking without discarded accounts, renumbered, cut to 20. */
export function mapXyRanking(raw: RawXyRank): RankedXyAccount[] {
  const kept = raw.list.flatMap((entry) => {
    const account = mapXyAccount(entry);
    return account ? [{ ...account, influence: entry.influence }] : [];
  });
  return kept.slice(0, RANK_LENGTH).map((account, i) => ({ ...account, rank: i + 1 }));
}

/** xyRules: the rules as published; sections without text are left out. */
export function mapRankRules(raw: RawRankRules): RankRules {
  return {
    title: raw.title,
    intro: raw.intro,
    sections: raw.list.filter((section) => section.title !== '' || section.content !== ''),
    updatedAt: isoDateTime(raw.updateTime) || null,
  };
}
