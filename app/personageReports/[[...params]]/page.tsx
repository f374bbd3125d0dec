import { personageReports } from '@/lib/routeModules/figure';
import type { RouteProps } from '@/lib/routing/defineRoute';
import { PersonageReportsPage } from '@/components/figure/PersonageReportsPage';
import { JsonLd } from '@/components/seo/JsonLd';

export const generateMetadata = personageReports.generateMetadata;

/** personageReports: `/personageReports/{id}.html`, 'reports collection': every report about a public figure. */
export default async function PersonageReportsRoute(props: RouteProps) {
  const { data, seo } = await personageReports.load(props);
  return (
    <>
      <PersonageReportsPage page={data.page} title={data.title} leftThumbnail={data.config.leftListLayout} />
      <JsonLd page={seo} />
    </>
  );
}
