import { articleRoute, type ArticleRouteProps } from '@/lib/article/articleRoute';
import { ArticlePage } from '@/components/article/ArticlePage';
import { VideoPlayer } from '@/components/media/VideoPlayer';
import { ClientMessages } from '@/components/i18n/ClientMessages';

const route = articleRoute('videoDetail');
export const generateMetadata = route.generateMetadata;

/** videoDetail: `/videoDetail/{columnId?}/{id?}.html`, the player above the text. */
export default async function VideoDetailPage(props: ArticleRouteProps) {
  const { article, config, canonicalPath } = await route.load(props);
  const media = article.video ? (
    <ClientMessages namespaces={['media']}>
      <VideoPlayer src={article.video.url} poster={article.video.poster} title={article.title} />
    </ClientMessages>
  ) : null;
  return <ArticlePage article={article} config={config} canonicalPath={canonicalPath} media={media} />;
}
