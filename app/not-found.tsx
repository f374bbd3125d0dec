import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { latestStories } from '@/lib/routeModules/notFound';

/** Every 404 (an unknown address, or an id a route does not find): the site's chrome and a way on. */
export default async function NotFound() {
  return <NotFoundPage suggestions={await latestStories()} />;
}
