import { videoDetail } from '@/features/articles/article.page';
import type { RouteProps } from '@/lib/routing/definePage';
import { ArticlePage } from '@/features/articles/ArticlePage';
import { VideoPlayer } from '@/components/media/VideoPlayer.island';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { JsonLd } from '@/components/seo/JsonLd';
import { PreviewImage } from '@/components/seo/PreviewImage';

export const generateMetadata = videoDetail.generateMetadata;

/** videoDetail: `/videoDetail/{columnId?}/{id}.html`, the player above the text. */
export default async function VideoDetailPage(props: RouteProps) {
  const { data, seo } = await videoDetail.load(props);
  const { article } = data;
  const media = article.video ? (
    <ClientMessages namespaces={['media']}>
      <VideoPlayer src={article.video.url} poster={article.video.poster} title={article.title} />
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
