import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { requireReader, type Reader } from '@/lib/session/reader';
import { loadMemberData } from '@/lib/session/memberData';
import { definePage } from '@/lib/routing/definePage';
import { pageQuery } from '@/lib/routing/pageQuery';
import { pageParam } from '@/lib/format/paging';
import type { PageSeo } from '@/lib/seo/page';
import {
  myCommentsRoute,
  myFollowsRoute,
  myMessagesRoute,
  myPostsRoute,
  myQuestionsRoute,
  myReportersRoute,
  myTipoffsRoute,
  pagedHref,
  readHistoryRoute,
} from './paths';
import {
  getMyComments,
  getMyFollows,
  getMyMessages,
  getMyPosts,
  getMyQuestions,
  getMyReporters,
  getMyTipoffs,
  type MemberAuth,
} from './server/mine';

// A member's own space (docs/product.md §2, the member's own pages; docs/decisions/0051): private
// routes, the only kind whose render may read the session (never kept by a shared cache), never indexed.

type TitleKey =
  | 'comments.title'
  | 'follows.title'
  | 'questions.title'
  | 'tipoffs.title'
  | 'posts.title'
  | 'messages.title'
  | 'history.title';

async function unlisted(key: TitleKey): Promise<PageSeo> {
  const t = await getTranslations('mySpace');
  return { type: 'unlisted', title: t(key) };
}

/** What an own list page renders: the reader, the page asked, its items (null: could not load; an app reader has none here). */
export interface OwnListData<T> {
  reader: Reader;
  page: number;
  list: T | null;
  path: string;
}

type PagedFacts = Parameters<typeof pagedHref>[0] & Parameters<typeof definePage>[0];

/**
 * One paged list of the member's own: `?page=N` (beyond the furthest page a 404), a signed-out
 * reader to the login page and back, the member's data or null when it failed.
 */
function ownList<T>(
  facts: PagedFacts,
  title: TitleKey | (() => Promise<PageSeo>),
  load: (page: number, auth: MemberAuth) => Promise<T>,
) {
  return definePage(facts, {
    async load(): Promise<OwnListData<T>> {
      const page = pageParam((await pageQuery()).get('page'));
      if (page === null) notFound();
      const path = pagedHref(facts, page);
      const reader = await requireReader(path);
      const list =
        reader.kind === 'member'
          ? await loadMemberData(reader.member, path, (memberToken, device) => load(page, { memberToken, device }))
          : null;
      return { reader, page, list, path };
    },
    seo: () => (typeof title === 'function' ? title() : unlisted(title)),
  });
}

export const myComments = ownList(myCommentsRoute, 'comments.title', getMyComments);
export const myFollows = ownList(myFollowsRoute, 'follows.title', getMyFollows);
/** The reporters I follow: the title is the slice's own message (docs/decisions/0064). */
export const myReporters = ownList(
  myReportersRoute,
  async (): Promise<PageSeo> => ({ type: 'unlisted', title: (await getTranslations('reporterFollow'))('myTitle') }),
  getMyReporters,
);
export const myQuestions = ownList(myQuestionsRoute, 'questions.title', getMyQuestions);
export const myTipoffs = ownList(myTipoffsRoute, 'tipoffs.title', getMyTipoffs);
export const myPosts = ownList(myPostsRoute, 'posts.title', getMyPosts);
export const myMessages = ownList(myMessagesRoute, 'messages.title', getMyMessages);

/** readHistory: kept on the device, so the page is the same for everyone; the island reads it. */
export const readHistory = definePage(readHistoryRoute, {
  load: async () => ({}),
  seo: () => unlisted('history.title'),
});
