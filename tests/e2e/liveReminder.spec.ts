import { readFile } from 'node:fs/promises';
import { test, expect } from './support/test';
import { DEV_EDITOR_TOKEN, PLATFORM_URL } from './support/platform';
import { signInFreshHere } from './support/identity';
import { liveOnHome } from './support/lives';

// Live reminders and the calendar file (docs/decisions/0062). The reminders' broadcast (1098,
// platform/seed/live.mjs) is on no other test's list and no home strip: these tests own it, and
// start it on air only in the last of them. Its page is opened by its article's id; its own id, which
// names the calendar file, is the article's on the designed platform and one of its own on a real
// one (docs/decisions/0090), so the tests read it from the page.
const LIVE = 1098;
const LIVE_PATH = `liveDetail/${LIVE}/${LIVE}.html`;

/** The live desk moves the broadcast (platform/routes/live-editor.mjs). */
async function setLiveStatus(status: 0 | 1): Promise<void> {
  const response = await fetch(`${PLATFORM_URL}/editor/lives/${LIVE}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${DEV_EDITOR_TOKEN}` },
    body: JSON.stringify({ status }),
  });
  expect(response.status, 'the live desk').toBe(200);
}

/** A calendar file's properties by name, lines unfolded (RFC 5545 §3.1). */
function calendarFields(ics: string): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const line of ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0]!;
    fields.set(name, [...(fields.get(name) ?? []), line.slice(colon + 1)]);
  }
  return fields;
}

test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  await setLiveStatus(0);
});

test('the calendar file of a coming live: downloaded from its page, one event in UTC with its page’s address; 404 for unknown and ended lives', async ({
  page,
  request,
}) => {
  await page.goto(`${LIVE_PATH}?lang=en`);
  const calendarLink = page.getByRole('link', { name: 'Add to calendar' });
  const liveId = Number(/\/liveCalendar\/(\d+)\.ics$/.exec((await calendarLink.getAttribute('href')) ?? '')?.[1]);
  expect(liveId).toBeGreaterThan(0);
  const downloading = page.waitForEvent('download');
  await calendarLink.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`live-${liveId}.ics`);
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(
    ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75),
    'lines folded at 75 octets',
  ).toBe(true);
  const fields = calendarFields(ics);
  expect(fields.get('BEGIN')).toEqual(['VCALENDAR', 'VEVENT', 'VALARM']);
  expect(fields.get('UID')).toEqual([`live-${liveId}@127.0.0.1`]);
  expect(fields.get('SUMMARY')).toEqual(['直播预告：珠峰大本营春季登山季开幕']);
  expect(fields.get('URL')?.[0]).toMatch(
    new RegExp(`^http://127\\.0\\.0\\.1:\\d+/[^ ]+/liveDetail/${liveId}/\\d+\\.html$`),
  );
  const start = fields.get('DTSTART')?.[0] ?? '';
  expect(start).toMatch(/^\d{8}T\d{6}Z$/);
  // The same moment as the page's own start time (its JSON-LD), in UTC.
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const nodes = scripts.flatMap(
    (text) => (JSON.parse(text) as { '@graph'?: Record<string, unknown>[] })['@graph'] ?? [],
  );
  const coverage = String(nodes.find((node) => node['@type'] === 'LiveBlogPosting')?.coverageStartTime);
  expect(
    new Date(coverage)
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z')
      .replace(/[-:]/g, ''),
  ).toBe(start);

  const answer = await request.get(`liveCalendar/${liveId}.ics`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(answer.headers()['cache-control']).toMatch(/^public, max-age=\d+/);
  for (const missing of [
    'liveCalendar/999999.ics',
    'liveCalendar/1000.ics',
    `liveCalendar/${(await liveOnHome(request, 1005)).liveId}.ics`, // the replay of home's strip
    'liveCalendar/x.ics',
  ]) {
    expect((await request.get(missing)).status(), missing).toBe(404);
  }
});

test('the live page in dark Tibetan offers the reminder and the calendar, accessibly', async ({ page }) => {
  await page.goto(`${LIVE_PATH}?lang=bo&theme=dark`);
  await expect(page.getByTestId('live-remind')).toBeEnabled();
  await expect(page.getByTestId('live-remind')).toHaveText('ཐད་གཏོང་དྲན་སྐུལ།');
});

test('remind me: a signed-out reader logs in and comes back, the platform keeps the reminder, and the live’s start is in the message centre', async ({
  page,
  consoleErrors,
}) => {
  void consoleErrors;
  await page.goto(`${LIVE_PATH}?lang=en`);
  const remind = page.getByTestId('live-remind');
  await expect(remind).toHaveText('Remind me');
  await remind.click();
  await expect(page).toHaveURL(/\/login\.html\?redirect=/);
  await signInFreshHere(page);
  await expect(page).toHaveURL(new RegExp(`/liveDetail/${LIVE}/${LIVE}\\.html`));

  const stored = page.waitForResponse((r) => r.url().includes('/api/live/remind') && r.request().method() === 'POST');
  await page.getByTestId('live-remind').click();
  expect((await stored).status()).toBe(200);
  await expect(page.getByTestId('live-remind')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('live-remind')).toHaveText('Reminder set');
  // The platform holds it: a new visit asks it again and is told so.
  await page.reload();
  await expect(page.getByTestId('live-remind')).toHaveText('Reminder set');
  await expect(page.getByTestId('live-remind')).toBeEnabled();

  // Nothing in the message centre before the start.
  await page.goto('myMessages.html?lang=en');
  await expect(page.getByTestId('my-messages').locator('[data-kind="live"]')).toHaveCount(0);

  await setLiveStatus(1);
  await page.goto('myMessages.html?lang=en');
  const message = page.getByTestId('my-messages').locator('[data-kind="live"]');
  await expect(message).toHaveCount(1);
  await expect(message.getByText('A live you asked to be reminded of has started')).toBeVisible();
  await expect(message.getByText('New')).toBeVisible();
  await expect(message.getByRole('link')).toHaveAttribute('href', /\/liveDetail\/\d+\/\d+\.html$/);
  await expect(message.getByRole('link')).toHaveText('直播预告：珠峰大本营春季登山季开幕');
});
