import 'server-only';
import { platformCall } from '@/lib/platform/call';
import {
  mapCircle,
  mapCircleDetail,
  mapMoment,
  mapMomentListPage,
  mapNotice,
  mapPost,
  mapPostPage,
} from '../circle.map';
import {
  circleDetailCall,
  circleListCall,
  createPostCall,
  momentDetailCall,
  momentListCall,
  noticeDetailCall,
  postDetailCall,
  postListCall,
  type CreatePostInput,
} from '../calls';
import type {
  Circle,
  CircleDetail,
  Moment,
  MomentListPage,
  Notice,
  Post,
  PostPage,
} from '@/features/circles/circle.types';

export async function getCircles(): Promise<Circle[]> {
  return (await platformCall(circleListCall)).list.map(mapCircle);
}

export async function getCircle(id: number): Promise<CircleDetail | null> {
  const raw = await platformCall(circleDetailCall, id);
  return raw ? mapCircleDetail(raw) : null;
}

export async function getPosts(circleId: number, listType: 1 | 2, page: number): Promise<PostPage | null> {
  const raw = await platformCall(postListCall, { circleId, listType, page });
  return raw ? mapPostPage(raw) : null;
}

export async function getPost(id: number): Promise<Post | null> {
  const raw = await platformCall(postDetailCall, id);
  return raw ? mapPost(raw) : null;
}

export async function getNotice(id: number): Promise<Notice | null> {
  const raw = await platformCall(noticeDetailCall, id);
  return raw ? mapNotice(raw) : null;
}

/** friendsCircleDetail without an id: a page (0-based) of the friends circle. */
export async function getMoments(page: number): Promise<MomentListPage> {
  return mapMomentListPage(await platformCall(momentListCall, page), page);
}

export async function getMoment(id: number): Promise<Moment | null> {
  const raw = await platformCall(momentDetailCall, id);
  return raw ? mapMoment(raw) : null;
}

export async function createPost(
  input: CreatePostInput,
  member: { token: string; device: string },
): Promise<{ id: number }> {
  const answer = await platformCall(createPostCall, input, { memberToken: member.token, device: member.device });
  return { id: answer.id };
}
