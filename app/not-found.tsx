import type { Metadata } from 'next';
import { NotFoundPage } from '@/features/site/NotFoundPage';
import { missingMetadata } from '@/features/site/MissingPage';
import { latestStories } from '@/features/site/notFound.page';
import { pageRequest } from '@/lib/routing/pageQuery';

/**
 * The head of every 404 render, also of app/missing's (Next takes the not-found boundary's metadata
 * whenever the answer's status is 404, not the page's): its own title, the route's where it has a
 * not-found page of its own (a media account's "该账号不可用"), never the home page's (it was titled
 * 首页: docs/decisions/0024), and never indexed.
 */
export async function generateMetadata(): Promise<Metadata> {
  return missingMetadata((await pageRequest()).route);
}

/** Every 404 (an unknown address, or an id a route does not find): the site's chrome and a way on. */
export default async function NotFound() {
  return <NotFoundPage suggestions={await latestStories()} />;
}
