import { generateShortVideoMetadata, loadShortVideoRoute, type ShortVideoRouteProps } from '@/lib/shortVideo/shortVideoRoute';
import { getRelatedShortVideos } from '@/lib/platform/shortVideo/shortVideo';
import { ShortVideoPage } from '@/components/shortVideo/ShortVideoPage';

export const generateMetadata = generateShortVideoMetadata;

/**
 * mvodShare: `/mvodShare/{id}.html`, the address the short-video service hands out for sharing.
 * Same page as minVideoDetail, whose address it names as canonical, so search engines see one.
 */
export default async function MvodSharePage(props: ShortVideoRouteProps) {
  const { video, config } = await loadShortVideoRoute(props);
  const related = await getRelatedShortVideos(video);
  return <ShortVideoPage video={video} related={related} config={config} />;
}
