import { MissingPage, missingMetadata } from '@/features/site/MissingPage';
import { latestStories } from '@/features/site/notFound.page';

type Props = { params: Promise<{ route: string }> };

export async function generateMetadata({ params }: Props) {
  return missingMetadata((await params).route);
}

/** proxy.ts rewrites an address whose page said notFound() here, named by its route, with status 404 (docs/decisions/0086). */
export default async function Missing({ params }: Props) {
  return <MissingPage route={(await params).route} suggestions={latestStories} />;
}
