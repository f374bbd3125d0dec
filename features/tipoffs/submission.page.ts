import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSeekArticle, getSeekArticles, getSubmission, getSubmissions } from '@/features/tipoffs/server/submissions';
import { requireReader } from '@/lib/session/reader';
import { signedOutRedirect, withTokenRetry } from '@/lib/session/memberData';
import { definePage } from '@/lib/routing/definePage';
import type { PageSeo } from '@/lib/seo/page';
import { shareText } from '@/lib/seo/text';
import { inputArticleDetailRoute, seekArticleDetailRoute, seekHref } from '@/features/tipoffs/paths';

/**
 * seekArticleDetail: `/seekArticleDetail/{linkID?}/{id}.html` ('call-for-articles detail'), public:
 * the call as the newsroom wrote it; the submitting form is an island that asks for sign-in when used.
 * Without an id, the calls for articles, open ones first (the way a reader finds them: docs/decisions/0031).
 */
export const seekArticleDetail = definePage(seekArticleDetailRoute, {
  async load({ linkID, id }) {
    if (id === undefined && linkID !== undefined) notFound();
    const t = await getTranslations('submission');
    if (id === undefined)
      return { mode: 'list' as const, seeks: await getSeekArticles(), seek: null, title: t('seekListTitle') };
    const seek = await getSeekArticle(id);
    if (!seek) notFound();
    return { mode: 'seek' as const, seek, seeks: null, title: t('seekListTitle') };
  },
  seo(data): PageSeo {
    if (data.mode === 'list') {
      return {
        type: 'collection',
        title: data.title,
        description: shareText(data.seeks.map((s) => s.title).join('；'), data.title),
        path: seekArticleDetailRoute.href(),
        items: data.seeks.map((s) => ({ name: s.title, path: seekHref(s) })),
      };
    }
    const { seek } = data;
    return {
      type: 'page',
      title: seek.title,
      description: shareText(seek.content),
      path: seekHref(seek),
      image: seek.cover || undefined,
    };
  },
});

/**
 * inputArticleDetail: `/inputArticleDetail/{id?}.html` ('submission detail'), the reader's own:
 * with an id one submission and its review, without one the reader's submissions. Private.
 */
export const inputArticleDetail = definePage(inputArticleDetailRoute, {
  async load({ id }) {
    const path = inputArticleDetailRoute.href({ id: id || null });
    const reader = await requireReader(path);
    if (reader.kind !== 'member') return { mode: 'app' as const, path, submission: null, submissions: null };
    const { member } = reader;
    if (id === undefined)
      return {
        mode: 'list' as const,
        path,
        submission: null,
        submissions: await withTokenRetry(member, getSubmissions).catch(signedOutRedirect(member, path)),
      };
    const submission = await withTokenRetry(member, (token, device) => getSubmission(id, token, device)).catch(
      signedOutRedirect(member, path),
    );
    if (!submission) notFound();
    return { mode: 'detail' as const, path, submission, submissions: null };
  },
  async seo({ mode, submission }): Promise<PageSeo> {
    const t = await getTranslations('submission');
    return { type: 'unlisted', title: mode === 'detail' && submission ? submission.title : t('mineTitle') };
  },
});
