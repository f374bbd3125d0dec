import { imageDetail } from '@/features/articles/article.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { ArticlePage } from '@/features/articles/ArticlePage';
import { PhotoGallery } from '@/components/media/PhotoGallery.island';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = imageDetail.generateMetadata;

/** imageDetail: `/imageDetail/{columnId?}/{id}.html`, a photo set with its full-screen viewer. */
export default async function ImageDetailPage(props: RouteProps) {
  const { data, seo } = await imageDetail.load(props);
  const { article } = data;
  const media =
    article.pictures.length > 0 ? (
      <ClientMessages namespaces={['media']}>
        <PhotoGallery pictures={article.pictures} title={article.title} />
      </ClientMessages>
    ) : null;
  return (
    <>
      <PreviewImage page={seo} />
      <ArticlePage
        article={article}
        config={data.config}
        canonicalPath={data.canonicalPath}
        media={media}
        comments={data.comments}
        recommended={data.recommended}
        mostRead={data.mostRead}
      />
      <JsonLd page={seo} />
    </>
  );
}
