import { LeaderViewList } from '@/features/leaders/leader.page';
import { LeaderBoardPage } from '@/features/leaders/LeaderBoardPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = LeaderViewList.generateMetadata;

/** LeaderViewList: `/LeaderViewList.html`, a region's leaders and the messages readers left them. */
export default async function LeaderViewListRoute() {
  const { data, seo } = await LeaderViewList.load();
  return (
    <>
      <PreviewImage page={seo} />
      <LeaderBoardPage board={data.board} title={data.title} />
      <JsonLd page={seo} />
    </>
  );
}
