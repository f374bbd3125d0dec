import { tipoffDetail } from '@/features/tipoffs/tipoff.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { TipoffPage } from '@/features/tipoffs/TipoffPage';

export const generateMetadata = tipoffDetail.generateMetadata;

/** tipoffDetail: `/tipoffDetail/{id?}.html`, a reader's tip-off, or the form for a new one (docs/product.md §2). */
export default async function TipoffDetailRoute(props: RouteProps) {
  const { data } = await tipoffDetail.load(props);
  return (
    <TipoffPage
      mode={data.mode}
      tipoff={data.tipoff}
      path={data.path}
      voiceNote={'voiceNote' in data ? data.voiceNote : true}
    />
  );
}
