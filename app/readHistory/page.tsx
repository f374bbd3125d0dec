import { readHistory } from '@/features/mySpace/mySpace.page';
import { ReadHistoryPage } from '@/features/mySpace/ReadHistoryPage';

export const generateMetadata = readHistory.generateMetadata;

/** readHistory: `/readHistory.html`, what this device read (docs/product.md §2, the member's own pages). */
export default async function ReadHistoryRoute() {
  await readHistory.load();
  return <ReadHistoryPage />;
}
