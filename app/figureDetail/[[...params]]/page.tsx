import { figureDetail } from '@/features/figures/figure.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { FigurePage } from '@/features/figures/FigurePage';
import { FigureListPage } from '@/features/figures/FigureListPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = figureDetail.generateMetadata;

/** figureDetail: `/figureDetail/{id?}.html`, a public figure and the newest reports about them; without an id, every figure. */
export default async function FigureDetailRoute(props: RouteProps) {
  const { data, seo } = await figureDetail.load(props);
  return (
    <>
      <PreviewImage page={seo} />
      {data.mode === 'list' ? (
        <FigureListPage title={data.title} figures={data.figures} />
      ) : (
        <FigurePage page={data.page} leftThumbnail={data.config.leftListLayout} />
      )}
      <JsonLd page={seo} />
    </>
  );
}
