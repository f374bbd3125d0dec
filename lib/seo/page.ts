import type { Locale } from '@/lib/i18n/locales';
import type { CardRef } from '@/lib/seo/previewCards';

/**
 * What a page says about itself to search engines and share previews, in one shape for every
 * page type. A page module describes its page once; lib/seo/metadata.ts makes the `<head>`
 * tags of it and lib/seo/jsonLd.ts the JSON-LD, so the two can never disagree.
 * Paths are in-app (`/newsDetail/12/345.html`): lib/seo makes them absolute (decision 0012).
 */
export type PageSeo = PublicPageSeo | UnlistedPageSeo;

/** A reader's own page or a status page: a title, never indexed, nothing to share or describe. */
export interface UnlistedPageSeo {
  type: 'unlisted';
  title: string;
}

export type PublicPageSeo =
  ArticleSeo | VideoSeo | LiveSeo | EventSeo | PostingSeo | CollectionSeo | ProfileSeo | QaSeo | WebPageSeo;

interface PublicPageBase {
  /** The page's own name: og:title, and the JSON-LD name or headline. */
  title: string;
  /** The `<title>`, when it is not `{title} - {site name}` (home; a vote, named by its kind as its heading is). */
  documentTitle?: string;
  /** Plain text, already cut to the share length (lib/seo/text.ts). */
  description: string;
  /** The canonical in-app path; og:url and JSON-LD name the same address. */
  path: string;
  /**
   * The page's own picture (absolute URL): its share image when it is large enough for a big
   * preview card (lib/seo/choosePreview.ts), else the page's generated card.
   */
  image?: string;
  /** The generated preview card of what the page shows (an account, a person); the route's card when absent. */
  card?: CardRef;
  /**
   * The page's text is the interface's own, translated into every interface language (search,
   * download): each `?lang=` version is a true language version, with hreflang alternates. Absent:
   * the page shows the platform's text, in `contentLocale` (docs/decisions/0055).
   */
  translated?: true;
  /**
   * The language the platform wrote the page's text in, when not the site's default (a Tibetan
   * column); articles, videos and lives say it in their own facts.
   */
  contentLocale?: Locale;
  /** Not indexed (previews, posters, search results); absent: indexable. */
  robots?: { index: boolean; follow: boolean };
  /** RSS feeds of what the page lists (a column's own); the site's feed is linked from every page. */
  feeds?: FeedLink[];
  /** From the site's home down to this page (this page last). */
  breadcrumbs?: Crumb[];
}

export interface Crumb {
  name: string;
  path: string;
}

/** A news article, photo set, video or link article: NewsArticle (og:type article). */
export interface ArticleSeo extends PublicPageBase {
  type: 'article';
  article: {
    publishedAt: string | null;
    section: string;
    tags: string[];
    author: string | null;
    /** The author's page on the site (a reporter's), when there is one: the JSON-LD author's url. */
    authorPath?: string;
    images: string[];
    /** A video article's video (a VideoObject in the JSON-LD); absolute or in-app addresses. */
    video?: { url: string; poster: string };
    /** The language of the text itself (JSON-LD inLanguage), not the interface's. */
    contentLocale: Locale;
  };
}

/** A short video: VideoObject (og:type video.other, og:video). */
export interface VideoSeo extends PublicPageBase {
  type: 'video';
  video: {
    /** The file (og:video, contentUrl); '' when the service has none. */
    src: string;
    cover: string;
    publishedAt: string | null;
    durationSeconds: number;
    author: string | null;
    contentLocale: Locale;
  };
}

/**
 * A live broadcast: LiveBlogPosting with its reports as updates and its stream as a VideoObject
 * published by a BroadcastEvent (a live broadcast in every phase, its start and its end); og:type video.other.
 */
export interface LiveSeo extends PublicPageBase {
  type: 'live';
  live: {
    startsAt: string | null;
    /**
     * Its end, or its expected end while coming or on air (BroadcastEvent endDate, coverageEndTime):
     * features/live/broadcastEnd.ts; null only without a start.
     */
    endsAt: string | null;
    /** The stream or the recording ('' when there is nothing to play yet). */
    videoUrl: string;
    cover: string;
    /** The reports the page's server HTML shows, newest first. */
    updates: { headline: string; text: string; publishedAt: string | null }[];
    contentLocale: Locale;
  };
}

/** An activity readers take part in: Event (og:type website). */
export interface EventSeo extends PublicPageBase {
  type: 'event';
  event: {
    /** ISO times; an Event needs its start: without it the page is a WebPage. */
    startsAt: string | null;
    endsAt: string | null;
    /** Where it happens, as the platform writes it (one line); '' when online or not said. */
    place: string;
    /** Who organises it; the site when '' . */
    organizer: string;
  };
}

/** A reader's post in a circle, answered by comments: DiscussionForumPosting (og:type website). */
export interface PostingSeo extends PublicPageBase {
  type: 'posting';
  posting: {
    /** The post in full (JSON-LD text); `title` is its short name. */
    text: string;
    author: string;
    /** The author's avatar, where the platform gives one (the Person's image). */
    authorImage?: string;
    publishedAt: string | null;
    images: string[];
    likes: number;
    replies: number;
  };
}

/** A list (home, columns, tags, topics, ...): CollectionPage with an ItemList of what it shows. */
export interface CollectionSeo extends PublicPageBase {
  type: 'collection';
  /** The site's home: its JSON-LD also names the WebSite (the site name search engines show). */
  website?: true;
  /** What the page's server HTML lists, in order; `path` an in-app path or an absolute URL. */
  items: { name: string; path?: string }[];
}

/**
 * The page of a media account (an Organization) or of a person (a reporter, a figure): ProfilePage
 * whose mainEntity is that account or person, with what the page lists of theirs.
 */
export interface ProfileSeo extends PublicPageBase {
  type: 'profile';
  profile: {
    kind: 'organization' | 'person';
    name: string;
    description: string;
    /** Avatar or logo (absolute URL); none when the platform has none. */
    image?: string;
    /** Followers, when the platform counts them (interactionStatistic FollowAction). */
    followers?: number;
  };
  items: { name: string; path?: string }[];
}

/**
 * A question and its answers (an ask-bar question, a government Q&A): QAPage whose mainEntity is
 * the Question, its first answer the acceptedAnswer and the others suggested (og:type website).
 */
export interface QaSeo extends PublicPageBase {
  type: 'qa';
  qa: {
    /** The question in full (JSON-LD text); `title` is its short name. */
    text: string;
    askedAt: string | null;
    /** Who asked, when the page shows it; the site otherwise. */
    asker: string | null;
    answers: { text: string; author: string; publishedAt: string | null }[];
  };
}

/** Any other public page (search, download): WebPage. */
export interface WebPageSeo extends PublicPageBase {
  type: 'page';
}

/** What every page's tags share: the site, the reader's interface locale, the `title` query. */
export interface SeoContext {
  site: { name: string; logoUrl: string; shareLogoUrl: string };
  locale: Locale;
  /** docs/product.md §2: the decoded `title` query parameter, when given, is the page title. */
  queryTitle: string | null;
}

/** A feed a page advertises in its head (<link rel=alternate>): its title and in-app path. */
export interface FeedLink {
  title: string;
  path: string;
}
