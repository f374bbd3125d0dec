// The reference platform the e2e suite runs against, and its fault-injection control
// (PLATFORM_FAULTS=1, docs/platform-api.md).
export const PLATFORM_URL = process.env.E2E_PLATFORM_URL ?? `http://127.0.0.1:${process.env.E2E_PLATFORM_PORT ?? 4199}`;

export interface FaultRule {
  call: string;
  service?: 'app_if' | 'adv' | 'stat' | 'mvod';
  status?: number;
  message?: string;
  delayMs?: number;
  drop?: boolean;
  garbage?: boolean;
  count?: number;
}

async function control(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${PLATFORM_URL}/__faults${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`fault control ${method} ${path}: ${response.status}`);
  return response.json().catch(() => ({}));
}

export const faults = {
  add: (rule: FaultRule) => control('POST', '', rule),
  clear: () => control('DELETE', ''),
  counts: async () => ((await control('GET', '/counts')) as { counts: Record<string, number> }).counts,
  reset: () => control('POST', '/reset'),
  expireTokens: () => control('POST', '/expire-tokens'),
};

export interface StatRecord {
  dataType: string | number;
  deviceid?: string;
}

export async function statRecords(articleId: number): Promise<StatRecord[]> {
  const response = await fetch(`${PLATFORM_URL}/stat/records?articleID=${articleId}`);
  const body = (await response.json()) as { list?: StatRecord[]; records?: StatRecord[] };
  return body.list ?? body.records ?? [];
}

/** The editor surfaces' bearer token in faults mode (platform/options.mjs DEV_EDITOR_TOKEN). */
export const DEV_EDITOR_TOKEN = 'dev-live-editor';

/** A newsroom's correction of a published article on the platform (platform/routes/article-editor.mjs). */
export async function editArticle(id: number, fields: { title?: string; summary?: string }): Promise<void> {
  const response = await fetch(`${PLATFORM_URL}/editor/articles/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${DEV_EDITOR_TOKEN}` },
    body: JSON.stringify(fields),
  });
  if (!response.ok) throw new Error(`editing article ${id}: ${response.status}`);
}

/** The moderation key of test platforms (platform/options.mjs DEV_MODERATION_KEY). */
const MODERATION = { 'x-moderation-key': 'dev-moderator', 'content-type': 'application/json' };

/** An organiser's list of an activity's registrations under review (platform/routes/entry-moderation.mjs). */
export async function registrationsUnderReview(
  activityId: number,
): Promise<{ id: number; nickname: string; registCode: string }[]> {
  const response = await fetch(`${PLATFORM_URL}/moderation/activity/${activityId}/pending`, { headers: MODERATION });
  if (!response.ok) throw new Error(`registrations under review of ${activityId}: ${response.status}`);
  return ((await response.json()) as { list: { id: number; nickname: string; registCode: string }[] }).list;
}

/** An organiser accepts (or declines) a registration: only an accepted one is a voucher. */
export async function decideRegistration(entryId: number, action: 'accept' | 'decline'): Promise<void> {
  const response = await fetch(`${PLATFORM_URL}/moderation/activity/entry/${entryId}`, {
    method: 'POST',
    headers: MODERATION,
    body: JSON.stringify({ action }),
  });
  if (!response.ok) throw new Error(`deciding registration ${entryId}: ${response.status}`);
}
