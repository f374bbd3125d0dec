/**
 * The member's calls of the real dialects (docs/reference-platform-dialects.md, "Members and
 * writes"; docs/decisions/0082): the writes, each naming its member in the form as the gateway's
 * forms do, and the lists of a member's own things. Entries as lib/dialect/calls.mjs describes them;
 * `via` names the designed call whose handler answers a real call of another name.
 */
import { NOT_YOURS } from '../envelope.mjs';
import { pick, toInt } from '../params.mjs';
import { liveIdsAsArticles } from './live-ids.mjs';
import { REPORT_OBJECT, REPORT_REASONS, REASON_OTHER } from '../reports.mjs';
import { memberNamedBy } from '../member-of.mjs';
import { voteRefusalWords } from '../../routes/votes.mjs';

const GATEWAY = 'intergrate-dev/xy-wan-xzw src/com/founder/mobileinternet/cmsinterface';
const CONTROLLER = `${GATEWAY}/ui/controller`;
const POJO = `${GATEWAY}/pojo/cms`;
const CMS = 'intergrate-dev/xy6.0-xzw src/main/src/com/founder/xy/api/nis';
const XFJ = 'jiangbm/XFJ_FZ_API';
const ANY = /** @type {('GET'|'POST')[]} */ (['GET', 'POST']);

/** @param {Record<string, string>} p @param {Record<string, string | undefined>} changes */
const withParams = (p, changes) => {
  /** @type {Record<string, string>} */
  const out = { ...p };
  for (const [k, v] of Object.entries(changes)) if (v !== undefined) out[k] = v;
  return out;
};

/** The answer delMyDiscuss gives, inner status and message (fixtures/public/delMyDiscuss.json). @param {number} status @param {string} message @param {import('./calls.mjs').ShapeContext} c */
const deleteAnswer = (status, message, c) => ({
  status,
  message,
  data: {
    fileId: toInt(pick(c.raw, 'fileId', 'id', 'discussID'), 0),
    userID: toInt(pick(c.raw, 'userID', 'userId'), 0),
  },
});

/**
 * The member's uploads a real form names by address (imgUrl, videoUrl), as the designed call's
 * upload ids; an address that is none of theirs stays as it is, and the designed call refuses it.
 * @param {import('./calls.mjs').ShapeContext} c @param {string | undefined} urls comma-separated addresses
 * @param {'picture'|'video'} kind
 */
function uploadIds(c, urls, kind) {
  if (!urls) return undefined;
  const member = memberNamedBy(c.req);
  const rows = member
    ? /** @type {{id: string, path: string}[]} */ (
        c.ctx.db.prepare('SELECT id, path FROM uploads WHERE member_id = ? AND kind = ?').all(member.id, kind)
      )
    : [];
  return urls
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean)
    .map((u) => rows.find((r) => c.ctx.urls.media(r.path) === u)?.id ?? u)
    .join(',');
}

