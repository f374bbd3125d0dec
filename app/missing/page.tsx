import { MissingPage, missingMetadata } from '@/features/site/MissingPage';

export const generateMetadata = missingMetadata;

/** proxy.ts rewrites an address whose page said notFound() here, with status 404 (docs/decisions/0086). */
export default function Missing() {
  return <MissingPage />;
}
