import { defineCall } from '@/lib/platform/define';
import { tag } from '@/lib/cache/tags';
import {
  rawCircleDetailSchema,
  rawCircleListSchema,
  rawMomentListSchema,
  rawMomentSchema,
  rawNoticeSchema,
  rawPostCreatedSchema,
  rawPostListSchema,
  rawPostSchema,
} from './circle.schema';

// Circles (docs/platform-api.md, "Circles"). Reading is public and shared between readers under
// the circle's and the post's cache tags; a new post drops its circle's.

/** circle-list: every circle of the site. */
export const circleListCall = defineCall({
  name: 'circle-list',
  params: () => ({ page: 0 }),
  answer: rawCircleListSchema,
  cache: { ttl: 'content', maxEntries: 1, tags: () => [tag.circle(0)] },
});

/** circle-detail: a circle with its latest notices (noticeList). */
export const circleDetailCall = defineCall({
  name: 'circle-detail',
  params: (id: number) => ({ id }),
  answer: rawCircleDetailSchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 200, tags: (id) => [tag.circle(id)] },
});

export interface PostListInput {
  circleId: number;
  /** 1 new, 2 hot (docs/product.md §7). */
  listType: 1 | 2;
  page: number;
}

/** post-list: a circle's posts, new (listType 1) or hot (listType 2), 10 a page from page 0. */
export const postListCall = defineCall({
  name: 'post-list',
  params: (input: PostListInput) => ({ circleId: input.circleId, listType: input.listType, page: input.page }),
  answer: rawPostListSchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 500, tags: ({ circleId }) => [tag.circle(circleId)] },
});

/** post-detail: one post. */
export const postDetailCall = defineCall({
  name: 'post-detail',
  params: (id: number) => ({ id }),
  answer: rawPostSchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 1000, tags: (id) => [tag.post(id)] },
});

/** notice-detail: one notice of a circle. */
export const noticeDetailCall = defineCall({
  name: 'notice-detail',
  params: (id: number) => ({ id }),
  answer: rawNoticeSchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 200, tags: () => [] },
});

/** moments/list: the friends circle, newest first, ten a page (0-based); the first page is shared. */
export const momentListCall = defineCall({
  name: 'moments/list',
  params: (page: number) => ({ page }),
  answer: rawMomentListSchema,
  cache: { ttl: 'content', maxEntries: 1, when: (page) => page === 0, tags: () => [] },
});

/** moments/detail: one moment of the friends circle. */
export const momentDetailCall = defineCall({
  name: 'moments/detail',
  params: (id: number) => ({ id }),
  answer: rawMomentSchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 200, tags: () => [] },
});

export interface CreatePostInput {
  circleId: number;
  content: string;
  pictureIds: readonly string[];
  videoIds: readonly string[];
  requestKey: string;
}

/** circle/create-post (POST, member token): text with up to nine pictures or one video, by fileId. */
export const createPostCall = defineCall({
  name: 'circle/create-post',
  method: 'POST',
  params: (input: CreatePostInput) => ({
    circleId: input.circleId,
    content: input.content,
    picIds: input.pictureIds.join(','),
    videoIds: input.videoIds.join(','),
    requestKey: input.requestKey,
  }),
  answer: rawPostCreatedSchema,
  criticality: 'long',
});
