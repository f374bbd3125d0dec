import 'server-only';
import { getActivityList } from '@/features/activities/server/activities';
import { activityDetailRoute } from '@/features/activities/paths';
import type { ActivitySummary } from '@/features/activities/activity.types';
import { getXyAccountPage, getXyRanking } from '@/features/accounts/server/accounts';
import { getAccountDynamics, getReporterPage } from '@/features/accounts/server/reporters';
import { xyListShareRoute, xyRulesRoute } from '@/features/accounts/paths';
import { getAllTopics, getGovQaList, getTopicPage } from '@/features/qa/server/qa';
import { govQaListHref } from '@/features/qa/paths';
import { topicDetailRoute } from '@/features/qa/paths';
import {
  getShortVideoCategories,
  getShortVideoCommon,
  getShortVideoPage,
} from '@/features/shortVideo/server/shortVideo';
import { minVideoDetailRoute, shortVideoListHref } from '@/features/shortVideo/paths';
import { getCircle, getCircles, getMoments, getPosts } from '@/features/circles/server/circles';
import { circleDetailRoute, momentListHref, noticeDetailRoute, postDetailRoute } from '@/features/circles/paths';
import { getFigurePage, getFigures } from '@/features/figures/server/figures';
import { figureDetailRoute } from '@/features/figures/paths';
import { getLeaderBoard } from '@/features/leaders/server/leaders';
import { leaderBoardHref } from '@/features/leaders/paths';
import { getSeekArticles } from '@/features/tipoffs/server/submissions';
import { seekArticleDetailRoute, seekHref } from '@/features/tipoffs/paths';
import type { SitemapFamily } from '@/features/feeds/sitemapFamilies';
import { newestTime } from './extraSources';

/** One address of a family's sitemap: its canonical path and when its content last changed. */
export interface FamilyPage {
  path: string;
  lastmod: string | null;
}

/**
 * How many pages of a paged platform list a sitemap reads (the lists are newest first; what is
 * older stays reachable from the pages listed). Bounded so a sitemap costs a known number of calls.
 */
export const LIST_PAGES_READ = 20;

/** Reads a paged list from `first` while it says it has more, at most LIST_PAGES_READ pages. */
async function pagesOf<T>(first: number, read: (page: number) => Promise<{ items: T[]; hasMore: boolean } | null>) {
  const items: T[] = [];
  for (let page = first; page < first + LIST_PAGES_READ; page++) {
    const answer = await read(page);
    if (!answer) break;
    items.push(...answer.items);
    if (!answer.hasMore || answer.items.length === 0) break;
  }
  return items;
}

const epochIso = (ms: number) => (ms > 0 ? new Date(ms).toISOString() : null);

/** The newest lastmod of some pages: a list page changes when its newest item does. */
const newestOf = (pages: FamilyPage[]) => newestTime(pages.map((page) => page.lastmod));

/**
 * An activity's page changes when it opens, closes or starts sign-ups: its lastmod is the latest
 * of those moments that has come (the platform gives no edit time).
 */
function activityLastmod(activity: ActivitySummary, now: number): string | null {
  const times = [activity.signupStartsAt, activity.signupEndsAt, activity.startsAt, activity.endsAt];
  return newestTime(times.filter((time) => time !== null && Date.parse(time) <= now));
}

/** Sign-up activities at their detail page (a vote activity's list link is its vote page, noindex). */
async function activities(): Promise<FamilyPage[]> {
  const now = Date.now();
  const list = await pagesOf(0, async (page) => {
    const answer = await getActivityList(page);
    return { items: answer.activities, hasMore: answer.hasMore };
  });
  const pages = list
    .filter((activity) => activity.href === activityDetailRoute.href({ id: activity.id }))
    .map((activity) => ({ path: activity.href, lastmod: activityLastmod(activity, now) }));
  return [{ path: activityDetailRoute.href(), lastmod: newestOf(pages) }, ...pages];
}

/** The ask bar (its topics and their answered questions) and the government Q&A. */
async function qa(): Promise<FamilyPage[]> {
  const topics = await getAllTopics();
  const perTopic = await Promise.all(
    topics.map(async (topic) => {
      const questions = await pagesOf(1, async (page) => {
        const answer = await getTopicPage(topic.id, page);
        return answer && { items: answer.questions, hasMore: answer.hasMore };
      });
      const pages = questions
        .filter((question) => question.href !== '')
        .map((question) => ({ path: question.href, lastmod: question.answeredAt ?? question.askedAt }));
      return [{ path: topic.href, lastmod: newestOf(pages) }, ...pages];
    }),
  );
  const govQas = (
    await pagesOf(0, async (page) => {
      const answer = await getGovQaList(page);
      return { items: answer.items, hasMore: answer.hasMore };
    })
  ).map((item) => ({ path: item.href, lastmod: item.answeredAt }));
  const topicPages = perTopic.flat();
  return [
    { path: topicDetailRoute.href(), lastmod: newestOf(topicPages) },
    ...topicPages,
    { path: govQaListHref(), lastmod: newestOf(govQas) },
    ...govQas,
  ];
}

