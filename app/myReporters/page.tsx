import { myReporters } from '@/features/mySpace/mySpace.page';
import { MyReportersPage } from '@/features/mySpace/MyReportersPage';

export const generateMetadata = myReporters.generateMetadata;

/** myReporters: `/myReporters.html`, the reporters I follow (docs/decisions/0064). */
export default async function MyReportersRoute() {
  const { data } = await myReporters.load();
  return <MyReportersPage data={data} />;
}
