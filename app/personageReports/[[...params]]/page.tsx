import { personageReports } from '@/features/figures/figure.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { PersonageReportsPage } from '@/features/figures/PersonageReportsPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = personageReports.generateMetadata;

/** personageReports: `/personageReports/{id}.html`, 'reports collection': every report about a public figure. */
export default async function PersonageReportsRoute(props: RouteProps) {
  const { data, seo } = await personageReports.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      <PersonageReportsPage page={data.page} title={data.title} leftThumbnail={data.config.leftListLayout} />
      <JsonLd page={seo} />
    </>
  );
}
