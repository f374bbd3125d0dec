import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundPage } from '@/features/site/NotFoundPage';
import { latestStories } from '@/features/site/notFound.page';

/** Its own title, never the home page's (it was titled 首页: docs/decisions/0024), and never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('error');
  return { title: t('notFoundTitle'), robots: { index: false, follow: false } };
}

/** Every 404 (an unknown address, or an id a route does not find): the site's chrome and a way on. */
export default async function NotFound() {
  return <NotFoundPage suggestions={await latestStories()} />;
}
