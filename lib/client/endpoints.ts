// Every handler the browser calls, typed from its definition in app/api (docs/decisions/0008).
// Type imports only: they are erased, so no route code reaches the browser.
import type { GET as ActivityEntriesHandler } from '@/app/api/activities/entries/route';
import type { GET as ActivityFieldCheckHandler } from '@/app/api/activities/fieldCheck/route';
import type { POST as ActivityRegistHandler } from '@/app/api/activities/regist/route';
import type { GET as ActivityStateHandler } from '@/app/api/activities/state/route';
import type { POST as ActivityVerifyHandler } from '@/app/api/activities/verify/route';
import type { POST as AnalyticsHandler } from '@/app/api/analytics/route';
import type { POST as CountHandler } from '@/app/api/analytics/count/route';
import type { POST as AdEventHandler } from '@/app/api/ads/event/route';
import type { GET as SplashAdHandler } from '@/app/api/ads/splash/route';
import type { GET as ArticlesHandler } from '@/app/api/articleList/route';
import type { GET as CommentsHandler, POST as PostCommentHandler } from '@/app/api/comments/route';
import type { POST as DeleteCommentHandler } from '@/app/api/comments/delete/route';
import type { POST as LikeCommentHandler } from '@/app/api/comments/like/route';
import type { GET as MyCommentsHandler } from '@/app/api/comments/mine/route';
import type { GET as CommentRepliesHandler } from '@/app/api/comments/replies/route';
import type { POST as AccountCancelHandler } from '@/app/api/member/accountCancel/route';
import type { POST as AccountBindPhoneHandler } from '@/app/api/member/bindPhone/route';
import type { POST as AccountConsentHandler } from '@/app/api/member/consent/route';
import type { POST as AccountPasswordHandler } from '@/app/api/member/password/route';
import type { POST as AccountSmsHandler } from '@/app/api/member/accountSms/route';
import type { POST as LoginHandler } from '@/app/api/member/authLogin/route';
import type { POST as LogoutHandler } from '@/app/api/member/authLogout/route';
import type { POST as SmsHandler } from '@/app/api/member/authSms/route';
import type { POST as WeixinStartHandler } from '@/app/api/member/weixinStart/route';
import type { POST as WeixinDeclineHandler } from '@/app/api/member/weixinDecline/route';
import type { GET as VerifyCodeHandler } from '@/app/api/member/authVerifyCode/route';
import type { GET as DynamicsHandler } from '@/app/api/accounts/dynamics/route';
import type { GET as CollectStateHandler, POST as CollectHandler } from '@/app/api/member/fav/route';
import type { GET as CollectionHandler } from '@/app/api/member/favList/route';
import type { POST as FollowHandler } from '@/app/api/accounts/follow/route';
import type { POST as MemberInfoHandler } from '@/app/api/member/info/route';
import type { GET as MemberMessagesHandler, POST as MessagesReadHandler } from '@/app/api/mySpace/messages/route';
import type { POST as PointsHandler } from '@/app/api/member/points/route';
import type { GET as ServerTimeHandler } from '@/app/api/analytics/serverTime/route';
import type { POST as DeviceRecordHandler } from '@/app/api/analytics/deviceRecord/route';
import type { GET as FollowsHandler } from '@/app/api/accounts/follows/route';
import type {
  GET as ReporterFollowStateHandler,
  POST as ReporterFollowHandler,
} from '@/app/api/accounts/reporterFollow/route';
import type { POST as XyBulletinHandler } from '@/app/api/accounts/xyBulletin/route';
import type {
  GET as MyLeaderMessagesHandler,
  POST as LeaderMessageHandler,
} from '@/app/api/leaders/leaderMessage/route';
import type { POST as InviteHandler } from '@/app/api/member/invite/route';
import type { POST as InvitationHandler } from '@/app/api/member/invitation/route';
import type { POST as LikeHandler } from '@/app/api/articles/like/route';
import type { GET as SearchHandler } from '@/app/api/search/route';
import type { GET as SearchSuggestionsHandler } from '@/app/api/search/suggestions/route';
import type { POST as ShortVideoLikeHandler } from '@/app/api/shortVideo/like/route';
import type { POST as TipoffHandler } from '@/app/api/tipoffs/route';
import type { GET as MyQuestionsHandler, POST as AskQuestionHandler } from '@/app/api/qa/questions/route';
import type { POST as CirclePostHandler } from '@/app/api/circles/post/route';
import type { POST as SubmissionHandler } from '@/app/api/tipoffs/submission/route';
import type { POST as VoteHandler } from '@/app/api/activities/vote/route';
import type { GET as WxSignatureHandler } from '@/app/api/share/wxSignature/route';
import type { GET as LiveHandler } from '@/app/api/live/route';
import type { POST as PostLikeHandler } from '@/app/api/circles/postLike/route';
import type { POST as LiveLikeHandler } from '@/app/api/live/like/route';
import type { GET as LiveRemindStateHandler, POST as LiveRemindHandler } from '@/app/api/live/remind/route';
import type { GET as ReportStateHandler, POST as ReportHandler } from '@/app/api/reports/route';
import type { POST as ShareHandler } from '@/app/api/share/route';
import type { GET as SharePosterHandler } from '@/app/api/share/poster/route';
import { endpoint } from './endpoint';

