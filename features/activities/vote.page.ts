import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import {
  countVoteAccess,
  findVoteOptions,
  getVoteInfo,
  getVoteOption,
  getVoteOptions,
  getVoteResult,
} from '@/features/activities/server/votes';
import { currentReader, type Reader } from '@/lib/session/reader';
import { loadMemberData } from '@/lib/session/memberData';
import { definePage } from '@/lib/routing/definePage';
import { pageQuery } from '@/lib/routing/pageQuery';
import type { PageSeo } from '@/lib/seo/page';
import { shareText } from '@/lib/seo/text';
import { documentTitle } from '@/lib/seo/metadata';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { activityVoteRoute, activityVoteWebRoute, voteItemDetailRoute } from '@/features/activities/paths';

// The vote pages (docs/product.md §2 and §6). A shared vote link shows every reader what is voted
// on; signing in is asked only to vote (docs/decisions/0045). A member's calls carry the token
// (votes left today), so the pages are never cached or indexed.

async function unlisted(key: 'vote.title' | 'vote.optionTitle' | 'vote.resultTitle'): Promise<PageSeo> {
  const t = await getTranslations('activity');
  return { type: 'unlisted', title: t(key) };
}

interface MemberAuth {
  memberToken: string;
  device: string;
}

/**
 * Loads a vote page's data: a member's with their token; a signed-out reader's without one (what
 * anyone may see: the vote, its options, the counts); an app reader (no token of ours) gets null
 * and is sent to the app.
 */
async function asReader<T>(
  reader: Reader | null,
  path: string,
  load: (auth: MemberAuth | undefined) => Promise<T>,
): Promise<T | null> {
  if (!reader) return load(undefined);
  return reader.kind === 'member'
    ? loadMemberData(reader.member, path, (memberToken, device) => load({ memberToken, device }))
    : null;
}

/** Whether the page was loaded for this reader: an app reader has no data, on purpose. */
const loadedFor = (reader: Reader | null) => reader === null || reader.kind === 'member';

/** One more open of a vote (or an option); a failure never costs the reader the page. */
function countOpen(voteId: number, optionId: number | undefined, device: string | undefined): void {
  countVoteAccess(voteId, optionId, device).catch((error: unknown) =>
    console.error('[vote] access count failed', error),
  );
}

/** A theme id or a name to search, from the query (activityVoteRoute.query, features/activities/paths.ts). */
async function optionFilter(): Promise<{ themeId?: number; name: string }> {
  const query = await pageQuery();
  const theme = Number(query.get('themeId'));
  return {
    themeId: Number.isInteger(theme) && theme > 0 ? theme : undefined,
    name: (query.get('name') ?? '').trim().slice(0, 30),
  };
}

/** activityVote: `/activityVote/{linkID?}/{id}.html`: head image, themes, rules, options to vote for. */
export const activityVote = definePage(activityVoteRoute, {
  async load({ linkID, id }) {
    if (id === undefined) notFound();
    const path = activityVoteRoute.href({ linkID: linkID || null, id });
    const reader = await currentReader();
    const filter = await optionFilter();
    const data = await asReader(reader, path, async (auth) => {
      const info = await getVoteInfo(id, auth);
      if (!info) return null;
      const options = filter.name
        ? { options: await findVoteOptions(id, filter.name, auth), total: 0, hasMore: false }
        : await getVoteOptions(id, filter.themeId, 0, auth);
      countOpen(id, undefined, auth?.device);
      return { info, options };
    });
    if (loadedFor(reader) && data === null) notFound();
    // The site's share settings, for the share panel (features/share/PageShare.tsx).
    const config = await getSiteConfig();
    return { reader, data, filter, path, linkID: linkID ?? null, config };
  },
  // Readers share votes: the share tags name the vote (never indexed: the page is per reader).
  async seo({ data, path, config }): Promise<PageSeo> {
    if (!data) return unlisted('vote.title');
    const t = await getTranslations('activity');
    return {
      type: 'page',
      title: data.info.title,
      // The tab says what the page is, as its heading does; the share tags name the vote.
      documentTitle: documentTitle(t('vote.title'), config.appName),
      description: shareText(data.info.rules, data.info.title),
      path,
      image: data.info.headImage || undefined,
      robots: { index: false, follow: false },
    };
  },
});

/** voteItemDetail: `/voteItemDetail/{id?}/{voteId}/{optionId}.html`: one option, its story, the vote button. */
export const voteItemDetail = definePage(voteItemDetailRoute, {
  async load({ id, voteId, optionId }) {
    if (voteId === undefined || optionId === undefined) notFound();
    const path = voteItemDetailRoute.href({ id: id || null, voteId, optionId });
    const reader = await currentReader();
    const data = await asReader(reader, path, async (auth) => {
      const [info, option] = await Promise.all([getVoteInfo(voteId, auth), getVoteOption(voteId, optionId, auth)]);
      if (!info || !option) return null;
      countOpen(voteId, optionId, auth?.device);
      return { info, option };
    });
    if (loadedFor(reader) && data === null) notFound();
    return { reader, data, path, activityId: id ?? null };
  },
  seo: () => unlisted('vote.optionTitle'),
});

/** activityVoteWeb: `/activityVoteWeb/{linkID?}/{id}.html`: the results (voteResult), ranked. */
export const activityVoteWeb = definePage(activityVoteWebRoute, {
  async load({ linkID, id }) {
    if (id === undefined) notFound();
    const path = activityVoteWebRoute.href({ linkID: linkID || null, id });
    const reader = await currentReader();
    const data = await asReader(reader, path, async (auth) => {
      const info = await getVoteInfo(id, auth);
      if (!info) return null;
      return { info, result: await getVoteResult(id, auth) };
    });
    if (loadedFor(reader) && data === null) notFound();
    return { reader, data, path, linkID: linkID ?? null };
  },
  seo: () => unlisted('vote.resultTitle'),
});
