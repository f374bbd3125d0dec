import { columnDetail } from '@/features/columns/column.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { ColumnPage } from '@/features/columns/ColumnPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = columnDetail.generateMetadata;

/** columnDetail: `/columnDetail/{columnId?}/{id?}.html`, one column under the site's tabs, its children as a second row. */
export default async function ColumnDetailPage(props: RouteProps) {
  const { data: column, seo } = await columnDetail.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      <ColumnPage column={column} chrome="tabs" heading={column.name} />
      <JsonLd page={seo} />
    </>
  );
}