export const activityEntries = endpoint<typeof ActivityEntriesHandler>('activities/entries', 'GET');
export const activityFieldCheck = endpoint<typeof ActivityFieldCheckHandler>('activities/fieldCheck', 'GET');
export const activityRegist = endpoint<typeof ActivityRegistHandler>('activities/regist', 'POST');
export const activityState = endpoint<typeof ActivityStateHandler>('activities/state', 'GET');
export const activityVerify = endpoint<typeof ActivityVerifyHandler>('activities/verify', 'POST');
export const analytics = endpoint<typeof AnalyticsHandler>('analytics', 'POST');
export const countView = endpoint<typeof CountHandler>('analytics/count', 'POST');
/** Ads (docs/product.md §2 "Advertising"): the splash, and impressions and clicks. */
export const splashAd = endpoint<typeof SplashAdHandler>('ads/splash', 'GET');
export const adEvent = endpoint<typeof AdEventHandler>('ads/event', 'POST');
export const listPage = endpoint<typeof ArticlesHandler>('articleList', 'GET');
export const commentPage = endpoint<typeof CommentsHandler>('comments', 'GET');
export const postComment = endpoint<typeof PostCommentHandler>('comments', 'POST');
export const deleteComment = endpoint<typeof DeleteCommentHandler>('comments/delete', 'POST');
export const likeComment = endpoint<typeof LikeCommentHandler>('comments/like', 'POST');
export const myComments = endpoint<typeof MyCommentsHandler>('comments/mine', 'GET');
export const commentReplies = endpoint<typeof CommentRepliesHandler>('comments/replies', 'GET');
export const login = endpoint<typeof LoginHandler>('member/authLogin', 'POST');
export const logout = endpoint<typeof LogoutHandler>('member/authLogout', 'POST');
export const sendSmsCode = endpoint<typeof SmsHandler>('member/authSms', 'POST');
/** A member's own account (docs/decisions/0050). */
export const accountSms = endpoint<typeof AccountSmsHandler>('member/accountSms', 'POST');
export const accountPassword = endpoint<typeof AccountPasswordHandler>('member/password', 'POST');
export const accountCancel = endpoint<typeof AccountCancelHandler>('member/accountCancel', 'POST');
export const accountConsent = endpoint<typeof AccountConsentHandler>('member/consent', 'POST');
/** A weixin-only member binds a phone (docs/decisions/0064). */
export const accountBindPhone = endpoint<typeof AccountBindPhoneHandler>('member/bindPhone', 'POST');
/** The consent step before weixin sign-in (docs/decisions/0064). */
export const weixinStart = endpoint<typeof WeixinStartHandler>('member/weixinStart', 'POST');
export const weixinDecline = endpoint<typeof WeixinDeclineHandler>('member/weixinDecline', 'POST');
/** An image (an <img src>), not JSON: callHandler refuses it. */
export const verifyCodeImage = endpoint<typeof VerifyCodeHandler>('member/authVerifyCode', 'GET');
export const reporterDynamics = endpoint<typeof DynamicsHandler>('accounts/dynamics', 'GET');
export const collectState = endpoint<typeof CollectStateHandler>('member/fav', 'GET');
export const collect = endpoint<typeof CollectHandler>('member/fav', 'POST');
export const collection = endpoint<typeof CollectionHandler>('member/favList', 'GET');
export const serverTime = endpoint<typeof ServerTimeHandler>('analytics/serverTime', 'GET');
export const recordDevice = endpoint<typeof DeviceRecordHandler>('analytics/deviceRecord', 'POST');
export const earnPoints = endpoint<typeof PointsHandler>('member/points', 'POST');
export const updateProfile = endpoint<typeof MemberInfoHandler>('member/info', 'POST');
export const memberBadge = endpoint<typeof MemberMessagesHandler>('mySpace/messages', 'GET');
export const readMessages = endpoint<typeof MessagesReadHandler>('mySpace/messages', 'POST');
export const follow = endpoint<typeof FollowHandler>('accounts/follow', 'POST');
export const followState = endpoint<typeof FollowsHandler>('accounts/follows', 'GET');
export const reporterFollowState = endpoint<typeof ReporterFollowStateHandler>('accounts/reporterFollow', 'GET');
export const reporterFollow = endpoint<typeof ReporterFollowHandler>('accounts/reporterFollow', 'POST');
export const xyBulletinOpened = endpoint<typeof XyBulletinHandler>('accounts/xyBulletin', 'POST');
export const leaveLeaderMessage = endpoint<typeof LeaderMessageHandler>('leaders/leaderMessage', 'POST');
export const myLeaderMessages = endpoint<typeof MyLeaderMessagesHandler>('leaders/leaderMessage', 'GET');
export const redeemInvite = endpoint<typeof InviteHandler>('member/invite', 'POST');
export const recordInvitation = endpoint<typeof InvitationHandler>('member/invitation', 'POST');
export const likeArticle = endpoint<typeof LikeHandler>('articles/like', 'POST');
export const searchResults = endpoint<typeof SearchHandler>('search', 'GET');
export const searchSuggestions = endpoint<typeof SearchSuggestionsHandler>('search/suggestions', 'GET');
export const likeShortVideo = endpoint<typeof ShortVideoLikeHandler>('shortVideo/like', 'POST');
export const createPost = endpoint<typeof CirclePostHandler>('circles/post', 'POST');
export const submitArticle = endpoint<typeof SubmissionHandler>('tipoffs/submission', 'POST');
export const sendTipoff = endpoint<typeof TipoffHandler>('tipoffs', 'POST');
export const askQuestion = endpoint<typeof AskQuestionHandler>('qa/questions', 'POST');
export const myQuestions = endpoint<typeof MyQuestionsHandler>('qa/questions', 'GET');
export const vote = endpoint<typeof VoteHandler>('activities/vote', 'POST');
export const wxSignature = endpoint<typeof WxSignatureHandler>('share/wxSignature', 'GET');
/** A live's status and a page of its reports (catch-up after a lost socket, polling fallback). */
export const liveUpdates = endpoint<typeof LiveHandler>('live', 'GET');
export const likeLive = endpoint<typeof LiveLikeHandler>('live/like', 'POST');
/** Whether the reader asked to be reminded of a coming live, and asking or not (docs/decisions/0062). */
export const liveRemindState = endpoint<typeof LiveRemindStateHandler>('live/remind', 'GET');
export const liveRemind = endpoint<typeof LiveRemindHandler>('live/remind', 'POST');
export const likePost = endpoint<typeof PostLikeHandler>('circles/postLike', 'POST');
export const reportState = endpoint<typeof ReportStateHandler>('reports', 'GET');
export const sendReport = endpoint<typeof ReportHandler>('reports', 'POST');
export const shareEvent = endpoint<typeof ShareHandler>('share', 'POST');
/** An image (an <img src>), not JSON: callHandler refuses it. */
export const sharePoster = endpoint<typeof SharePosterHandler>('share/poster', 'GET');
