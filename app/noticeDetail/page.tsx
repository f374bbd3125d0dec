import { noticeDetail } from '@/features/circles/circle.route';
import { NoticePage } from '@/features/circles/NoticePage';

export const generateMetadata = noticeDetail.generateMetadata;

/** noticeDetail: `/noticeDetail.html?id=N`, one notice of a circle ('notice', docs/product.md §2). */
export default async function NoticeDetailRoute() {
  const { data } = await noticeDetail.load();
  return <NoticePage notice={data.notice} />;
}
