// Where each platform call comes from: the one table of which calls a public source shows and
// which we designed (docs/platform-api.md, "Dialects" and "Where each call comes from";
// docs/decisions/0074). A call that is not listed here is designed: nothing public shows it, and
// it keeps the form docs/platform-api.md gives it. tests/contract/public/ checks this table against
// the call registry and the public record; the call table in docs/platform-api.md is made from it.

/** How a call stands against its public fact: as the public platform answers it, what reaches the page. */
export type Standing =
  /** Name, parameters and the public answer reach our types with their content. */
  | 'works'
  /** It goes through, but part of the content is lost or a parameter narrows the result. */
  | 'degraded'
  /** The public answer is rejected or misread, or the call is not the public one (name, parameters, member). */
  | 'differs';

/** Which public generation shows the call (lib/platform/dialect/generation.ts). */
export type PublicGeneration = 'g1' | 'g2' | 'g1+g2';

export interface PublicFact {
  /** Where it is shown: repositories and files (the gateway, the CMS, the recorded suite). */
  source: string;
  generation: PublicGeneration;
  /** The public name, where ours differs (sent on a g1/g2 platform when the definition has a publicForm). */
  publicName?: string;
  /** How it stood on the main branch before the dialect layer (measured with the fixtures where there are some). */
  before: Standing;
  /** How it stands now. */
  after: Standing;
  /** What the dialect layer and the schemas map, or what still differs. */
  note: string;
}

const GATEWAY = 'intergrate-dev/xy-wan-xzw src/com/founder/mobileinternet/cmsinterface/ui/controller';
const CMS = 'intergrate-dev/xy6.0-xzw src/main/src/com/founder/xy/api';
const SUITE = 'jiangbm/XFJ_FZ_API';
const SSO = 'intergrate-dev/sso-app-xzw src/main/java/com/founder/sso';
// Joined, not written as one string: `/paper/` in a string reads as one of our route addresses (tests/lint/routeUrls.test.ts).
const CMS_PAPER = [CMS, 'paper', 'PaperApiManager.java'].join('/');

