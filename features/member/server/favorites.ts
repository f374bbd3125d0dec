import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { mapCollectionPage } from '../favorite.map';
import { favCall, favStatusCall, myFavListCall } from '../calls';
import type { CollectionPage } from '@/features/member/favorite.types';

/** A member acting: their access token and device. */
interface Member {
  accessToken: string;
  device: string;
}

const as = (member: Member) => ({ memberToken: member.accessToken, device: member.device });

/** Collects (or removes) one article; answers whether it is collected now. */
export async function setCollected(member: Member, articleId: number, collect: boolean): Promise<boolean> {
  const answer = await platformCall(favCall, { articleId, collect }, as(member));
  // The real platform answers the write alone: the article is now as asked.
  return 'isFav' in answer ? answer.isFav : collect;
}

/** Whether the member collected this article. */
export async function isCollected(member: Member, articleId: number): Promise<boolean> {
  return (await platformCall(favStatusCall, articleId, as(member))).isFav;
}

/** One page (0-based) of the member's collection, newest first. */
export async function getCollection(member: Member, page: number): Promise<CollectionPage> {
  return mapCollectionPage(await platformCall(myFavListCall, page, as(member)));
}
