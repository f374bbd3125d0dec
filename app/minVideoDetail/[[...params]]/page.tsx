import { generateShortVideoMetadata, loadShortVideoRoute, type ShortVideoRouteProps } from '@/lib/shortVideo/shortVideoRoute';
import { getRelatedShortVideos } from '@/lib/platform/shortVideo/shortVideo';
import { ShortVideoPage } from '@/components/shortVideo/ShortVideoPage';

export const generateMetadata = generateShortVideoMetadata;

/** minVideoDetail: `/minVideoDetail/{id}.html`, a short video of the short-video service. */
export default async function MinVideoDetailPage(props: ShortVideoRouteProps) {
  const { video, config } = await loadShortVideoRoute(props);
  const related = await getRelatedShortVideos(video);
  return <ShortVideoPage video={video} related={related} config={config} />;
}