/** Every call a public source shows, by its key (lib/platform/calls.ts callKey). */
export const PUBLIC_FACTS: Readonly<Record<string, PublicFact>> = {
  'app/getConfig': {
    source: `${GATEWAY}/AppController.java; ${CMS}/ApiManager.java (the startup JSON); ${SUITE} Common/`,
    generation: 'g1+g2',
    before: 'differs',
    after: 'degraded',
    note: "bare or enveloped; the health probe no longer needs status 0. The startup JSON lacks SPEC.md's fields (app name, logos, xyApi): their defaults are used",
  },
  'app/getColumns': {
    source: `${GATEWAY}/ColumnController.java; ${CMS}/ApiManager.java getColumns, colCommonFields; ${SUITE} App_Column/`,
    generation: 'g1+g2',
    before: 'differs',
    after: 'works',
    note: 'columnType as a code or "" (a column without one no longer rejects the list); home\'s tabs under XY_HOME_COLUMN_ID; columnID/parentID spellings',
  },
  'app/getColumn': {
    source: `${GATEWAY}/ColumnController.java; ${CMS}/ApiManager.java colCommonFields`,
    generation: 'g1+g2',
    before: 'differs',
    after: 'works',
    note: "the real answer names no children nor parent: the children are its getColumns, the parent the address's when it lists the column",
  },
  'app/getArticles': {
    source: `${GATEWAY}/ArticleController.java (columnId, page, rowNumber, version, lastFileId, typeScreen); ${SUITE} App_ArticleList/`,
    generation: 'g1+g2',
    before: 'degraded',
    after: 'works',
    note: 'ids and counts as numeric strings; colName as a path (首页~头条: the last part); pic_list_title as the title picture; an item without fileId is left out',
  },
  'app/articleHot': {
    source: `${GATEWAY}/ArticleController.java (type, siteId, lastFileId, rowNumber)`,
    generation: 'g1',
    before: 'degraded',
    after: 'degraded',
    note: 'the gateway ranks by a period code (type), not our count and days: its own window is shown',
  },
  'app/getArticleContent': {
    source: `${GATEWAY}/ArticleController.java; ${CMS}/ArticleJsonHelper.java; recorded: ${SUITE} App_ArticleContent/output.xml (an article, "empty")`,
    generation: 'g1+g2',
    before: 'differs',
    after: 'works',
    note: '<!--IMAGEARRAY#n-->/<!--VIDEOARRAY#n--> from images[].imagearray[]/videos[].videoarray[]; attAbstract as the summary; liability, cameraman, drawer, overallPlanning, arthorName as bylines; author as a record (the reporter); "empty"/null a 404',
  },
  'app/moduleView': {
    source: `${GATEWAY}/ArticleController.java (id, userID); recorded: ${SUITE} App_ArticleList/output.xml (a module, the module error)`,
    generation: 'g1+g2',
    before: 'differs',
    after: 'works',
    note: 'status -1 with data {} ("target user not exist") is a 404, no longer an empty page; the answer names no group: its id is the one asked for, its title the one the columns\' module rows give it',
  },
  'app/discussView': {
    source: `${GATEWAY}/CommentController.java; ${CMS}/nis/DiscussApiManager.java; recorded: ${SUITE} App_Discuss/output.xml`,
    generation: 'g1+g2',
    before: 'works',
    after: 'works',
    note: 'userID as a number; topDiscuss',
  },
  'app/discussHot': {
    source: `${GATEWAY}/CommentController.java (id, count 5); ${SUITE} App_Discuss/Get_DiscussHot.robot`,
    generation: 'g1+g2',
    before: 'works',
    after: 'works',
    note: '',
  },
  'app/discussReply': {
    source: `${GATEWAY}/CommentController.java; ${CMS}/nis/DiscussApiManager.java getDiscussReply`,
    generation: 'g1+g2',
    before: 'differs',
    after: 'degraded',
    note: "the real answer has no main: the first comment is read from its object's newest comments (three pages); an older one stands on its replies",
  },
  'app/discussCount': {
    source: `${GATEWAY}/CommentController.java; ${CMS}/nis/DiscussApiManager.java getDiscussCount (a bare number)`,
    generation: 'g1+g2',
    before: 'differs',
    after: 'works',
    note: 'a bare number as {count}; type 2 counts likes, the read-back of a like (docs/decisions/0090)',
  },
  'app/discuss': {
    source: `${GATEWAY}/CommentController.java; recorded: ${SUITE} App_Discuss/output.xml ({value:"true"})`,
    generation: 'g1+g2',
    before: 'differs',
    after: 'works',
    note: 'the member named by userID and userName from the session; a top-level comment\'s parent -1; {value:"true"} read as done and the comment read back from myDiscuss (docs/decisions/0085), under review when its object\'s public comments do not show it (docs/decisions/0090)',
  },
  'app/delMyDiscuss': {
    source: `recorded: ${SUITE} App_Discuss/output.xml (deleted, not yours, no such comment)`,
    generation: 'g2',
    before: 'differs',
    after: 'works',
    note: 'an envelope inside the envelope: 0 deleted, 1 not yours (-403), 2 missing; before, a refusal read as done',
  },
  'app/myDiscuss': {
    source: `${GATEWAY}/CommentController.java (userID, page)`,
    generation: 'g1',
    before: 'differs',
    after: 'degraded',
    note: "the member by userID (from the session) and page; the real list is all of the member's comments: the first page is kept for the object; it says no review state, so a comment its object's public comments do not show is marked under review (docs/decisions/0090)",
  },
  'app/liveView': {
    source: `${GATEWAY}/LiveController.java; ${CMS}/nis/LiveApiManager.java; recorded list item: ${SUITE} App_Live/output.xml (linkID)`,
    generation: 'g1+g2',
    before: 'differs',
    after: 'works',
    note: "asked with the live's own id (linkID); main {} after the first page; an address without it finds it through the live's article (docs/decisions/0090)",
  },
  'app/liveComing': {
    source: `${GATEWAY}/LiveController.java; ${CMS}/nis/LiveApiManager.java`,
    generation: 'g1+g2',
    before: 'works',
    after: 'works',
    note: '',
  },
  'app/event': {
    source: `${GATEWAY}/NisApiController.java; ${SUITE} App_ArticleContent/Event.robot`,
    generation: 'g1+g2',
    before: 'works',
    after: 'works',
    note: 'the write alone (true, {value:"true"}) is taken: a like\'s count is read back with discussCount type 2 (articles; lives by their own id), its state is the one the tap asked for (docs/decisions/0090)',
  },
  'app/getXyInfo': {
    source: `${SUITE} App_FJHSubcribe/GetXyInfo.robot (id, siteID)`,
    generation: 'g2',
    before: 'degraded',
    after: 'degraded',
    note: 'no answer recorded: our schema reads what it knows',
  },
  'app/getXyDynamic': {
    source: `${SUITE} App_FJHSubcribe/GetXyDynamic.robot (siteId, xyId)`,
    generation: 'g2',
    before: 'degraded',
    after: 'degraded',
    note: 'no answer recorded',
  },
  'app/hitXyBulletin': {
    source: `${SUITE} App_FJHSubcribe/HitXyBulletin.robot (POST id, userID, device)`,
    generation: 'g2',
    before: 'works',
    after: 'works',
    note: '',
  },
  'app/recommendXys': {
    source: `${SUITE} App_Search/Search_Common.robot (userId)`,
    generation: 'g2',
    before: 'differs',
    after: 'degraded',
    note: "an array as data is read; the items' names (id, topic) as the ranking's",
  },
  'app/xyRank': {
    source: `${SUITE} App_FJHSubcribe/XyRank.robot; recorded searchXyRank: ${SUITE} App_FJHSubcribe/output.xml`,
    generation: 'g2',
    before: 'differs',
    after: 'works',
    note: 'an array as data; id and topic as xyID and name',
  },
  'app/topicSub': {
    source: `${GATEWAY}/TopicController.java; ${SUITE} App_FJHSubcribe/TopicSub.robot`,
    generation: 'g1+g2',
    before: 'differs',
    after: 'works',
    note: 'the member by userID from the session; {value:"true"} read as done and the follower count read back (getXyInfo)',
  },
  'app/topicSubCancel': {
    source: `${GATEWAY}/TopicController.java`,
    generation: 'g1',
    before: 'differs',
    after: 'works',
    note: 'the member by userID from the session; {value:"true"} read as done and the follower count read back (getXyInfo)',
  },
  'app/activityList': {
    source: `${GATEWAY}/ActiveController.java (siteID, lastFileId, page, userId)`,
    generation: 'g1+g2',
    before: 'degraded',
    after: 'degraded',
    note: 'no answer recorded: our schema reads what it knows',
  },
  'app/activityDetail': {
    source: `${GATEWAY}/ActiveController.java (fileId)`,
    generation: 'g1+g2',
    before: 'degraded',
    after: 'degraded',
    note: 'no answer recorded',
  },
  'app/entryList': {
    source: `${GATEWAY}/ActiveController.java (fileId)`,
    generation: 'g1+g2',
    before: 'degraded',
    after: 'degraded',
    note: 'no answer recorded',
  },
  'app/vote/info': {
    source: `${GATEWAY}/AMUCController.java (amuc/api/vote/info, voteid)`,
    generation: 'g1',
    before: 'differs',
    after: 'differs',
    note: 'the gateway serves it under amuc/api with voteid',
  },
  'app/vote/optionInfo': {
    source: `${GATEWAY}/AMUCController.java (amuc/api/vote/optionInfo, voteid, vote_optionid)`,
    generation: 'g1',
    before: 'differs',
    after: 'differs',
    note: 'under amuc/api',
  },
  'app/voteResult': {
    source: `${GATEWAY}/NisApiController.java (id)`,
    generation: 'g1+g2',
    before: 'differs',
    after: 'degraded',
    note: 'the vote sent as id as well as voteId',
  },
  'app/codeImeiRecord': {
    source: `recorded: ceshi107007/XFJ App_InviteCode/output.xml (amuc/api/invitecode/codeImeiRecord: code, imei, uid, name)`,
    generation: 'g2',
    before: 'differs',
    after: 'differs',
    note: "the public call of this name records a member's use of an invite code on a device (InviteCodeAdapter), which invite/useInviteCode sends (docs/decisions/0105); a device's first visit has no public call, so ours stays the designed record",
  },
  'app/invite/useInviteCode': {
    source: `intergrate-dev/xy6.0-xzw src/main/src/com/founder/amuc/api/InviteCodeAdapter.java codeImeiRecord (code, imei, uid, name, siteID; 1002 recorded with the inviter's id, 1001 refused, 1003 no such code); recorded: ceshi107007/XFJ output.xml (amuc/api/invitecode/codeImeiRecord, four answers)`,
    generation: 'g2',
    publicName: 'amuc/api/invitecode/codeImeiRecord',
    before: 'differs',
    after: 'degraded',
    note: "sent as AMUC's codeImeiRecord (the code, our device as imei, the member's uid and name from the session); 1002 is done, 1001 and 1003 refusals in AMUC's words, worded by the form; the inviter is named by id alone, so the form names nobody (docs/decisions/0105)",
  },
  'app/recommendList': {
    source: `${GATEWAY}/OtherExtController.java (start, count)`,
    generation: 'g1',
    before: 'degraded',
    after: 'degraded',
    note: "the gateway's list is the site's, not an article's",
  },
  'app/getCatXys': {
    source: `${SUITE} App_FJHSubcribe/GetCatXys.robot (id, start, count)`,
    generation: 'g2',
    before: 'differs',
    after: 'degraded',
    note: 'an array as data filed under xys; id and topic as xyID and name',
  },
  'app/getCats': {
    source: `${GATEWAY}/AppController.java (code); ${CMS}/ApiManager.java (catID, catName)`,
    generation: 'g1+g2',
    before: 'differs',
    after: 'works',
    note: 'an array as data filed under catsList; catID and catName',
  },
  'app/regionleaderView': {
    source: `${GATEWAY}/OtherExtController.java (regionID); recorded: ${SUITE} App_Leader/output.xml (the leaders, the module error)`,
    generation: 'g1+g2',
    before: 'differs',
    after: 'degraded',
    note: "an array of the region's people filed under leaders (duty, url, description as post, photo, intro); regionID sent; the region itself unnamed",
  },
  'app/fav': {
    source: `${GATEWAY}/NisApiController.java; recorded: ${SUITE} App_Interact/output.xml ({value:"true"})`,
    generation: 'g1+g2',
    before: 'differs',
    after: 'degraded',
    publicName: 'favCancel',
    note: 'the member by userID from the session; {value:"true"} read as done; the removal sent as the real favCancel',
  },
  'app/siteConf': {
    source: `${GATEWAY}/AppController.java (siteId)`,
    generation: 'g1+g2',
    before: 'degraded',
    after: 'degraded',
    note: 'no answer recorded',
  },
  'app/getPapers': {
    source: `${GATEWAY}/PaperController.java; ${CMS_PAPER} ({version, papers})`,
    generation: 'g1+g2',
    before: 'differs',
    after: 'works',
    note: 'papers read as the list; a paper the list does not date is dated by its newest issue (getLatestMaePaper, designed)',
  },
  'app/getPaperLayouts': {
    source: `${GATEWAY}/PaperController.java (id, date); ${CMS_PAPER} ({version, date, layouts})`,
    generation: 'g1+g2',
    before: 'differs',
    after: 'works',
    note: 'no paperId (the one asked for, named from the paper list); the date as yyyyMMdd both ways; a layout\'s number and name split from its name ("01 要闻"), url as its page image',
  },
  'app/getPaperArticles': {
    source: `${GATEWAY}/PaperController.java (id); ${CMS_PAPER} (an array)`,
    generation: 'g1+g2',
    before: 'differs',
    after: 'works',
    note: "an array as data; the layout is the one its issue lists (number, name, page image); an article's region from its own mapping",
  },
  'app/getPaperArticle': {
    source: `${GATEWAY}/PaperController.java (id); ${CMS_PAPER}`,
    generation: 'g1+g2',
    before: 'differs',
    after: 'degraded',
    note: 'the layout by id and number, the day from publishtime; the paper is the one whose issue of that day lists the layout; no preview state (no aStatus)',
  },
  'app/getSubject': {
    source: `${GATEWAY}/SubjectController.java (id)`,
    generation: 'g1',
    before: 'degraded',
    after: 'degraded',
    note: 'no answer recorded',
  },
  'app/subjectList': {
    source: `${GATEWAY}/SubjectController.java (userID, page)`,
    generation: 'g1',
    before: 'differs',
    after: 'differs',
    note: 'the gateway lists by member, ours by account',
  },
  'app/questionList': {
    source: `${GATEWAY}/SubjectController.java (subjectID, page, count)`,
    generation: 'g1',
    before: 'differs',
    after: 'degraded',
    note: 'subjectID sent as well as id',
  },
  'app/questionListHot': {
    source: `${GATEWAY}/SubjectController.java (subjectID, page, count)`,
    generation: 'g1',
    before: 'differs',
    after: 'degraded',
    note: 'subjectID sent as well as id',
  },
  'app/questionDetail': {
    source: `${GATEWAY}/SubjectController.java`,
    generation: 'g1',
    before: 'degraded',
    after: 'degraded',
    note: 'no answer recorded',
  },
  'app/qaList': {
    source: `${GATEWAY}/QAController.java (groupId, page, lastFileId)`,
    generation: 'g1',
    before: 'degraded',
    after: 'degraded',
    note: 'no answer recorded',
  },
  'app/qaDetail': {
    source: `${GATEWAY}/QAController.java`,
    generation: 'g1',
    before: 'degraded',
    after: 'degraded',
    note: 'no answer recorded',
  },
  'app/wx/signature': {
    source: `${GATEWAY}/AppController.java (url)`,
    generation: 'g1+g2',
    before: 'works',
    after: 'works',
    note: '',
  },
  'app/tipoff': {
    source: `${GATEWAY}/NisApiController.java (tipoff, POST: true/false); intergrate-dev/xy-wan-xzw src/com/founder/mobileinternet/cmsinterface/pojo/cms/TipoffInfo.java; ${SUITE} App_Interact/Tipoff.robot`,
    generation: 'g1+g2',
    before: 'differs',
    after: 'degraded',
    note: 'sent as the real form (topic, content, tag, imgUrl, videoUrl, contactNo, location; the member by userID from the session); its bare write read back from myTipoff. Files go as what our upload answered for them (an address on a platform whose upload answers only one); audio has no field there (docs/decisions/0100)',
  },
  'app/getTipoffDetail': {
    source: `${GATEWAY}/NisApiController.java (tipoffContent: docID, siteID); ${CMS}/nis/OtherApiManager.java (tipoffContent)`,
    generation: 'g1+g2',
    publicName: 'tipoffContent',
    before: 'differs',
    after: 'degraded',
    note: 'asked as the real tipoffContent (docID); docID, status as text, answer, attachments (1 a picture, 2 a video) or IMAGEARRAY pictures read as our tip-off; no status words, location or report id there (docs/decisions/0100)',
  },
  'app/myTipoffs': {
    source: `${GATEWAY}/NisApiController.java (myTipoff: userID, page, siteID); ${CMS}/nis/OtherApiManager.java (myTipoff)`,
    generation: 'g1+g2',
    publicName: 'myTipoff',
    before: 'differs',
    after: 'degraded',
    note: 'asked as the real myTipoff (page; the member by userID from the session), a bare array of entries without their files; no total (a full page of 20 may have more) (docs/decisions/0100)',
  },
  'app/upload': {
    source: `${GATEWAY}/UploadController.java`,
    generation: 'g1',
    before: 'differs',
    after: 'differs',
    note: 'a write: members and writes',
  },
  'app/authinfo': {
    source: 'PLATFORM-FACTS.md (signing, as observed)',
    generation: 'g2',
    before: 'works',
    after: 'works',
    note: '',
  },
  'app/auth': {
    source: 'PLATFORM-FACTS.md (signing, as observed)',
    generation: 'g2',
    before: 'works',
    after: 'works',
    note: '',
  },
  'app/searchAllInTime': {
    source: `${GATEWAY}/ArticleController.java searchAll (columnId, key, start, count); recorded: ${SUITE} App_Search/, App_SearchAll/output.xml`,
    generation: 'g1+g2',
    publicName: 'searchAll',
    before: 'differs',
    after: 'works',
    note: 'searchAll on a g1/g2 platform (columnId 0, key, start, count); an array as data; classes and order are ours',
  },
  'app/getMaePaperDatesByDate': {
    source: `${GATEWAY}/PaperController.java getPaperDates (id, start, count 60)`,
    generation: 'g1+g2',
    publicName: 'getPaperDates',
    before: 'differs',
    after: 'differs',
    note: 'the public call lists dates by count, ours by month',
  },
  'app/event1': {
    source: `intergrate-dev/xy6.0-xzw src/main/src/com/founder/amuc/api/EventAdapter.java (event1, checkRequest); recorded: ${SUITE} output.xml, APP_ScoreManager/Event1.robot and Sha1.py (amuc/api/event/event1: eType, member, time, sign)`,
    generation: 'g2',
    publicName: 'amuc/api/event/event1',
    before: 'differs',
    after: 'degraded',
    note: "points for reading and sharing sent as AMUC's event1 (eType 点击新闻 or 分享成功, the member's id from the session, time, the sha1 sign of Sha1.py); the rules' scores are what was earned, 1003 and 1009 nothing; AMUC scores the behaviour, not the article, and says no day's or total points (0) (docs/decisions/0105)",
  },
  'app/invite/getInviteCode': {
    source: `recorded: ceshi107007/XFJ App_InviteCode/output.xml, ${SUITE} App_InviteCode/output.xml (amuc/api/invitecode/getInviteCode: uid; {code, msg}, code "0" for nobody)`,
    generation: 'g2',
    publicName: 'amuc/api/invitecode/getInviteCode',
    before: 'differs',
    after: 'degraded',
    note: "sent as AMUC's call with the member's uid; code is the invite code, \"0\" a refusal in AMUC's words; how many used it is not said (0) (docs/decisions/0096)",
  },
  'app/myDayScoreSts': {
    source: `intergrate-dev/xy-wan-xzw AMUCController.java (member/score: id); recorded: ${SUITE} APP_ScoreManager/output.xml ("325", and the words for nobody)`,
    generation: 'g1+g2',
    publicName: 'amuc/api/member/score',
    before: 'differs',
    after: 'degraded',
    note: "sent as AMUC's member/score with the member's id: the total as numeric text; the week's days have no public call (an empty week); other text is a refusal in AMUC's words (docs/decisions/0096)",
  },
  'app/myScoreList': {
    source: `intergrate-dev/xy-wan-xzw AMUCController.java (member/scoreList: id, curPage, pageSize); intergrate-dev/xy6.0-xzw amuc/api/MemberAdapter.java (scoreList)`,
    generation: 'g1+g2',
    publicName: 'amuc/api/member/scoreList',
    before: 'differs',
    after: 'degraded',
    note: "sent as AMUC's member/scoreList (curPage from 1, pageSize 20); entries {score, memo, time}: the rule's name as our reason, the place as the id; the list's fields are the reference platform's, the adapter printing none publicly (docs/decisions/0096)",
  },
  'app/myFavList': {
    source: `recorded: ${SUITE} App_Interact/output.xml (myFav: userID, siteID, page)`,
    generation: 'g1+g2',
    publicName: 'myFav',
    before: 'differs',
    after: 'degraded',
    note: "sent as the real myFav (a POST, page; the member by userID from the session); items {articleID, time, article} read as our list items, an article the CMS no longer has by the item's own id and title; no total (a full page of 20 may have more) (docs/decisions/0096)",
  },
  'app/favStatus': {
    source: `${GATEWAY}/NisApiController.java hasFav (userID, articleID, type)`,
    generation: 'g1+g2',
    publicName: 'hasFav',
    before: 'differs',
    after: 'works',
    note: 'sent as hasFav (userID, articleID, type 0); true/false or {value} read as the state',
  },
  'app/activityRegist': {
    source: `${GATEWAY}/ActiveController.java saveActivity (ActivityInfo: fileId, siteId, userID, userName, realName, phone, device, signForm; queued, "true"/"false")`,
    generation: 'g1+g2',
    publicName: 'saveActivity',
    before: 'differs',
    after: 'degraded',
    note: 'sent as saveActivity (fileId, realName and phone from the answers, signForm the answers as JSON text, the member by userID from the session); the platform queues it and names no entry or code, so the form says the sign-up was sent and where to follow it, with no registration page to open',
  },
  'app/vote': {
    source: `${GATEWAY}/NisApiController.java vote (VoteInfo: voteID, voteResult, userID, userName, userOtherID; {result, failureInfo}, "您点太快了哦！" per address)`,
    generation: 'g1+g2',
    before: 'differs',
    after: 'degraded',
    note: "on a g1/g2 platform instead of the designed recordVoteCountAndLog (no encryption, no request id): voteID, voteResult the option, the member by userID from the session; {result:\"false\"} is the refusal in the platform's words; the option's count and the total read back from voteResult, the votes left from it or the member's vote info",
  },
  'app/report': {
    source: `${GATEWAY}/CommentController.java (expose: reason, rootID, userID, userName, siteId, sourceType, type; "true"); ${SUITE} App_Discuss/Expose.robot (sourceType 0 a comment, 1 an article; {value: "true"})`,
    generation: 'g1+g2',
    publicName: 'expose',
    before: 'differs',
    after: 'degraded',
    note: "a comment's or an article's report sent as expose (rootID, sourceType, type the reason's code, reason the reader's words; the member by userID from the session); the write alone read as taken (no id, no word of an earlier report); questions, posts and moments keep the designed report (docs/decisions/0096)",
  },
  // The real SSO (features/member/server/ssoApp.ts; docs/decisions/0096): where a g1/g2 platform keeps its members.
  'ssoApp/login': {
    source: `${SSO}/controller/UserController.java (login: phone, password as md5 text, devid), SignFilter.java, vo/Result.java, entity/User.java (asMap)`,
    generation: 'g1+g2',
    before: 'differs',
    after: 'works',
    note: 'sent instead of the designed member/loginByPassword: the md5 text of the password, signed headers; code 1 with the member (uid, token) is a login, the token standing for the refresh token the SSO does not give; a refusal in its words (用户名或密码不正确: a wrong password)',
  },
  'ssoApp/sendCode': {
    source: `${SSO}/controller/UserController.java (sendCode: type, value, useType; its value {code: "success"|"fail", msg})`,
    generation: 'g1+g2',
    before: 'differs',
    after: 'degraded',
    note: 'sent instead of the designed member/sendSmsCode: type phone, useType 2 (sign-in, which the source does not name: designed here); the image code the form asks is not sent, the SSO has none; a "fail" inside the success is a refusal',
  },
  'ssoApp/loginByPhone': {
    source: `${SUITE} App_Sso/Sso_Common.robot (Login By Phone: devid, siteid, phone), LoginByPhone.robot`,
    generation: 'g2',
    before: 'differs',
    after: 'works',
    note: 'sent instead of the designed member/loginByCode, with the SMS code (the record shows none; the reference platform asks it)',
  },
  'ssoApp/logout': {
    source: `${SSO}/controller/UserController.java (logout: uid, devid, token); ${SUITE} App_Sso/Logout.robot`,
    generation: 'g1+g2',
    before: 'differs',
    after: 'degraded',
    note: 'sent instead of the designed member/logout: ends the device\'s login; "sign out everywhere" has no real call, so it ends this one',
  },
  'ssoApp/oauthLogin': {
    source: `${SUITE} App_Sso/Sso_Common.robot (SSO Oauth Login: provider, oid, nickname in base64, devid), OauthLogin.robot, output.xml (4 recorded refusals)`,
    generation: 'g2',
    before: 'differs',
    after: 'works',
    note: "weixin sign-in on a g2 platform instead of the designed thirdLogin: provider tencent_wechat, the nickname as base64 text; the recorded refusals read in the SSO's words",
  },
  'ssoApp/loginByOther': {
    source: `${SSO}/controller/UserController.java (loginByOther: provider, oid, nickname, head, devid)`,
    generation: 'g1',
    before: 'differs',
    after: 'works',
    note: 'weixin sign-in on a g1 platform: the nickname as it is',
  },
};

