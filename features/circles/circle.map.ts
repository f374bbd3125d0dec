import type { z } from 'zod';
import { friendsCircleDetailRoute } from '@/features/circles/paths';
import type {
  rawCircleDetailSchema,
  rawCircleSchema,
  rawMomentListSchema,
  rawMomentSchema,
  rawNoticeSchema,
  rawPostListSchema,
  rawPostSchema,
} from './circle.schema';
import type {
  Circle,
  CircleDetail,
  Moment,
  MomentListPage,
  Notice,
  Post,
  PostPage,
} from '@/features/circles/circle.types';

export function mapCircle(raw: z.output<typeof rawCircleSchema>): Circle {
  return {
    id: raw.id,
    name: raw.name,
    icon: raw.icon,
    banner: raw.banner,
    description: raw.description,
    memberCount: raw.memberCount,
    postCount: raw.postCount,
  };
}

export function mapCircleDetail(raw: z.output<typeof rawCircleDetailSchema>): CircleDetail {
  return {
    ...mapCircle(raw),
    notices: raw.noticeList.map((n) => ({ id: n.id, title: n.title, createdAt: n.created })),
  };
}

export function mapPost(raw: z.output<typeof rawPostSchema>): Post {
  const pictures = raw.pics.filter(Boolean).slice(0, 9);
  return {
    id: raw.id,
    circleId: raw.circleId,
    circleName: raw.circleName,
    author: raw.userName,
    authorIcon: raw.userIcon,
    content: raw.content,
    pictures,
    // A post carries pictures or one video (docs/platform-api.md, "Circles"); should both come, the pictures are shown.
    video: pictures.length === 0 && raw.videoUrl ? raw.videoUrl : null,
    likes: raw.countPraise,
    replies: raw.countDiscuss,
    createdAt: raw.created,
  };
}

export function mapPostPage(raw: z.output<typeof rawPostListSchema>): PostPage {
  return { posts: raw.list.map(mapPost), total: raw.totalCount, hasMore: raw.hasMore };
}

export function mapNotice(raw: z.output<typeof rawNoticeSchema>): Notice {
  return {
    id: raw.id,
    circleId: raw.circleId,
    circleName: raw.circleName,
    title: raw.title,
    content: raw.content,
    createdAt: raw.created,
  };
}

export function mapMoment(raw: z.output<typeof rawMomentSchema>): Moment {
  return {
    id: raw.id,
    author: raw.userName,
    authorIcon: raw.userIcon,
    content: raw.content,
    pictures: raw.pics.filter(Boolean),
    location: raw.location,
    likes: raw.countPraise,
    createdAt: raw.created,
    href: friendsCircleDetailRoute.href({ id: raw.id }),
  };
}

export function mapMomentListPage(raw: z.output<typeof rawMomentListSchema>, page: number): MomentListPage {
  return { moments: raw.list.map(mapMoment), page, hasMore: raw.hasMore };
}
