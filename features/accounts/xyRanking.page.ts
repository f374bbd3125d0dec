import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { getRankRules, getXyRanking } from '@/features/accounts/server/accounts';
import { definePage } from '@/lib/routing/definePage';
import type { PageSeo } from '@/lib/seo/page';
import { shareText } from '@/lib/seo/text';
import { listCrumbs } from '../columns/listItems.page';
import { xyListShareRoute, xyRulesRoute } from '@/features/accounts/paths';

export const RANKING_PATH = xyListShareRoute.href();
export const RULES_PATH = xyRulesRoute.href();

/**
 * xyListShare: `/xyListShare.html`, the influence ranking of media accounts (xyRank): discarded
 * accounts left out, the first 20 (docs/product.md §9), each linking to its page. Public and
 * cached: the follow buttons ask the reader's state after load.
 */
export const xyListShare = definePage(xyListShareRoute, {
  async load() {
    const [ranking, config, t] = await Promise.all([getXyRanking(), getSiteConfig(), getTranslations('xyRank')]);
    return { ranking, config, title: t('title') };
  },
  seo({ ranking, config, title }): PageSeo {
    return {
      type: 'collection',
      title,
      description: shareText(ranking.map((account) => account.name).join('、'), title),
      path: RANKING_PATH,
      items: ranking.map((account) => ({ name: account.name, path: account.href })),
      breadcrumbs: listCrumbs(config.appName, { name: title, path: RANKING_PATH }),
    };
  },
});

/** xyRules: `/xyRules.html`, the ranking's rules as the platform's editors publish them (xyRankRules). */
export const xyRules = definePage(xyRulesRoute, {
  async load() {
    const [rules, config, t] = await Promise.all([getRankRules(), getSiteConfig(), getTranslations('xyRank')]);
    return { rules, config, rankingTitle: t('title'), title: rules.title || t('rulesTitle') };
  },
  seo({ rules, config, rankingTitle, title }): PageSeo {
    return {
      type: 'page',
      title,
      description: shareText(rules.intro || rules.sections.map((section) => section.content).join(' '), title),
      path: RULES_PATH,
      breadcrumbs: listCrumbs(
        config.appName,
        { name: rankingTitle, path: RANKING_PATH },
        { name: title, path: RULES_PATH },
      ),
    };
  },
});
