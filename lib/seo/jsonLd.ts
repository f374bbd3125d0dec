import { withoutBidiControls } from '@/lib/format/bidi';
import { HTML_LANG } from '@/lib/i18n/locales';
import type { Crumb, PageSeo, PublicPageSeo, SeoContext } from './page';
import { seoUrl } from './url';
import { contentLanguageOf } from './contentLanguage';
import { homeRoute } from '@/lib/routing/entryRoutes';

type Node = Record<string, unknown>;

/** The site as a `NewsMediaOrganization`: the publisher of every article, video and list; its home is its url. */
function publisher(context: SeoContext): Node {
  const { name, logoUrl } = context.site;
  return {
    '@type': 'NewsMediaOrganization',
    name,
    url: seoUrl(homeRoute.href()),
    logo: logoUrl ? { '@type': 'ImageObject', url: seoUrl(logoUrl) } : undefined,
  };
}

function person(name: string | null, context: SeoContext, path?: string): Node {
  return name ? { '@type': 'Person', name, url: path ? seoUrl(path) : undefined } : publisher(context);
}

/** The BCP 47 tag of the page's own text, not of the interface around it (docs/decisions/0055). */
function contentLanguage(page: PublicPageSeo, context: SeoContext): string {
  return HTML_LANG[contentLanguageOf(page, context.locale).locale];
}

/** ISO 8601 duration (PT6S) for schema.org. */
function isoDuration(seconds: number): string | undefined {
  return seconds > 0 ? `PT${Math.round(seconds)}S` : undefined;
}

/**
 * What a page lists, as an `ItemList`: only the items with an address (Google's ListItem requires
 * its url); none when nothing has one (a column of services or links, an empty region): an empty
 * ItemList says nothing (docs/decisions/0095).
 */
function itemList(items: { name: string; path?: string }[]): Node | undefined {
  const linked = items.filter((item): item is { name: string; path: string } => Boolean(item.path));
  if (linked.length === 0) return undefined;
  return {
    '@type': 'ItemList',
    numberOfItems: linked.length,
    itemListElement: linked.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name || undefined,
      url: seoUrl(item.path),
    })),
  };
}

/** The node of what the page is: its main entity first, as search engines read it. */
function mainNode(page: PublicPageSeo, context: SeoContext): Node {
  const url = seoUrl(page.path);
  switch (page.type) {
    case 'article': {
      const { article } = page;
      // A link article may have no picture of its own: the share image stands in, as in og:image.
      const shareImage = page.image || context.site.shareLogoUrl;
      const images =
        article.images.length > 0 ? article.images.map(seoUrl) : shareImage ? [seoUrl(shareImage)] : undefined;
      const { video } = article;
      return {
        '@type': 'NewsArticle',
        headline: page.title,
        description: page.description,
        image: images,
        datePublished: article.publishedAt ?? undefined,
        dateModified: article.publishedAt ?? undefined,
        author: person(article.author, context, article.authorPath),
        video: video
          ? {
              '@type': 'VideoObject',
              name: page.title,
              description: page.description,
              thumbnailUrl: video.poster ? [seoUrl(video.poster)] : images,
              uploadDate: article.publishedAt ?? undefined,
              contentUrl: seoUrl(video.url),
            }
          : undefined,
        publisher: publisher(context),
        mainEntityOfPage: url,
        inLanguage: HTML_LANG[article.contentLocale],
        articleSection: article.section || undefined,
      };
    }
    case 'video': {
      const { video } = page;
      return {
        '@type': 'VideoObject',
        name: page.title,
        description: page.description,
        thumbnailUrl: video.cover ? [seoUrl(video.cover)] : undefined,
        uploadDate: video.publishedAt ?? undefined,
        duration: isoDuration(video.durationSeconds),
        contentUrl: video.src ? seoUrl(video.src) : undefined,
        author: person(video.author, context),
        publisher: publisher(context),
        mainEntityOfPage: url,
        inLanguage: HTML_LANG[video.contentLocale],
      };
    }
    case 'live': {
      const { live } = page;
      const cover = live.cover ? [seoUrl(live.cover)] : undefined;
      return {
        '@type': 'LiveBlogPosting',
        headline: page.title,
        description: page.description,
        image: cover,
        url,
        mainEntityOfPage: url,
        datePublished: live.startsAt ?? undefined,
        coverageStartTime: live.startsAt ?? undefined,
        coverageEndTime: live.endsAt ?? undefined,
        inLanguage: HTML_LANG[live.contentLocale],
        author: publisher(context),
        publisher: publisher(context),
        liveBlogUpdate: live.updates.map((update) => ({
          '@type': 'BlogPosting',
          headline: update.headline,
          articleBody: update.text,
          datePublished: update.publishedAt ?? undefined,
        })),
        video: {
          '@type': 'VideoObject',
          name: page.title,
          description: page.description,
          thumbnailUrl: cover,
          uploadDate: live.startsAt ?? undefined,
          contentUrl: live.videoUrl ? seoUrl(live.videoUrl) : undefined,
          publication: {
            '@type': 'BroadcastEvent',
            // Every phase: the video is, has been or will be streamed live, as Google reads it; the
            // endDate says whether it is over (docs/decisions/0095).
            isLiveBroadcast: true,
            startDate: live.startsAt ?? undefined,
            endDate: live.endsAt ?? undefined,
          },
        },
      };
    }
    case 'event': {
      const { event } = page;
      if (!event.startsAt) return webPage(page, url, context);
      return {
        '@type': 'Event',
        name: page.title,
        description: page.description,
        url,
        image: page.image ? [seoUrl(page.image)] : undefined,
        startDate: event.startsAt,
        endDate: event.endsAt ?? undefined,
        // The platform says nothing of a postponement or a cancellation.
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: event.place
          ? 'https://schema.org/OfflineEventAttendanceMode'
          : 'https://schema.org/OnlineEventAttendanceMode',
        location: event.place
          ? { '@type': 'Place', name: event.place, address: { '@type': 'PostalAddress', streetAddress: event.place } }
          : { '@type': 'VirtualLocation', url },
        organizer: event.organizer ? { '@type': 'Organization', name: event.organizer } : publisher(context),
        inLanguage: contentLanguage(page, context),
      };
    }
    case 'posting': {
      const { posting } = page;
      const counter = (interactionType: string, count: number): Node => ({
        '@type': 'InteractionCounter',
        interactionType,
        userInteractionCount: count,
      });
      return {
        '@type': 'DiscussionForumPosting',
        headline: page.title,
        text: posting.text,
        url,
        author: posting.author
          ? {
              '@type': 'Person',
              name: posting.author,
              image: posting.authorImage ? seoUrl(posting.authorImage) : undefined,
            }
          : publisher(context),
        datePublished: posting.publishedAt ?? undefined,
        image: posting.images.length > 0 ? posting.images.map(seoUrl) : undefined,
        interactionStatistic: [
          counter('https://schema.org/LikeAction', posting.likes),
          counter('https://schema.org/CommentAction', posting.replies),
        ],
        inLanguage: contentLanguage(page, context),
      };
    }
    case 'collection':
      return {
        '@type': 'CollectionPage',
        name: page.title,
        description: page.description,
        url,
        inLanguage: contentLanguage(page, context),
        publisher: publisher(context),
        mainEntity: itemList(page.items),
      };
    case 'profile': {
      const { profile } = page;
      return {
        '@type': 'ProfilePage',
        name: page.title,
        description: page.description,
        url,
        inLanguage: contentLanguage(page, context),
        mainEntity: {
          '@type': profile.kind === 'organization' ? 'Organization' : 'Person',
          name: profile.name,
          description: profile.description || undefined,
          image: profile.image ? seoUrl(profile.image) : undefined,
          // An account's picture is its logo: what Google recommends of an Organization.
          logo: profile.kind === 'organization' && profile.image ? seoUrl(profile.image) : undefined,
          url,
          interactionStatistic:
            profile.followers === undefined
              ? undefined
              : {
                  '@type': 'InteractionCounter',
                  interactionType: 'https://schema.org/FollowAction',
                  userInteractionCount: profile.followers,
                },
        },
        hasPart: itemList(page.items),
      };
    }
    case 'qa': {
      const { qa } = page;
      const answer = (item: (typeof qa.answers)[number]): Node => ({
        '@type': 'Answer',
        text: item.text,
        dateCreated: item.publishedAt ?? undefined,
        author: { '@type': 'Organization', name: item.author },
        url,
      });
      const [accepted, ...suggested] = qa.answers;
      return {
        '@type': 'QAPage',
        name: page.title,
        description: page.description,
        url,
        inLanguage: contentLanguage(page, context),
        mainEntity: {
          '@type': 'Question',
          name: page.title,
          text: qa.text,
          answerCount: qa.answers.length,
          dateCreated: qa.askedAt ?? undefined,
          author: person(qa.asker, context),
          acceptedAnswer: accepted ? answer(accepted) : undefined,
          suggestedAnswer: suggested.length > 0 ? suggested.map(answer) : undefined,
        },
      };
    }
    case 'page':
      return webPage(page, url, context);
  }
}

