/**
 * A session from the app (routes/web-tickets.mjs, docs/host-app-bridge.md): the app's member asks
 * for a one-time ticket, the site's server spends it for a web login of its own. Single use, bound
 * to the member and the site, a minute long, refused when replayed; the web login ends with the app's.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, request, postEncrypted } from './helpers.mjs';
import { DEMO_MEMBER, DEMO_INVITER } from '../seed/members.mjs';
import { TICKET_LIMITS, TICKET_REFUSED, TICKET_TTL_SECONDS } from '../routes/web-tickets.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
before(async () => ({ app, dir } = await makePlatform({ images: false })));
after(() => dispose(app, dir));

/** @param {string} name @param {Record<string, string>} form @param {Record<string, string>} [headers] */
const post = async (name, form, headers = {}) => (await postEncrypted(app, name, form, { headers })).body;
/** @param {string} token */
const userInfo = async (token) => (await request(app, { url: '/app_if/member/getUserInfo', headers: { token } })).body;
/** @param {{phone: string, password: string}} m @param {string} device */
async function appLogin(m, device) {
  const answer = await post('member/loginByPassword', { phone: m.phone, password: m.password, device });
  assert.equal(answer.status, 0, answer.message);
  return answer.data;
}
/** @param {string} accessToken @param {string} [siteID] */
async function ticketFor(accessToken, siteID = '1') {
  const answer = await post('member/webTicket', { siteID }, { token: accessToken });
  assert.equal(answer.status, 0, answer.message);
  return answer.data;
}
/** @param {Record<string, string>} form */
const spend = (form) => post('member/loginByTicket', { siteID: '1', device: 'web-dev', ...form });

test('a ticket signs the app member in on the web once: a web login of its own, a replay refused', async () => {
  const app1 = await appLogin(DEMO_MEMBER, 'app-dev-1');
  const { ticket, expiresIn } = await ticketFor(app1.accessToken);
  assert.equal(expiresIn, TICKET_TTL_SECONDS);
  assert.match(ticket, /^[A-Za-z0-9_-]{43}$/, '32 random bytes');
  const web = await spend({ ticket, userID: String(app1.uid) });
  assert.equal(web.status, 0, web.message);
  assert.equal(web.data.uid, app1.uid);
  assert.notEqual(web.data.accessToken, app1.accessToken, "the web gets tokens of its own, never the app's");
  assert.equal((await userInfo(web.data.accessToken)).data.uid, app1.uid);
  assert.deepEqual(await spend({ ticket }), { status: -1, message: TICKET_REFUSED }, 'replayed');
});

test('a ticket is bound to its member and its site, and spent by a wrong use', async () => {
  const a = await appLogin(DEMO_MEMBER, 'app-dev-2');
  const b = await appLogin(DEMO_INVITER, 'app-dev-3');
  const forA = (await ticketFor(a.accessToken)).ticket;
  assert.deepEqual(
    await spend({ ticket: forA, userID: String(b.uid) }),
    { status: -1, message: TICKET_REFUSED },
    'another member',
  );
  assert.deepEqual(
    await spend({ ticket: forA, userID: String(a.uid) }),
    { status: -1, message: TICKET_REFUSED },
    'spent by the wrong use',
  );
  const site2 = (await ticketFor(a.accessToken, '2')).ticket;
  assert.deepEqual(await spend({ ticket: site2 }), { status: -1, message: TICKET_REFUSED }, 'another site');
  assert.deepEqual(await spend({ ticket: 'x'.repeat(43) }), { status: -1, message: TICKET_REFUSED }, 'unknown');
  assert.equal((await spend({})).status, -1, 'no ticket');
  // Only a member asks: an anonymous token gets nothing.
  assert.deepEqual(await post('member/webTicket', { siteID: '1' }), { status: -1, message: 'please log in' });
});

test('a ticket lives a minute', async () => {
  const a = await appLogin(DEMO_MEMBER, 'app-dev-4');
  const { ticket } = await ticketFor(a.accessToken);
  // A minute and a bit later (moved in the database rather than waited for).
  /** @type {import('../app.mjs').PlatformApp} */ (app).platform.ctx.db
    .prepare('UPDATE web_tickets SET expires_at = ? WHERE used_at IS NULL')
    .run(Date.now() - 1);
  assert.deepEqual(await spend({ ticket }), { status: -1, message: TICKET_REFUSED });
});

test('signing out in the app ends the web login made from it; the web logging out leaves the app signed in', async () => {
  const inApp = await appLogin(DEMO_MEMBER, 'app-dev-5');
  const web = (await spend({ ticket: (await ticketFor(inApp.accessToken)).ticket })).data;
  const web2 = (await spend({ ticket: (await ticketFor(inApp.accessToken)).ticket })).data;
  // The web's own logout ends the web login only.
  assert.equal(
    (await post('member/logout', { refreshToken: web2.refreshToken }, { token: web2.accessToken })).status,
    0,
  );
  assert.notEqual((await userInfo(web2.accessToken)).status, 0);
  assert.equal((await userInfo(inApp.accessToken)).status, 0, 'the app is still signed in');
  // A web login, rotated, still belongs to the app's login.
  const rotated = (await post('refreshAccessToken', { refreshToken: web.refreshToken, device: 'web-dev' })).data;
  assert.equal((await userInfo(rotated.accessToken)).status, 0);
  const pending = (await ticketFor(inApp.accessToken)).ticket;
  assert.equal(
    (await post('member/logout', { refreshToken: inApp.refreshToken }, { token: inApp.accessToken })).status,
    0,
  );
  assert.notEqual((await userInfo(rotated.accessToken)).status, 0, "the web login ended with the app's");
  assert.equal(
    (await post('refreshAccessToken', { refreshToken: rotated.refreshToken, device: 'web-dev' })).status,
    1004,
  );
  assert.deepEqual(
    await spend({ ticket: pending }),
    { status: -1, message: TICKET_REFUSED },
    'a ticket of an ended app login',
  );
});

test('tickets are limited per member, refusals per address', async () => {
  const a = await appLogin(DEMO_INVITER, 'app-dev-6');
  let last = { status: 0, message: '' };
  for (let i = 0; i <= TICKET_LIMITS.perMember.limit && last.status === 0; i += 1)
    last = await post('member/webTicket', { siteID: '1' }, { token: a.accessToken });
  assert.match(last.message, /^too many attempts, try again in \d+ minutes$/);
  let refused = '';
  for (let i = 0; i <= TICKET_LIMITS.refusedPerAddress.limit && !refused.startsWith('too many'); i += 1)
    refused = (await spend({ ticket: `guess-${i}` })).message;
  assert.match(refused, /^too many attempts, try again in \d+ minutes$/);
});