/** The media accounts (the ranking lists them all), their reporters and the reporters' posts. */
async function accounts(): Promise<FamilyPage[]> {
  const ranking = await getXyRanking();
  const [accountPages, dynamics] = await Promise.all([
    Promise.all(ranking.map((account) => getXyAccountPage(account.id))),
    Promise.all(ranking.map((account) => getAccountDynamics(account.id))),
  ]);
  const accountsListed = ranking.map((account, index) => ({
    path: account.href,
    lastmod: newestTime((accountPages[index]?.articles ?? []).map((article) => article.publishedAt)),
  }));
  const posts = dynamics.flat();
  const reporterIds = [...new Set(posts.flatMap((post) => (post.reporter ? [post.reporter.id] : [])))];
  const reporters = (await Promise.all(reporterIds.map((id) => getReporterPage(id))))
    .filter((page) => page !== null)
    .map(({ reporter, articles, dynamics: own }) => ({
      path: reporter.href,
      lastmod: newestTime([...articles, ...own].map((item) => item.publishedAt)),
    }));
  const seen = new Set<string>();
  const postPages = posts
    .filter((post) => !seen.has(post.href) && seen.add(post.href))
    .map((post) => ({ path: post.href, lastmod: post.publishedAt }));
  return [
    { path: xyListShareRoute.href(), lastmod: newestOf(accountsListed) },
    { path: xyRulesRoute.href(), lastmod: null },
    ...accountsListed,
    ...reporters,
    ...postPages,
  ];
}

/** The short videos of every category, and each category's first page. */
async function shortVideos(): Promise<FamilyPage[]> {
  const [common, categories] = await Promise.all([getShortVideoCommon(), getShortVideoCategories()]);
  const clips = await pagesOf(0, async (page) => {
    const answer = await getShortVideoPage(0, page, common);
    return { items: answer.clips, hasMore: answer.hasMore };
  });
  const clipPages = clips.map((clip) => ({
    path: minVideoDetailRoute.href({ id: clip.id }),
    lastmod: clip.publishedAt,
  }));
  const categoryPages = await Promise.all(
    categories.map(async (category) => {
      const first = await getShortVideoPage(category.id, 0, common);
      return {
        path: shortVideoListHref(category.id),
        lastmod: newestTime(first.clips.map((clip) => clip.publishedAt)),
      };
    }),
  );
  return [{ path: shortVideoListHref(null), lastmod: newestOf(clipPages) }, ...categoryPages, ...clipPages];
}

/** The circles, their posts and notices, and the moments. */
async function circles(): Promise<FamilyPage[]> {
  const all = await getCircles();
  const perCircle = await Promise.all(
    all.map(async (circle) => {
      const [detail, posts] = await Promise.all([
        getCircle(circle.id),
        pagesOf(0, async (page) => {
          const answer = await getPosts(circle.id, 1, page);
          return answer && { items: answer.posts, hasMore: answer.hasMore };
        }),
      ]);
      const postPages = posts.map((post) => ({
        path: postDetailRoute.href({ id: post.id }),
        lastmod: epochIso(post.createdAt),
      }));
      const notices = (detail?.notices ?? []).map((notice) => ({
        path: noticeDetailRoute.href(undefined, { id: notice.id }),
        lastmod: epochIso(notice.createdAt),
      }));
      return [
        { path: circleDetailRoute.href({ id: circle.id }), lastmod: newestOf(postPages) },
        ...postPages,
        ...notices,
      ];
    }),
  );
  const moments = (
    await pagesOf(0, async (page) => {
      const answer = await getMoments(page);
      return { items: answer.moments, hasMore: answer.hasMore };
    })
  ).map((moment) => ({ path: moment.href, lastmod: epochIso(moment.createdAt) }));
  const circlePages = perCircle.flat();
  return [
    { path: circleDetailRoute.href(), lastmod: newestOf(circlePages) },
    ...circlePages,
    { path: momentListHref(), lastmod: newestOf(moments) },
    ...moments,
  ];
}

/** The public figures, each with the page of reports about them. */
async function figures(): Promise<FamilyPage[]> {
  const all = await getFigures();
  const pages = await Promise.all(all.map((figure) => getFigurePage(figure.id)));
  const listed = all.flatMap((figure, index) => {
    const lastmod = newestTime((pages[index]?.articles ?? []).map((article) => article.publishedAt));
    return [
      { path: figure.href, lastmod },
      { path: figure.reportsHref, lastmod },
    ];
  });
  return [{ path: figureDetailRoute.href(), lastmod: newestOf(listed) }, ...listed];
}

/**
 * The leaders' message board: every leader of the top regions, at the first page of their answered
 * messages; of the board's own region where the platform lists no other (the real regionleaderView
 * answers one region's leaders).
 */
async function leaders(): Promise<FamilyPage[]> {
  const first = await getLeaderBoard(null, null, 0);
  if (!first) return [];
  const regions =
    first.topRegions.length > 0
      ? await Promise.all(first.topRegions.map((region) => getLeaderBoard(region.id, null, 0)))
      : [first];
  const boards = await Promise.all(
    regions.flatMap((board) =>
      board ? board.leaders.map((leader) => getLeaderBoard(board.region.id, leader.id, 0)) : [],
    ),
  );
  const seen = new Set<string>();
  return boards
    .filter((board) => board !== null)
    .map((board) => ({
      path: leaderBoardHref(board.region.id, board.leader?.id ?? null, 0),
      lastmod: newestTime(board.messages.map((message) => message.answeredAt || message.createdAt)),
    }))
    .filter((page) => !seen.has(page.path) && seen.add(page.path));
}

/** The calls for articles, each at its own address, and their list. */
async function callsForArticles(): Promise<FamilyPage[]> {
  const seeks = (await getSeekArticles()).map((seek) => ({ path: seekHref(seek), lastmod: epochIso(seek.startsAt) }));
  return [{ path: seekArticleDetailRoute.href(), lastmod: newestOf(seeks) }, ...seeks];
}

/** Every family's pages, by family (features/feeds/sitemapFamilies.ts names which routes each lists). */
export const FAMILY_SOURCES: Record<SitemapFamily, () => Promise<FamilyPage[]>> = {
  activities,
  qa,
  accounts,
  shortVideos,
  circles,
  figures,
  leaders,
  callsForArticles,
};