function webPage(page: PublicPageSeo, url: string, context: SeoContext): Node {
  return {
    '@type': 'WebPage',
    name: page.title,
    description: page.description,
    url,
    inLanguage: contentLanguage(page, context),
    publisher: publisher(context),
  };
}

/** The site itself, on its home: the name Google shows for the site (its site name), and its address. */
function webSite(page: PublicPageSeo, context: SeoContext): Node {
  return {
    '@type': 'WebSite',
    name: context.site.name,
    url: seoUrl(page.path),
    inLanguage: contentLanguage(page, context),
    publisher: publisher(context),
  };
}

/**
 * The JSON-LD id of a page's main node, so nodes written elsewhere on the page (its comments:
 * features/comments/commentsJsonLd.ts) add to it instead of standing apart.
 */
export function mainEntityId(path: string): string {
  return `${seoUrl(path)}#main`;
}

function breadcrumbList(crumbs: Crumb[]): Node {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: seoUrl(crumb.path),
    })),
  };
}

/**
 * The JSON-LD of any page, from the same description as its metadata: NewsArticle, VideoObject,
 * LiveBlogPosting, Event, DiscussionForumPosting, CollectionPage with its ItemList, ProfilePage of an
 * Organization or Person, QAPage, or WebPage, then home's WebSite, then its BreadcrumbList. Null for
 * unlisted pages.
 */
export function buildJsonLd(page: PageSeo, context: SeoContext): Node | null {
  if (page.type === 'unlisted') return null;
  const graph: Node[] = [{ '@id': mainEntityId(page.path), ...mainNode(page, context) }];
  if (page.type === 'collection' && page.website) graph.push(webSite(page, context));
  if (page.breadcrumbs && page.breadcrumbs.length > 1) graph.push(breadcrumbList(page.breadcrumbs));
  return { '@context': 'https://schema.org', '@graph': graph };
}

/**
 * JSON for a `<script type="application/ld+json">` element: `<` escaped so no text in it can
 * close the element, and the two line separators JavaScript once refused in strings.
 */
export function serializeJsonLd(value: object): string {
  // Bidi controls are dropped: a search result shows these names and headlines as plain text.
  return withoutBidiControls(JSON.stringify(value))
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
