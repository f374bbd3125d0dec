import { aboutUs } from '@/features/pages/about.page';
import { AboutPage } from '@/features/pages/AboutPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = aboutUs.generateMetadata;

/** aboutUs: `/aboutUs.html`, the site's description, contacts and licence numbers. */
export default async function AboutUsRoute() {
  const { data, seo } = await aboutUs.load();
  return (
    <>
      <PreviewImage page={seo} />
      <AboutPage profile={data.profile} title={data.title} />
      <JsonLd page={seo} />
    </>
  );
}
