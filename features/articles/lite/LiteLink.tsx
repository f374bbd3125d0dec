import { getTranslations } from 'next-intl/server';
import { BASE_PATH } from '@/lib/routing/basePath';
import { liteDetailRoute } from '@/features/articles/paths';

/**
 * The way from the full article to its lite page (docs/decisions/0017). A plain link, not next/link:
 * the lite page is a document without the app's scripts, so it is never fetched as a route.
 */
export async function LiteLink({
  article,
  className,
}: {
  article: { id: number; columnId: number };
  className?: string;
}) {
  const t = await getTranslations('lite');
  return (
    <p className={className}>
      <a
        href={`${BASE_PATH}${liteDetailRoute.href({ columnId: article.columnId, id: article.id })}`}
        rel="alternate"
        data-lite-link=""
      >
        {t('openLite')}
      </a>
    </p>
  );
}
