import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getTipoff } from '@/features/tipoffs/server/tipoffs';
import { currentReader, requireReader } from '@/lib/session/reader';
import { signedOutRedirect, withTokenRetry } from '@/lib/session/memberData';
import { definePage } from '@/lib/routing/definePage';
import type { PageSeo } from '@/lib/seo/page';
import { tipoffDetailRoute } from '@/features/tipoffs/paths';
import { speaksLaterGeneration } from '@/lib/platform/dialect/knownGeneration';

/**
 * tipoffDetail: `/tipoffDetail/{id?}.html` (docs/product.md §2, 'tip-off detail'). With an id, one
 * of the reader's own tip-offs and the newsroom's handling of it; without one, the form that sends
 * a new tip-off. Both are the reader's own: private, never indexed. A signed-out reader of the form
 * is told what a tip-off is and offered sign-in, not sent to a bare login form (docs/decisions/0045).
 * Another member's tip-off answers 404 like an unknown one (the platform does not tell them apart).
 */
export const tipoffDetail = definePage(tipoffDetailRoute, {
  async load({ id }) {
    const path = tipoffDetailRoute.href({ id: id || null });
    if (id === undefined) {
      // The real tipoff has no field for a voice note (features/tipoffs/calls.ts): the form offers none there.
      const [reader, voiceNote] = await Promise.all([currentReader(), speaksLaterGeneration()]);
      return { mode: reader ? ('form' as const) : ('signedOut' as const), reader, path, tipoff: null, voiceNote };
    }
    const reader = await requireReader(path);
    if (reader.kind !== 'member') return { mode: 'app' as const, reader, path, tipoff: null };
    // A platform failure is let through (the 503 page); an expired token is renewed once; a token it no longer knows, to the login page.
    const tipoff = await withTokenRetry(reader.member, (token, device) => getTipoff(id, token, device)).catch(
      signedOutRedirect(reader.member, path),
    );
    if (tipoff === null) notFound();
    return { mode: 'detail' as const, reader, path, tipoff };
  },
  async seo({ mode, tipoff }): Promise<PageSeo> {
    const t = await getTranslations('tipoff');
    return { type: 'unlisted', title: mode === 'detail' && tipoff ? tipoff.title || t('detailTitle') : t('formTitle') };
  },
});
