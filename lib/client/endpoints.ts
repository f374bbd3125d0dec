// Every handler the browser calls, typed from its definition in app/api (docs/decisions/0008).
// Type imports only: they are erased, so no route code reaches the browser.
import type { POST as AnalyticsHandler } from '@/app/api/analytics/route';
import type { GET as ArticlesHandler } from '@/app/api/articles/route';
import type { GET as CommentsHandler, POST as PostCommentHandler } from '@/app/api/comments/route';
import type { POST as DeleteCommentHandler } from '@/app/api/comments/delete/route';
import type { POST as LikeCommentHandler } from '@/app/api/comments/like/route';
import type { GET as MyCommentsHandler } from '@/app/api/comments/mine/route';
import type { GET as CommentRepliesHandler } from '@/app/api/comments/replies/route';
import type { POST as LoginHandler } from '@/app/api/auth/login/route';
import type { POST as LogoutHandler } from '@/app/api/auth/logout/route';
import type { POST as SmsHandler } from '@/app/api/auth/sms/route';
import type { GET as VerifyCodeHandler } from '@/app/api/auth/verify-code/route';
import type { GET as DynamicsHandler } from '@/app/api/dynamics/route';
import type { POST as FollowHandler } from '@/app/api/follow/route';
import type { GET as FollowsHandler } from '@/app/api/follows/route';
import type { POST as InviteHandler } from '@/app/api/invite/route';
import type { POST as LikeHandler } from '@/app/api/like/route';
import type { POST as LocaleHandler } from '@/app/api/locale/route';
import type { GET as SearchHandler } from '@/app/api/search/route';
import type { POST as ShortVideoLikeHandler } from '@/app/api/shortVideoLike/route';
import type { GET as WxSignatureHandler } from '@/app/api/wx/signature/route';
import { endpoint } from './endpoint';

export const analytics = endpoint<typeof AnalyticsHandler>('analytics', 'POST');
export const listPage = endpoint<typeof ArticlesHandler>('articles', 'GET');
export const commentPage = endpoint<typeof CommentsHandler>('comments', 'GET');
export const postComment = endpoint<typeof PostCommentHandler>('comments', 'POST');
export const deleteComment = endpoint<typeof DeleteCommentHandler>('comments/delete', 'POST');
export const likeComment = endpoint<typeof LikeCommentHandler>('comments/like', 'POST');
export const myComments = endpoint<typeof MyCommentsHandler>('comments/mine', 'GET');
export const commentReplies = endpoint<typeof CommentRepliesHandler>('comments/replies', 'GET');
export const login = endpoint<typeof LoginHandler>('auth/login', 'POST');
export const logout = endpoint<typeof LogoutHandler>('auth/logout', 'POST');
export const sendSmsCode = endpoint<typeof SmsHandler>('auth/sms', 'POST');
/** An image (an <img src>), not JSON: callHandler refuses it. */
export const verifyCodeImage = endpoint<typeof VerifyCodeHandler>('auth/verify-code', 'GET');
export const reporterDynamics = endpoint<typeof DynamicsHandler>('dynamics', 'GET');
export const follow = endpoint<typeof FollowHandler>('follow', 'POST');
export const followState = endpoint<typeof FollowsHandler>('follows', 'GET');
export const redeemInvite = endpoint<typeof InviteHandler>('invite', 'POST');
export const likeArticle = endpoint<typeof LikeHandler>('like', 'POST');
export const rememberLocale = endpoint<typeof LocaleHandler>('locale', 'POST');
export const searchResults = endpoint<typeof SearchHandler>('search', 'GET');
export const likeShortVideo = endpoint<typeof ShortVideoLikeHandler>('shortVideoLike', 'POST');
export const wxSignature = endpoint<typeof WxSignatureHandler>('wx/signature', 'GET');