/**
 * Designed calls the real platform has nothing for, not even under another name (docs/decisions/0096):
 * they keep their designed form on every platform, and where a g1/g2 platform answers that it
 * has no such call (a 404 that is no answer), the reader is told the feature is not offered
 * there (501 notOnThisPlatform), and the platform is not counted down. Each says what it misses.
 */
export const NO_REAL_COUNTERPART: Readonly<Record<string, string>> = {
  'app/member/consent':
    'consent records: the SSO keeps none; after a sign-in through it the front sends member/consent and lets a 501 be (docs/decisions/0108)',
  'app/member/getVerifyCode': "the image code: the SSO's sendCode asks none",
  'app/member/webTicket': "the app's one-time ticket for a web login",
  'app/member/loginByTicket': "the app's one-time ticket for a web login",
  'app/member/sendAccountSmsCode': 'codes for the account flows (password, cancellation, binding)',
  'app/member/setPassword': 'setting a password after an SMS code',
  'app/member/cancel': "the account deletion flow (the SSO's cancel takes a bare uid)",
  'app/myMessages': 'the message centre',
  'app/myMessageCount': 'the message centre',
  'app/readMyMessages': 'the message centre',
};

/** A call's fact, or undefined for a designed call. */
export function publicFactOf(key: string): PublicFact | undefined {
  return PUBLIC_FACTS[key];
}

/** How many calls stand where: the designed ones are every defined call without a public fact. */
export function callTableCounts(
  keys: readonly string[],
  when: 'before' | 'after',
): Record<Standing | 'designed', number> {
  const counts = { works: 0, degraded: 0, differs: 0, designed: 0 };
  for (const key of keys) {
    const fact = PUBLIC_FACTS[key];
    counts[fact ? fact[when] : 'designed'] += 1;
  }
  return counts;
}
