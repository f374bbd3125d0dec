/** A circle (docs/product.md §3: id, noticeList). */
export interface Circle {
  id: number;
  name: string;
  icon: string;
  banner: string;
  description: string;
  memberCount: number;
  postCount: number;
}

export interface NoticeSummary {
  id: number;
  title: string;
  createdAt: number;
}

export interface CircleDetail extends Circle {
  notices: NoticeSummary[];
}

/** A post in a circle: text with up to nine pictures, or one video. */
export interface Post {
  id: number;
  circleId: number;
  circleName: string;
  author: string;
  authorIcon: string;
  content: string;
  pictures: string[];
  video: string | null;
  likes: number;
  replies: number;
  createdAt: number;
}

export interface PostPage {
  posts: Post[];
  total: number;
  hasMore: boolean;
}

export interface Notice {
  id: number;
  circleId: number;
  circleName: string;
  title: string;
  content: string;
  createdAt: number;
}

/** A friends-circle moment. */
export interface Moment {
  id: number;
  author: string;
  authorIcon: string;
  content: string;
  pictures: string[];
  location: string;
  likes: number;
  createdAt: number;
  /** /friendsCircleDetail/{id}.html */
  href: string;
}

/** A page (0-based) of the friends circle (friendsCircleDetail without an id). */
export interface MomentListPage {
  moments: Moment[];
  page: number;
  hasMore: boolean;
}
