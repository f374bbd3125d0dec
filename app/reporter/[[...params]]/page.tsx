import { reporter } from '@/features/accounts/reporter.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { ReporterPage } from '@/features/accounts/ReporterPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = reporter.generateMetadata;

/** reporter: `/reporter/{id}.html`, a reporter and their articles (kept alive). */
export default async function ReporterRoute(props: RouteProps) {
  const { data, seo } = await reporter.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      <ReporterPage page={data.page} leftThumbnail={data.config.leftListLayout} />
      <JsonLd page={seo} />
    </>
  );
}
