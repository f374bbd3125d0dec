import 'server-only';
import { platformCall } from '@/lib/platform/call';
import {
  myCirclePostsCall,
  myDiscussListCall,
  myMessageCountCall,
  myMessagesCall,
  myQuestionListCall,
  mySubReportersCall,
  mySubXysCall,
  myTipoffsCall,
  readMyMessagesCall,
} from '../calls';
import {
  mapMessage,
  mapMyComment,
  mapMyFollow,
  mapMyPost,
  mapMyQuestion,
  mapMyReporter,
  mapMyTipoff,
  ownPage,
} from '../mine.map';
import type {
  MessagePage,
  MyComment,
  MyFollow,
  MyPost,
  MyQuestion,
  MyReporter,
  MyTipoff,
  OwnPage,
} from '../mine.types';

/** The member's token and device, as every call of their own space needs. */
export interface MemberAuth {
  memberToken: string;
  device: string;
}

export const getMyComments = async (page: number, auth: MemberAuth): Promise<OwnPage<MyComment>> =>
  ownPage(await platformCall(myDiscussListCall, page, auth), mapMyComment);

export const getMyFollows = async (page: number, auth: MemberAuth): Promise<OwnPage<MyFollow>> =>
  ownPage(await platformCall(mySubXysCall, page, auth), mapMyFollow);

export const getMyReporters = async (page: number, auth: MemberAuth): Promise<OwnPage<MyReporter>> =>
  ownPage(await platformCall(mySubReportersCall, page, auth), mapMyReporter);

export const getMyQuestions = async (page: number, auth: MemberAuth): Promise<OwnPage<MyQuestion>> =>
  ownPage(await platformCall(myQuestionListCall, page, auth), mapMyQuestion);

export const getMyPosts = async (page: number, auth: MemberAuth): Promise<OwnPage<MyPost>> =>
  ownPage(await platformCall(myCirclePostsCall, page, auth), mapMyPost);

export const getMyTipoffs = async (page: number, auth: MemberAuth): Promise<OwnPage<MyTipoff>> =>
  ownPage(await platformCall(myTipoffsCall, page, auth), mapMyTipoff);

export async function getMyMessages(page: number, auth: MemberAuth): Promise<MessagePage> {
  const raw = await platformCall(myMessagesCall, page, auth);
  return { ...ownPage(raw, mapMessage), unread: raw.unreadCount };
}

export const getUnreadCount = async (auth: MemberAuth): Promise<number> =>
  (await platformCall(myMessageCountCall, undefined, auth)).unreadCount;

export const markMessagesRead = async (auth: MemberAuth): Promise<number> =>
  (await platformCall(readMyMessagesCall, undefined, auth)).unreadCount;
