import { figureDetail } from '@/lib/routeModules/figure';
import type { RouteProps } from '@/lib/routing/defineRoute';
import { FigurePage } from '@/components/figure/FigurePage';
import { FigureListPage } from '@/components/figure/FigureListPage';
import { JsonLd } from '@/components/seo/JsonLd';

export const generateMetadata = figureDetail.generateMetadata;

/** figureDetail: `/figureDetail/{id?}.html`, a public figure and the newest reports about them; without an id, every figure. */
export default async function FigureDetailRoute(props: RouteProps) {
  const { data, seo } = await figureDetail.load(props);
  return (
    <>
      {data.mode === 'list' ? <FigureListPage title={data.title} figures={data.figures} /> : <FigurePage page={data.page} leftThumbnail={data.config.leftListLayout} />}
      <JsonLd page={seo} />
    </>
  );
}
