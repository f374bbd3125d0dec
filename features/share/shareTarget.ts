import type { SharePayload } from './sharePayload';

/**
 * What a page shares, as the share panel gets it (docs/product.md §9, docs/decisions/0053): the
 * share card (title, description, image, link), the SPEC's share fields (the object's id and type,
 * custom URL, router URL), whether the share may be counted and whether a poster is drawn for it.
 */
export interface ShareTarget {
  payload: SharePayload;
  /**
   * The platform's event object type (docs/platform-api.md "event"), or null for what it counts no
   * shares of (a media account): then no share event is sent.
   */
  eventObject: ShareObjectType | null;
  /** Statistics records and sharing points are keyed by an article's id: only articles earn them. */
  article: boolean;
  /** A poster is offered for pages every reader sees alike (public routes): the poster is loaded by its path. */
  poster: boolean;
}

/**
 * The platform's event object types of what can be shared (docs/platform-api.md "event"; PLATFORM-FACTS:
 * 0 article, 3 live, 4 activity, 7 paper article, 8 topic Q&A, 9 Q&A). A circle post has no type of
 * the platform's; 8 is ours there for likes, so a post's shares are not sent (null) rather than
 * counted as a topic question's.
 */
export const SHARE_OBJECT = { article: 0, live: 3, activity: 4, paperArticle: 7, topicQuestion: 8, qa: 9 } as const;
export type ShareObjectType = (typeof SHARE_OBJECT)[keyof typeof SHARE_OBJECT];

/** Where a share went: the statistics host's share channels (docs/product.md §7) plus our own. */
export type ShareChannel = 'system' | 'weibo' | 'qq' | 'copy' | 'poster' | 'app';

/**
 * The statistics host's `shareChanel` code of a channel (SPEC: Wechat 1, Timeline 2, Sina 3, QQ 4,
 * MeeTime 5, Album 6); the system sheet, a copied link and the app's own sheet name no channel.
 */
export const STAT_SHARE_CHANNEL: Partial<Record<ShareChannel, 3 | 4 | 6>> = { weibo: 3, qq: 4, poster: 6 };
