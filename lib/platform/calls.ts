import type { AnyCallDefinition, Service } from './define';
import * as activitiesCalls from './activities/calls';
import * as accountsCalls from './accounts/calls';
import * as adsCalls from './ads/calls';
import * as articleCalls from './article/calls';
import * as authCalls from './auth/calls';
import * as circleCalls from './circle/calls';
import * as configCalls from './config/calls';
import * as deviceCalls from './device/calls';
import * as discussCalls from './discuss/calls';
import * as eventsCalls from './events/calls';
import * as favoritesCalls from './favorites/calls';
import * as figuresCalls from './figures/calls';
import * as leadersCalls from './leaders/calls';
import * as listsCalls from './lists/calls';
import * as liveCalls from './live/calls';
import * as memberCalls from './member/calls';
import * as pagesCalls from './pages/calls';
import * as paperCalls from './paper/calls';
import * as qaCalls from './qa/calls';
import * as reportersCalls from './reporters/calls';
import * as searchCalls from './search/calls';
import * as shortVideoCalls from './shortVideo/calls';
import * as statisticsCalls from './statistics/calls';
import * as submissionCalls from './submission/calls';
import * as subscriptionsCalls from './subscriptions/calls';
import * as tipoffCalls from './tipoff/calls';
import * as votesCalls from './votes/calls';
import * as uploadCalls from './upload/calls';
import * as weixinCalls from './weixin/calls';

/** Every area's definitions module, by the area's folder (lib/platform/<area>/calls.ts). */
export const CALL_AREAS: Readonly<Record<string, Record<string, unknown>>> = {
  activities: activitiesCalls,
  accounts: accountsCalls,
  ads: adsCalls,
  article: articleCalls,
  auth: authCalls,
  circle: circleCalls,
  config: configCalls,
  device: deviceCalls,
  discuss: discussCalls,
  events: eventsCalls,
  favorites: favoritesCalls,
  figures: figuresCalls,
  leaders: leadersCalls,
  lists: listsCalls,
  live: liveCalls,
  member: memberCalls,
  pages: pagesCalls,
  paper: paperCalls,
  qa: qaCalls,
  reporters: reportersCalls,
  search: searchCalls,
  shortVideo: shortVideoCalls,
  statistics: statisticsCalls,
  submission: submissionCalls,
  subscriptions: subscriptionsCalls,
  tipoff: tipoffCalls,
  votes: votesCalls,
  upload: uploadCalls,
  weixin: weixinCalls,
};

function isDefinition(value: unknown): value is AnyCallDefinition {
  return typeof value === 'object' && value !== null && 'name' in value && 'service' in value && 'answer' in value;
}

/**
 * Every platform call the product makes: whatever the areas' calls.ts define. Derived, never
 * kept by hand, so the contract cannot drift from the client (docs/decisions/0011).
 */
export const ALL_CALLS: readonly AnyCallDefinition[] = Object.values(CALL_AREAS).flatMap((area) => Object.values(area).filter(isDefinition));

/** A call's identity: call names repeat across services (the short-video service has its own `article`, `event`). */
export function callKey(call: { service: Service; name: string }): string {
  return `${call.service}/${call.name}`;
}

/** The service a platform path prefix stands for (the reference platform records answers by prefix). */
const SERVICE_OF_PATH: Readonly<Record<string, Service>> = { app_if: 'app', adv: 'adv', stat: 'stat', mvod: 'mvod', sso: 'sso', nis: 'nis' };

/** The definition of a call, by the service path prefix (app_if, adv, mvod, ...) and name; undefined when there is none. */
export function definitionOf(servicePath: string, name: string): AnyCallDefinition | undefined {
  const service = SERVICE_OF_PATH[servicePath];
  return service && ALL_CALLS.find((call) => call.service === service && call.name === name);
}
