import { onlineStudy } from '@/features/pages/study.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { StudyPage } from '@/features/pages/StudyPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = onlineStudy.generateMetadata;

/** onlineStudy: `/onlineStudy/{id}.html`, one online course. */
export default async function OnlineStudyRoute(props: RouteProps) {
  const { data, seo } = await onlineStudy.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      <StudyPage study={data.study} others={data.others} products={data.products} />
      <JsonLd page={seo} />
    </>
  );
}