/** @type {Record<string, import('./calls.mjs').RealCall>} */
export const MEMBER_CALLS = {
  discuss: {
    kind: 'write',
    member: 'form',
    methods: ['POST'],
    source:
      `${CONTROLLER}/CommentController.java (discuss, POST: true/false); ${POJO}/CommentInfo.java (rootID, content, userID, userName, parentID=-1, channel=2, sourceType); ` +
      `${XFJ} App_Discuss/Discuss_Common.robot, App_Discuss/output.xml (fixtures/public/discuss.json: {value: "true"})`,
    // -1 is a top-level comment there (CommentInfo's default); the designed call says 0.
    // A live's comment names the live by its own id (live-ids.mjs).
    params: (p) =>
      liveIdsAsArticles(
        toInt(p.parentID, 0) < 0 ? withParams(p, { parentID: '0' }) : p,
        ['rootID'],
        pick(p, 'sourceType', 'source') === '1',
      ),
  },
  delMyDiscuss: {
    kind: 'reply',
    member: 'form',
    methods: ANY,
    source: `${XFJ} App_Discuss/DelMyDiscuss.robot (GET userID, fileId, siteID), App_Discuss/output.xml (fixtures/public/delMyDiscuss.json: inner status 0, 1, 2)`,
    params: (p) => withParams(p, { id: pick(p, 'fileId', 'id', 'discussID') }),
    shape: (_d, c) => deleteAnswer(0, '删除成功', c),
    // Not the member's own, or not there: the inner status says so; the envelope is a success.
    refusal: (err, c) =>
      err.status === NOT_YOURS
        ? deleteAnswer(1, '只能删除自己的评论', c)
        : err.message === 'comment not found'
          ? deleteAnswer(2, '评论不存在', c)
          : undefined,
  },
  discussDelete: {
    kind: 'write',
    via: 'delMyDiscuss',
    member: 'form',
    methods: ANY,
    source: `${CONTROLLER}/CommentController.java (discussDelete: userID, discussID, siteID=1; true/false); ${CMS}/NisApiController.java (discussDelete.do)`,
    params: (p) => withParams(p, { id: pick(p, 'discussID', 'id') }),
  },
  myDiscuss: {
    kind: 'read',
    via: 'myDiscussList',
    member: 'form',
    source:
      `${CONTROLLER}/CommentController.java (myDiscuss: userID, page, siteID=1); ${GATEWAY}/service/cms/impl/CommentServiceImpl.java (getListDataResult: {list}); ` +
      `${CMS}/DiscussApiManager.java (getMyDiscuss: setOneDiscuss, setOtherJson; fixtures/public/reconstructed/myDiscuss.json)`,
    shape: (d, c) => c.shapes.mine.discussions(d),
    missing: () => ({ list: [] }),
  },
  fav: {
    kind: 'write',
    member: 'form',
    methods: ANY,
    source:
      `${CONTROLLER}/NisApiController.java (fav: "true"/"false"); ${POJO}/FavoriteInfo.java (userID, siteID, articleID, type, channel=2, imgUrl); ` +
      `${XFJ} App_ArticleContent/FavCommon.robot (a GET), App_Interact/output.xml (fixtures/public/fav.json: {value: "true"})`,
    // The real fav always collects (favCancel removes); the designed form's isFav is honoured, as every
    // designed name is in the real dialects (a client of the later generation removes with isFav 0).
    params: (p) =>
      withParams(p, {
        articleId: pick(p, 'articleID', 'articleId', 'fileId', 'id'),
        isFav: p.isFav === '0' ? '0' : '1',
      }),
  },
  favCancel: {
    kind: 'write',
    via: 'fav',
    member: 'form',
    methods: ANY,
    source: `${CONTROLLER}/NisApiController.java (favCancel: FavoriteInfo with cancel 1; "true"/"false"); ${XFJ} App_ArticleContent/FavCancel.robot`,
    params: (p) => withParams(p, { articleId: pick(p, 'articleID', 'articleId', 'fileId', 'id'), isFav: '0' }),
  },
  hasFav: {
    kind: 'flag',
    via: 'favStatus',
    member: 'form',
    source: `${CONTROLLER}/NisApiController.java (hasFav: userID, articleID, type, siteID=1; "true"/"false"); ${XFJ} App_ArticleContent/HasFav.robot`,
    params: (p) => withParams(p, { articleId: pick(p, 'articleID', 'articleId', 'fileId', 'id') }),
    shape: (d) => /** @type {{isFav: number}} */ (d).isFav === 1,
  },
  myFav: {
    kind: 'read',
    via: 'myFavList',
    member: 'form',
    source: `${CONTROLLER}/NisApiController.java (myFav: userID, page, siteID=1); ${XFJ} App_Interact/MyFav.robot (a POST form), App_Interact/output.xml (fixtures/public/myFav.json)`,
    shape: (d, c) => c.shapes.mine.favorites(d),
    missing: () => ({ list: [] }),
  },
  expose: {
    kind: 'write',
    via: 'report',
    member: 'form',
    methods: ANY,
    source: `${CONTROLLER}/CommentController.java (expose: reason, rootID, userID, userName, siteId=1, sourceType=0, type=0; "true"); ${XFJ} App_Discuss/Expose.robot (sourceType 0 a comment, 1 an article; {value: "true"})`,
    // What is reported is sourceType (0 a comment, 1 an article), its kind `type`, the words `reason`.
    params: (p) => {
      const kind = toInt(p.type, 0);
      const reason = kind in REPORT_REASONS ? kind : REASON_OTHER;
      return withParams(p, {
        id: pick(p, 'rootID', 'id'),
        type: String(toInt(p.sourceType, 0) === 1 ? REPORT_OBJECT.article : REPORT_OBJECT.comment),
        reason: String(reason),
        content: pick(p, 'reason') ?? '',
      });
    },
  },
  tipoff: {
    kind: 'write',
    member: 'form',
    methods: ['POST'],
    source:
      `${CONTROLLER}/NisApiController.java (tipoff, POST: true/false); ${POJO}/TipoffInfo.java (topic, content, tag, imgUrl[], videoUrl[], contactNo, location, userID, userName); ` +
      `${XFJ} App_Interact/Tipoff.robot ({value: "true"})`,
    params: (p, c) =>
      withParams(p, {
        title: pick(p, 'topic', 'title'),
        contact: pick(p, 'contactNo', 'contact'),
        picIds: uploadIds(c, pick(p, 'imgUrl', 'imgUrl[]', 'picIds'), 'picture'),
        videoIds: uploadIds(c, pick(p, 'videoUrl', 'videoUrl[]', 'videoIds'), 'video'),
      }),
  },
  myTipoff: {
    kind: 'read',
    via: 'myTipoffs',
    member: 'form',
    methods: ANY,
    source:
      `${CONTROLLER}/NisApiController.java (myTipoff: userID, page, siteID=1); ${GATEWAY}/service/cms/impl/NisServiceImpl.java (a bare array); ` +
      `${CMS}/OtherApiManager.java (myTipoff: docID, title, time, content, isAnswer, status, siteID; fixtures/public/reconstructed/myTipoff.json)`,
    shape: (d, c) => c.shapes.mine.tipoffs(d),
    missing: () => [],
  },
  tipoffContent: {
    kind: 'read',
    via: 'getTipoffDetail',
    member: 'form',
    methods: ANY,
    source: `${CONTROLLER}/NisApiController.java (tipoffContent: docID, siteID); ${CMS}/OtherApiManager.java (tipoffContent; fixtures/public/reconstructed/tipoffContent.json)`,
    params: (p) => withParams(p, { id: pick(p, 'docID', 'id') }),
    shape: (d, c) => c.shapes.mine.tipoff(d),
  },
  vote: {
    kind: 'reply',
    realOnly: true,
    member: 'form',
    methods: ANY,
    source:
      `${CONTROLLER}/NisApiController.java (vote); ${POJO}/VoteInfo.java (voteID, voteResult ["question:option"], userID, userName); ` +
      `${CMS}/OtherApiManager.java (vote: {result, failureInfo})`,
    refusal: (err) => ({ result: 'false', failureInfo: voteRefusalWords(err) }),
  },
  topicSub: {
    kind: 'write',
    member: 'form',
    methods: ANY,
    source: `${CONTROLLER}/TopicController.java (topicSub: TopicInfo siteID, id, userID, type, device; true/false); ${XFJ} App_FJHSubcribe/TopicSub.robot (type 4; {value: "true"})`,
  },
  topicSubCancel: {
    kind: 'write',
    member: 'form',
    methods: ANY,
    source: `${CONTROLLER}/TopicController.java (topicSubCancel); ${XFJ} App_FJHSubcribe/TopicSubCancel.robot ({value: "true"})`,
  },
  saveActivity: {
    kind: 'write',
    via: 'activityRegist',
    member: 'form',
    methods: ANY,
    source:
      `${CONTROLLER}/ActiveController.java (saveActivity: "true"/"false"); ${POJO}/ActivityInfo.java (fileId, siteId, userID, userName, realName, phone, device); ` +
      `${XFJ} App_Activity/Activity_Common.robot (Save Activity)`,
    // The form's answers come as one JSON text, signForm; a form without one has the name and phone.
    params: (p) =>
      withParams(p, {
        formData:
          pick(p, 'signForm', 'formData') ??
          JSON.stringify({ name: pick(p, 'realName') ?? '', phone: pick(p, 'phone') ?? '' }),
      }),
  },
  event: {
    kind: 'write',
    member: 'form',
    methods: ANY,
    source: `${CONTROLLER}/NisApiController.java (event: EventInfo siteID, id, type, eventType, userID, channel=2); ${XFJ} App_ArticleContent/Event_Common.robot (a GET; {value: "true"})`,
    // A live (type 3) is named by its own id (live-ids.mjs).
    params: (p) => liveIdsAsArticles(p, ['id'], p.type === '3'),
  },
};
