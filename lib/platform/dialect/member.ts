import type { Params } from '../decorate';
import { platformEnv } from '../env';
import type { Generation } from './generation';

/**
 * The member a call is made for, as the real platform's forms name them (docs/decisions/0085):
 * the gateway's CommentInfo, FavoriteInfo, TopicInfo, VoteInfo, ActivityInfo and TipoffInfo take
 * `userID` and `userName` (and most `siteID`) from the form and ask no token. Always our
 * server's reading of the session (lib/http/handler, lib/platform/asker.ts), never the browser's.
 */
export interface FormMember {
  /** The platform's id of the member (the session's userId). */
  id: string;
  /** The name the platform shows with what they write (the session's nickname). */
  name: string;
}

/**
 * The parameters with the member named as a g1/g2 platform reads them, beside whatever token the
 * call carries (the 2020 platform's later clients send both; the reference platform checks they
 * agree). Our values win over any of the same name: a form field can never name another member.
 * The designed generation names the member by the token alone, so its form is left as it is.
 */
export function withFormMember(params: Params, member: FormMember | undefined, generation: Generation): Params {
  if (!member || generation === 'designed') return params;
  return { ...params, userID: member.id, userName: member.name, siteID: platformEnv.siteId };
}
