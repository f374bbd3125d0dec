import { columnShare } from '@/features/columns/column.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { ColumnPage } from '@/features/columns/ColumnPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = columnShare.generateMetadata;

/** columnShare: `/columnShare/{parentId?}/{id?}.html`, a column as a page of its own for links shared out of the app. */
export default async function ColumnSharePage(props: RouteProps) {
  const { data: column, seo } = await columnShare.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      <ColumnPage column={column} chrome="share" heading={column.name} />
      <JsonLd page={seo} />
    </>
  );
}
