import type { AnyCallDefinition, Service } from './define';
import * as authCalls from './auth/calls';
import * as accountsCalls from '@/features/accounts/calls';
import * as activitiesCalls from '@/features/activities/calls';
import * as adsCalls from '@/features/ads/calls';
import * as analyticsCalls from '@/features/analytics/calls';
import * as articlesCalls from '@/features/articles/calls';
import * as circlesCalls from '@/features/circles/calls';
import * as columnsCalls from '@/features/columns/calls';
import * as commentsCalls from '@/features/comments/calls';
import * as figuresCalls from '@/features/figures/calls';
import * as leadersCalls from '@/features/leaders/calls';
import * as legalCalls from '@/features/legal/calls';
import * as liveCalls from '@/features/live/calls';
import * as memberCalls from '@/features/member/calls';
import * as mySpaceCalls from '@/features/mySpace/calls';
import * as pagesCalls from '@/features/pages/calls';
import * as paperCalls from '@/features/paper/calls';
import * as qaCalls from '@/features/qa/calls';
import * as reportsCalls from '@/features/reports/calls';
import * as searchCalls from '@/features/search/calls';
import * as shareCalls from '@/features/share/calls';
import * as shortVideoCalls from '@/features/shortVideo/calls';
import * as siteCalls from '@/lib/platform/siteConfig/calls';
import * as tipoffsCalls from '@/features/tipoffs/calls';
import * as uploadsCalls from '@/features/uploads/calls';

/**
 * Every slice's definitions module, by slice (features/<slice>/calls.ts), and the wire's own token
 * calls (lib/platform/auth/calls.ts) under `auth`.
 */
export const CALL_AREAS: Readonly<Record<string, Record<string, unknown>>> = {
  auth: authCalls,
  accounts: accountsCalls,
  activities: activitiesCalls,
  ads: adsCalls,
  analytics: analyticsCalls,
  articles: articlesCalls,
  circles: circlesCalls,
  columns: columnsCalls,
  comments: commentsCalls,
  figures: figuresCalls,
  leaders: leadersCalls,
  live: liveCalls,
  member: memberCalls,
  mySpace: mySpaceCalls,
  pages: pagesCalls,
  legal: legalCalls,
  paper: paperCalls,
  qa: qaCalls,
  reports: reportsCalls,
  search: searchCalls,
  share: shareCalls,
  shortVideo: shortVideoCalls,
  site: siteCalls,
  tipoffs: tipoffsCalls,
  uploads: uploadsCalls,
};

function isDefinition(value: unknown): value is AnyCallDefinition {
  return typeof value === 'object' && value !== null && 'name' in value && 'service' in value && 'answer' in value;
}

/**
 * Every platform call the product makes: whatever the areas' calls.ts define. Derived, never
 * kept by hand, so the contract cannot drift from the client (docs/decisions/0011).
 */
export const ALL_CALLS: readonly AnyCallDefinition[] = Object.values(CALL_AREAS).flatMap((area) =>
  Object.values(area).filter(isDefinition),
);

/** A call's identity: call names repeat across services (the short-video service has its own `article`, `event`). */
export function callKey(call: { service: Service; name: string }): string {
  return `${call.service}/${call.name}`;
}

/** The service a platform path prefix stands for (the reference platform records answers by prefix). */
const SERVICE_OF_PATH: Readonly<Record<string, Service>> = {
  app_if: 'app',
  adv: 'adv',
  stat: 'stat',
  mvod: 'mvod',
  sso: 'sso',
  nis: 'nis',
};

/**
 * The definition of a call, by the service path prefix (app_if, adv, mvod, ...) and name, or by the
 * name of the public form it goes out in on a g1/g2 platform (favCancel is fav's, hasFav favStatus's:
 * docs/platform-api.md, "Dialects"); undefined when there is none.
 */
export function definitionOf(servicePath: string, name: string): AnyCallDefinition | undefined {
  const service = SERVICE_OF_PATH[servicePath];
  if (!service) return undefined;
  return (
    ALL_CALLS.find((call) => call.service === service && call.name === name) ??
    ALL_CALLS.find((call) => call.service === service && call.publicForm?.name === name)
  );
}
