import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import {
  getActivity,
  getActivityList,
  getActivityMembership,
  getEntries,
} from '@/features/activities/server/activities';
import { requireReader } from '@/lib/session/reader';
import { loadMemberData } from '@/lib/session/memberData';
import { definePage } from '@/lib/routing/definePage';
import type { PageSeo } from '@/lib/seo/page';
import { plainText, shareText } from '@/lib/seo/text';
import { loadCommentsSection } from '@/features/comments/server/loadComments';
import { COMMENT_SOURCE } from '@/features/comments/comment.types';
import { listCrumbs } from '../columns/listItems.page';
import { activityApplyRoute, activityDetailRoute } from '@/features/activities/paths';

// Activities readers sign up for (docs/product.md §2, docs/decisions/0020). The detail page is public and
// cached: it reads nothing per reader (the sign-up button's own state comes from a client island).
// The application form is one reader's own page: signed in, never cached, never indexed.

/**
 * activityDetail: `/activityDetail/{id}.html`: banner, time, place, text, entries, sign-up button; without an
 * id (SPEC's id is optional), the site's activities, the first page of activityList (docs/product.md §2).
 */
export const activityDetail = definePage(activityDetailRoute, {
  async load({ id }) {
    if (id === undefined) {
      const [{ activities }, config, t] = await Promise.all([
        getActivityList(0),
        getSiteConfig(),
        getTranslations('activityList'),
      ]);
      return {
        mode: 'list' as const,
        activities,
        config,
        title: t('title'),
        activity: null,
        entries: null,
        comments: null,
      };
    }
    const [activity, config] = await Promise.all([getActivity(id), getSiteConfig()]);
    if (!activity) notFound();
    // Not awaited: the comments stream after the rest of the page (features/comments/CommentsSection.tsx).
    const comments = loadCommentsSection(COMMENT_SOURCE.activity, id);
    const entries = await getEntries(id, 0);
    return { mode: 'activity' as const, activity, entries, config, comments, activities: null, title: activity.title };
  },
  seo({ mode, activity, activities, config, title }): PageSeo {
    if (mode === 'list') {
      const path = activityDetailRoute.href();
      return {
        type: 'collection',
        title,
        description: shareText(title),
        path,
        items: activities.map((item) => ({ name: item.title, path: item.href })),
        breadcrumbs: listCrumbs(config.appName, { name: title, path }),
      };
    }
    const path = activityDetailRoute.href({ id: activity.id });
    return {
      type: 'event',
      title: activity.title,
      description: shareText(activity.summary, plainText(activity.contentHtml), activity.title),
      path,
      image: activity.banner.big || activity.banner.middle || undefined,
      breadcrumbs: listCrumbs(config.appName, { name: activity.title, path }),
      event: {
        startsAt: activity.startsAt,
        endsAt: activity.endsAt,
        place: activity.place,
        organizer: activity.organizer,
      },
    };
  },
});

/** activityApply: `/activityApply/{linkID?}/{id}.html`: the application form the platform defines. */
export const activityApply = definePage(activityApplyRoute, {
  async load({ id }) {
    if (id === undefined) notFound();
    const path = activityApplyRoute.href({ id });
    const reader = await requireReader(path);
    const activity = await getActivity(id);
    if (!activity) notFound();
    const membership =
      reader.kind === 'member'
        ? await loadMemberData(reader.member, path, (memberToken, device) =>
            getActivityMembership(id, { memberToken, device }),
          )
        : null;
    return { reader, activity, membership, path };
  },
  async seo({ activity }): Promise<PageSeo> {
    const t = await getTranslations('activity');
    return { type: 'unlisted', title: t('apply.title', { title: activity.title }) };
  },
});
