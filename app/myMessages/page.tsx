import { myMessages } from '@/features/mySpace/mySpace.page';
import { MyMessagesPage } from '@/features/mySpace/MyMessagesPage';

export const generateMetadata = myMessages.generateMetadata;

/** myMessages: `/myMessages.html`, the message centre (docs/product.md §2, the member's own pages). */
export default async function MyMessagesRoute() {
  const { data } = await myMessages.load();
  return <MyMessagesPage data={data} />;
}
