import { articleRoute, type ArticleRouteProps } from '@/lib/article/articleRoute';
import { ArticlePage } from '@/components/article/ArticlePage';
import { PhotoGallery } from '@/components/media/PhotoGallery';
import { ClientMessages } from '@/components/i18n/ClientMessages';

const route = articleRoute('imageDetail');
export const generateMetadata = route.generateMetadata;

/** imageDetail: `/imageDetail/{columnId?}/{id?}.html`, a photo set with its full-screen viewer. */
export default async function ImageDetailPage(props: ArticleRouteProps) {
  const { article, config, canonicalPath } = await route.load(props);
  const media =
    article.pictures.length > 0 ? (
      <ClientMessages namespaces={['media']}>
        <PhotoGallery pictures={article.pictures} title={article.title} />
      </ClientMessages>
    ) : null;
  return <ArticlePage article={article} config={config} canonicalPath={canonicalPath} media={media} />;
}
