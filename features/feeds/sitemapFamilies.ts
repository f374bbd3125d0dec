import type { RouteFacts } from '@/lib/routing/route';
import { activityDetailRoute } from '@/features/activities/paths';
import {
  dynamicDetailRoute,
  reporterRoute,
  xyDetailRoute,
  xyListShareRoute,
  xyRulesRoute,
} from '@/features/accounts/paths';
import {
  imageDetailRoute,
  linkDetailRoute,
  liteDetailRoute,
  newsDetailRoute,
  videoDetailRoute,
} from '@/features/articles/paths';
import {
  circleDetailRoute,
  friendsCircleDetailRoute,
  noticeDetailRoute,
  postDetailRoute,
} from '@/features/circles/paths';
import {
  columnDetailRoute,
  columnShareRoute,
  homeRoute,
  indexRoute,
  moreImageRoute,
  moreModulesRoute,
  specDetailRoute,
  specMoreRoute,
  subscriptionListRoute,
  tagListRoute,
} from '@/features/columns/paths';
import { commentAllRoute, replyAllRoute } from '@/features/comments/paths';
import { figureDetailRoute, personageReportsRoute } from '@/features/figures/paths';
import { leaderViewListRoute } from '@/features/leaders/paths';
import { privacyPolicyRoute, userAgreementRoute } from '@/features/legal/paths';
import { liveDetailRoute, moreLiveRoute } from '@/features/live/paths';
import {
  aboutUsRoute,
  onlineStudyRoute,
  previewPDFRoute,
  productDetailRoute,
  timelineRoute,
} from '@/features/pages/paths';
import { paperArticleRoute, paperRoute, paperSharePageRoute } from '@/features/paper/paths';
import {
  askDetailRoute,
  newQaDetailRoute,
  qaDetailRoute,
  topicDetailRoute,
  userDetailRoute,
} from '@/features/qa/paths';
import { searchRoute } from '@/features/search/paths';
import { minVideoDetailRoute, minVideoListRoute, mvodShareRoute } from '@/features/shortVideo/paths';
import { downloadClientRoute, invitedToDownloadRoute } from '@/features/site/paths';
import { seekArticleDetailRoute } from '@/features/tipoffs/paths';

/**
 * Which sitemap lists each public page family (docs/decisions/0089). Pure facts, so a unit test can
 * hold them against the route table: a public route must be in a sitemap or say here why not, and a
 * new public family without either fails that test (features/feeds/sitemapFamilies.test.ts).
 */

/**
 * The families with a sitemap of their own, `/sitemap/family/{family}.xml`, and the routes each
 * lists (features/feeds/server/familySources.ts builds the entries, at each page's canonical address).
 */
export const SITEMAP_FAMILIES = {
  activities: [activityDetailRoute],
  qa: [topicDetailRoute, askDetailRoute, qaDetailRoute],
  accounts: [xyListShareRoute, xyRulesRoute, xyDetailRoute, reporterRoute, dynamicDetailRoute],
  shortVideos: [minVideoListRoute, minVideoDetailRoute],
  circles: [circleDetailRoute, postDetailRoute, noticeDetailRoute, friendsCircleDetailRoute],
  figures: [figureDetailRoute, personageReportsRoute],
  leaders: [leaderViewListRoute],
  callsForArticles: [seekArticleDetailRoute],
} as const satisfies Record<string, readonly RouteFacts[]>;

export type SitemapFamily = keyof typeof SITEMAP_FAMILIES;

export const SITEMAP_FAMILY_NAMES = Object.keys(SITEMAP_FAMILIES) as SitemapFamily[];

/** The routes the sitemaps of decision 0023 list: the pages sitemap, one per column, the news sitemap. */
export const COLUMN_AND_PAGE_SITEMAP_ROUTES: readonly RouteFacts[] = [
  homeRoute,
  downloadClientRoute,
  columnDetailRoute,
  specDetailRoute,
  newsDetailRoute,
  imageDetailRoute,
  videoDetailRoute,
  liveDetailRoute,
  paperRoute,
  paperArticleRoute,
  aboutUsRoute,
  previewPDFRoute,
  timelineRoute,
  onlineStudyRoute,
  productDetailRoute,
  privacyPolicyRoute,
  userAgreementRoute,
];

/** Public routes no sitemap lists, and why: another address is canonical, the page is noindex, or it only lists what is listed. */
export const UNLISTED_PUBLIC_ROUTES: Readonly<Record<string, string>> = {
  [indexRoute.name]: "the platform's other name of home, which is listed",
  [columnShareRoute.name]: "a column's share variant: its canonical is columnDetail",
  [liteDetailRoute.name]: "an article's light copy (docs/decisions/0017): its canonical is the full article",
  [linkDetailRoute.name]: 'a link article: its content is the page it links to, elsewhere',
  [mvodShareRoute.name]: "a short video's share variant: its canonical is minVideoDetail",
  [newQaDetailRoute.name]: "the platform's other address of a government Q&A: its canonical is qaDetail",
  [paperSharePageRoute.name]: "a paper page's share variant: its canonical is the paper's",
  [userDetailRoute.name]: "a member's page: noindex, members are private people (docs/decisions/0026)",
  [searchRoute.name]: 'search results: noindex',
  [invitedToDownloadRoute.name]: "an invitation's download page: noindex",
  [commentAllRoute.name]: "the comments of a page that is listed, shown whole; they are on that page's own address",
  [replyAllRoute.name]: 'the replies to one comment of a listed page',
  [moreImageRoute.name]: 'a list of picture articles the column sitemaps list one by one',
  [moreModulesRoute.name]: "a home module's list of articles the column sitemaps list one by one",
  [moreLiveRoute.name]: 'the list of lives the column sitemaps list one by one',
  [specMoreRoute.name]: "a special topic's list of articles the column sitemaps list one by one",
  [tagListRoute.name]: 'the articles of a tag, each listed in its column sitemap',
  [subscriptionListRoute.name]: "the subscription categories' lists, whose articles the column sitemaps list",
};

/** The sitemap of one page family: `/sitemap/family/{family}.xml`. */
export function familySitemapPath(family: SitemapFamily): string {
  return `/sitemap/family/${family}.xml`;
}

/** The family of a family sitemap's file name (`qa.xml`), or null for anything else. */
export function familyOfFile(file: string): SitemapFamily | null {
  const family = /^([A-Za-z]+)\.xml$/.exec(file)?.[1];
  return family !== undefined && Object.hasOwn(SITEMAP_FAMILIES, family) ? (family as SitemapFamily) : null;
}
