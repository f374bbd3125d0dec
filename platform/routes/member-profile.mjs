/**
 * member/info (docs/platform-api.md, "Members"): the signed-in member changes their nickname,
 * their head picture, or both. The picture is one of their own uploads (fileId of a `picture`
 * stored by `upload`, which checked its content); the platform never takes an address.
 * Answers the profile as member/getUserInfo does.
 */
import { PlatformError } from '../lib/envelope.mjs';
import { pick } from '../lib/params.mjs';
import { NICKNAME_TAKEN, checkNickname, createNicknameTaken, nicknameKey } from '../lib/nickname.mjs';
import { createUploadLookup } from './uploads.mjs';

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {{db: import('better-sqlite3').Database, members: import('../lib/members.mjs').MemberStore,
 *   memberOf: import('../lib/member-of.mjs').MemberOf, profileOf: (m: import('../lib/members.mjs').MemberRow) => Record<string, unknown>}} deps
 */
export default function registerMemberProfile(svc, { db, members, memberOf, profileOf }) {
  const uploadedPaths = createUploadLookup(db);
  // Every other member's nickname, compared by nicknameKey (NFKC, case folded, invisible characters left out).
  const taken = createNicknameTaken(db);

  svc.call(
    'member/info',
    (p, req) => {
      const member = memberOf.required(req);
      const rawNickname = pick(p, 'nickname', 'nickName');
      const headFileId = pick(p, 'headFileId', 'head');
      if (rawNickname === undefined && headFileId === undefined)
        throw new PlatformError('nickname or headFileId is required');
      let nickname = null;
      if (rawNickname !== undefined) {
        const checked = checkNickname(rawNickname);
        if (!checked.ok) throw new PlatformError(checked.reason);
        // One member's name is theirs: another cannot take it, nor the same name in other case,
        // width or with a character that shows nothing.
        if (nicknameKey(checked.nickname) !== nicknameKey(member.nickname) && taken(checked.nickname, member.id))
          throw new PlatformError(NICKNAME_TAKEN);
        nickname = checked.nickname;
      }
      const head = headFileId === undefined ? null : (uploadedPaths(headFileId, 'picture', member.id, 1)[0] ?? null);
      members.setProfile(member.id, { nickname, head });
      const updated = members.byId(member.id);
      if (!updated) throw new Error(`member ${member.id} vanished during member/info`);
      return profileOf(updated);
    },
    { methods: ['POST'] },
  );
}
