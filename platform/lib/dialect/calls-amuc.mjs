/**
 * AMUC, the member centre, as the gateway serves it under app_if/amuc/api/ (routes/amuc.mjs and the
 * vote calls of routes/votes.mjs): calls of the real dialects only, answering AMUC's own bodies.
 * Entries as lib/dialect/calls.mjs describes them.
 */
import { pick, toInt } from '../params.mjs';
import { PlatformError } from '../envelope.mjs';
import { AMUC_SIGN_REFUSAL, amucSignRefusal } from './amuc-sign.mjs';
import { voteRefusalWords } from '../../routes/votes.mjs';

const AMUC = 'intergrate-dev/xy-wan-xzw src/com/founder/mobileinternet/cmsinterface/ui/controller/AMUCController.java';
const ADAPTERS = 'intergrate-dev/xy6.0-xzw src/main/src/com/founder/amuc/api';
const XFJ = 'jiangbm/XFJ_FZ_API';
const ANY = /** @type {('GET'|'POST')[]} */ (['GET', 'POST']);

/** @type {Record<string, import('./calls.mjs').RealCall>} */
export const AMUC_CALLS = {
  'amuc/api/member/score': {
    kind: 'read',
    realOnly: true,
    methods: ANY,
    source:
      `${AMUC} (member/score: id, source, tc, table); ${ADAPTERS}/MemberAdapter.java (score: the points as text); ` +
      `${XFJ} APP_ScoreManager/Score.robot, output.xml (fixtures/public/score.json, score-missing.json)`,
    // The 2020 platform answers the points as text; the older gateway passes AMUC's bare number on.
    shape: (d, c) => (c.dialect === 'g1' && /^\d+$/.test(String(d)) ? Number(d) : d),
  },
  'amuc/api/member/scoreList': {
    kind: 'read',
    realOnly: true,
    methods: ANY,
    source: `${AMUC} (member/scoreList: source, id, tc, table, getAll, curPage, pageSize); ${ADAPTERS}/MemberAdapter.java (scoreList; the list's fields are designed here)`,
  },
  'amuc/api/member/getPortrait': {
    kind: 'read',
    realOnly: true,
    methods: ['GET'],
    source: `${AMUC} (member/getPortrait: uid; a redirect to the picture, {url: "notexist"} for nobody); ${ADAPTERS}/MemberAdapter.java (getPortrait); ${XFJ} App_Member/GetPortrait.robot`,
  },
  'amuc/api/invitecode/getInviteCode': {
    kind: 'read',
    realOnly: true,
    methods: ANY,
    source: `${AMUC} (invitecode/getInviteCode: uid, siteID=1); ${ADAPTERS}/InviteCodeAdapter.java (getInviteCode: {code, msg}); ${XFJ} App_InviteCode/GetInviteCode.robot`,
  },
  'amuc/api/invitecode/codeImeiRecord': {
    kind: 'reply',
    realOnly: true,
    member: 'form',
    memberKeys: ['uid'],
    methods: ANY,
    source: `${AMUC} (invitecode/codeImeiRecord: code, imei, uid, name, siteID=1); ${ADAPTERS}/InviteCodeAdapter.java (codes 1001, 1002, 1003); ${XFJ} App_InviteCode/CodeImeiRecord.robot`,
  },
  'amuc/api/event/event1': {
    kind: 'reply',
    realOnly: true,
    methods: ANY,
    source:
      `${AMUC} (event/event1: eType, member, time, sign, siteID=1; 1009 too often); ${ADAPTERS}/EventAdapter.java (event1, checkRequest); ` +
      `${XFJ} APP_ScoreManager/Event1.robot, Sha1.py, output.xml (fixtures/public/event1.json)`,
  },
  'amuc/api/vote/recordVote/recordVoteCountAndLog': {
    kind: 'reply',
    realOnly: true,
    member: 'form',
    memberKeys: ['userid'],
    methods: ANY,
    source:
      `${AMUC} (vote/recordVote/recordVoteCountAndLog: voteid, vote_optionid, userid, vote_type, vote_mode, info, time, sign); ` +
      `${ADAPTERS}/vote/VoteWriteAdapter.java (errcode 1 "提交成功", errcode 0 and the reason)`,
    refusal: (err) => ({ errcode: 0, errmsg: voteRefusalWords(err) }),
  },
  'amuc/api/vote/recordVote/recordAccessCount': {
    kind: 'reply',
    via: 'vote/addAccessCount',
    methods: ANY,
    source: `${AMUC} (vote/recordVote/recordAccessCount: voteid, time, sign); ${ADAPTERS}/vote/VoteWriteAdapter.java (errcode 1 "ok")`,
    params: (p) => {
      const refusal = amucSignRefusal(p, ['voteid']);
      if (refusal) throw new PlatformError(refusal);
      return { ...p, voteId: String(toInt(pick(p, 'voteid'), 0)) };
    },
    shape: () => ({ errcode: 1, errmsg: 'ok' }),
    refusal: (err) =>
      Object.values(AMUC_SIGN_REFUSAL).includes(err.message)
        ? { code: '1000', result: err.message }
        : { errcode: 0, errmsg: voteRefusalWords(err) },
  },
};
