import { noticeDetail } from '@/features/circles/circle.page';
import { NoticePage } from '@/features/circles/NoticePage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = noticeDetail.generateMetadata;

/** noticeDetail: `/noticeDetail.html?id=N`, one notice of a circle ('notice', docs/product.md §2). */
export default async function NoticeDetailRoute() {
  const { data, seo } = await noticeDetail.load();
  return (
    <>
      <PreviewImage page={seo} />
      <NoticePage notice={data.notice} />
      <JsonLd page={seo} />
    </>
  );
}
