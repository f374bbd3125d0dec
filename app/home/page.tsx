import { getTranslations } from 'next-intl/server';
import { home } from '@/features/columns/column.page';
import { ColumnPage } from '@/features/columns/ColumnPage';
import { PageMessage } from '@/components/chrome/PageMessage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';
import { MostRead } from '@/features/columns/MostRead';
import { SplashSlot } from '@/features/ads/SplashSlot';

export const generateMetadata = home.generateMetadata;

/** home: `/home.html` (alias `/index.html`), the first top column with the site's top bar and every column's tab. */
export default async function HomePage() {
  const { data, seo } = await home.load();
  const { config, column } = data;
  const t = await getTranslations('list');
  return (
    <>
      <PreviewImage page={seo} />
      {column ? (
        <ColumnPage
          column={column}
          chrome="tabs"
          heading={config.appName}
          ownModule={<MostRead lists={data.mostRead} />}
        />
      ) : (
        <PageMessage title={config.appName} message={t('noContent')} />
      )}
      <JsonLd page={seo} />
      <SplashSlot />
    </>
  );
}
