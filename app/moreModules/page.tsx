import { moreModules } from '@/features/columns/modules.page';
import { ModuleGroupPage } from '@/features/columns/ModuleGroupPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = moreModules.generateMetadata;

/** moreModules: `/moreModules.html?id=` (the group), every item of a module group. */
export default async function MoreModulesPage() {
  const { data, seo } = await moreModules.load();
  return (
    <>
      <PreviewImage page={seo} />
      <ModuleGroupPage group={data.group} />
      <JsonLd page={seo} />
    </>
  );
}
