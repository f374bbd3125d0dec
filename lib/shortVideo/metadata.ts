import type { Metadata } from 'next';
import type { ShortVideo } from '@/lib/types/shortVideo';
import type { SiteConfig } from '@/lib/types/siteConfig';
import { cutText } from '@/lib/format/cut';
import { SHARE_DESCRIPTION_LIMIT } from '@/lib/article/metadata';
import { HTML_LANG } from '@/lib/i18n/locales';
import { contentLocaleOf } from '@/lib/article/contentLocale';
import { absoluteUrl } from '@/lib/site';
import { publisherJsonLd } from '@/lib/article/jsonLd';

/** Every short video page is canonical at minVideoDetail; mvodShare is its share landing. */
export const shortVideoPath = (id: number) => `/minVideoDetail/${id}.html`;

export function shortVideoDescription(video: ShortVideo): string {
  return cutText(video.summary || video.title, SHARE_DESCRIPTION_LIMIT);
}

export function shortVideoImage(video: ShortVideo, config: SiteConfig): string {
  return video.cover || config.shareLogoUrl;
}

export function shortVideoMetadata(video: ShortVideo, config: SiteConfig): Metadata {
  const description = shortVideoDescription(video);
  const image = shortVideoImage(video, config);
  // Absolute, with the base path (metadataBase is the bare origin).
  const path = absoluteUrl(shortVideoPath(video.id));
  return {
    title: `${video.title} - ${config.appName}`,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'video.other',
      title: video.title,
      description,
      url: path,
      siteName: config.appName,
      images: image ? [{ url: image }] : [],
      videos: video.src ? [{ url: video.src }] : [],
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title: video.title, description, images: image ? [image] : [] },
  };
}

/** ISO 8601 duration (PT6S) for schema.org. */
function isoDuration(seconds: number): string | undefined {
  return seconds > 0 ? `PT${Math.round(seconds)}S` : undefined;
}

/** JSON-LD: a short video is a `VideoObject` (what search engines read for video results). */
export function shortVideoJsonLd(video: ShortVideo, config: SiteConfig, url: string): object {
  const publisher = publisherJsonLd(config);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'VideoObject',
        name: video.title,
        description: shortVideoDescription(video),
        thumbnailUrl: video.cover ? [video.cover] : undefined,
        uploadDate: video.publishedAt ?? undefined,
        duration: isoDuration(video.durationSeconds),
        contentUrl: video.src || undefined,
        author: video.author.name ? { '@type': 'Person', name: video.author.name } : publisher,
        publisher,
        mainEntityOfPage: url,
        inLanguage: HTML_LANG[contentLocaleOf(video.title)],
      },
    ],
  };
}
