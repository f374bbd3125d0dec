/**
 * Comments (docs/decisions/0018): the seeded threads and their counts, posting and replying as a member,
 * the refusals (not signed in, empty, too long, closed, sensitive word, too frequent), the audit
 * queue and its moderation surface, deleting one's own comment only, and likes of a comment.
 */
import { test, before, after, mock } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, request, call, postEncrypted, tokenFor, login, postAs, getAs } from './helpers.mjs';
import { DEMO_MEMBER, DEMO_INVITER } from '../seed/members.mjs';
import { DEV_MODERATION_KEY } from '../options.mjs';
import { FIXTURE_IDS } from '../seed/fixtures.mjs';
import { COMMENT_STATUS, MAX_LENGTH, POST_LIMIT } from '../lib/discussions.mjs';
import { PAGE_SIZE } from '../routes/discuss.mjs';
import { NOT_YOURS } from '../lib/envelope.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
/** @type {string} */ let alice;
/** @type {string} */ let bob;

before(async () => {
  ({ app, dir } = await makePlatform({ faults: true, images: false }));
  alice = await login(app, DEMO_MEMBER, 'dev-discuss');
  bob = await login(app, DEMO_INVITER, 'dev-discuss');
});
after(() => dispose(app, dir));

/** @param {string} action @param {number} id */
async function moderate(action, id) {
  return request(app, {
    method: 'POST',
    url: `/moderation/discuss/${id}`,
    json: { action },
    headers: { 'x-moderation-key': DEV_MODERATION_KEY },
  });
}
/** @param {number} auditType */
async function setAudit(auditType) {
  const res = await request(app, {
    method: 'POST',
    url: '/moderation/audit',
    json: { auditType },
    headers: { 'x-moderation-key': DEV_MODERATION_KEY },
  });
  assert.equal(res.http, 200);
}
/** Minutes of their own handed out so far (see inAMinuteOfItsOwn). */
let minutesTaken = 0;
/**
 * Runs `body` with the platform's clock moved to a minute no other test posted in, so a test that
 * counts comments against the per-minute limit starts from zero whichever tests ran before it.
 * @template T @param {() => Promise<T>} body @returns {Promise<T>}
 */
async function inAMinuteOfItsOwn(body) {
  const at = Date.now() + ++minutesTaken * 2 * POST_LIMIT.windowSeconds * 1000;
  const moved = mock.method(Date, 'now', () => at);
  try {
    return await body();
  } finally {
    moved.mock.restore();
  }
}
const countOf = async (/** @type {number} */ id) =>
  (await call(app, 'getArticleContent', { articleId: id })).countDiscuss;

test('seeded threads: a tree with topDiscuss, paged to the end, counts equal the article countDiscuss', async () => {
  const id = FIXTURE_IDS.hot;
  const first = await call(app, 'discussView', { id, page: 0, source: 0 });
  assert.ok(first.totalCount > PAGE_SIZE.threads, 'the busy fixture pages');
  assert.equal(first.list.length, PAGE_SIZE.threads);
  const withReplies = first.list.find((/** @type {any} */ c) => c.countDiscuss > PAGE_SIZE.preview);
  assert.ok(withReplies, 'a long thread');
  assert.equal(withReplies.topDiscuss.list.length, PAGE_SIZE.preview);
  assert.equal(withReplies.topDiscuss.hasMore, true);
  let seen = 0;
  for (let page = 0; ; page++) {
    const data = await call(app, 'discussView', { id, page, source: 0 });
    seen += data.list.length;
    if (!data.hasMore) break;
  }
  assert.equal(seen, first.totalCount);
  const { count } = await call(app, 'discussCount', { id, type: 0, source: 0 });
  assert.equal(count, await countOf(id), 'discussCount = countDiscuss');
  const hot = (await call(app, 'discussHot', { id, count: 5, source: 0 })).list.map(
    (/** @type {any} */ c) => c.countPraise,
  );
  assert.equal(hot.length, 5);
  assert.deepEqual(
    hot,
    [...hot].sort((a, b) => b - a),
  );
  const officials = (await call(app, 'discussViewFlat', { id, page: 0, source: 0 })).list;
  assert.ok(officials.every((/** @type {any} */ c) => typeof c.roleType === 'number' && c.auditStatus === 0));
});

test('a member posts a comment and a reply; both publish at once under audit type 0', async () => {
  const id = FIXTURE_IDS.news;
  const before = await countOf(id);
  const posted = await postAs(app, 'discuss', alice, {
    rootID: id,
    sourceType: 0,
    content: '  第一条评论\n第二行  ',
    parentID: 0,
    device: 'dev-a1',
    userName: 'spoofed',
  });
  assert.equal(posted.status, 0, posted.message);
  assert.equal(posted.data.value, 'true');
  assert.equal(posted.data.auditStatus, 0);
  assert.equal(posted.data.discuss.content, '第一条评论\n第二行', 'trimmed, line break kept');
  assert.equal(posted.data.discuss.userName, DEMO_MEMBER.nickname, 'the writer is the token, not the form');
  const reply = await postAs(app, 'discuss', alice, {
    rootID: id,
    sourceType: 0,
    content: '回复一下',
    parentID: posted.data.id,
    device: 'dev-a1',
  });
  assert.equal(reply.status, 0, reply.message);
  assert.equal(reply.data.discuss.rootID, posted.data.id);
  assert.equal(reply.data.discuss.parentUserName, DEMO_MEMBER.nickname);
  const view = await call(app, 'discussView', { id, page: 0, source: 0 });
  const thread = view.list.find((/** @type {any} */ c) => c.id === posted.data.id);
  assert.ok(thread, 'the new thread is listed');
  assert.equal(thread.topDiscuss.list[0].id, reply.data.id);
  assert.equal(await countOf(id), before + 2);
  const replies = await call(app, 'discussReply', { id: reply.data.id, page: 0 });
  assert.equal(replies.main.id, posted.data.id, "a reply's id opens its thread");
});

test('refusals: not signed in, empty, too long, closed, unknown parent, sensitive word', async () => {
  const id = FIXTURE_IDS.photoSet;
  const form = { rootID: id, sourceType: 0, device: 'dev-refusals' };
  assert.equal(
    (await postAs(app, 'discuss', await tokenFor(app), { ...form, content: 'x' })).message,
    'please log in',
    'an anonymous token is no member',
  );
  const empty = await postAs(app, 'discuss', alice, { ...form, content: '   ' });
  assert.deepEqual([empty.status, empty.message], [-1, 'please enter content']);
  const long = await postAs(app, 'discuss', alice, { ...form, content: '长'.repeat(MAX_LENGTH + 1) });
  assert.equal(long.status, COMMENT_STATUS.refused);
  assert.match(long.message, new RegExp(String(MAX_LENGTH)));
  assert.equal(
    (await postAs(app, 'discuss', alice, { ...form, content: '长'.repeat(MAX_LENGTH) })).status,
    0,
    'the limit itself is allowed',
  );
  const closed = await postAs(app, 'discuss', alice, { ...form, rootID: FIXTURE_IDS.discussClosed, content: '关了吗' });
  assert.equal(closed.status, COMMENT_STATUS.refused);
  const orphan = await postAs(app, 'discuss', alice, { ...form, parentID: 999999, content: '回复' });
  assert.equal(orphan.status, COMMENT_STATUS.refused);
  const sensitive = await postAs(app, 'discuss', alice, { ...form, content: '这里有 ｢六合彩｣ 推荐' });
  assert.equal(sensitive.status, COMMENT_STATUS.sensitive);
  assert.match(sensitive.message, /六合彩/);
});

test('audit type 1: a comment waits for review, seen by its writer only, published on approval; rejected stays hidden', async () => {
  const id = FIXTURE_IDS.video;
  await setAudit(1);
  try {
    assert.equal((await call(app, 'getConfig', { appID: 1 })).siteConfig.discuss.auditType, 1);
    const before = await countOf(id);
    const posted = await postAs(app, 'discuss', alice, {
      rootID: id,
      sourceType: 0,
      content: '等待审核的评论',
      device: 'dev-a2',
    });
    assert.equal(posted.data.auditStatus, 1);
    const listed = async () =>
      (await call(app, 'discussView', { id, page: 0, source: 0 })).list.some(
        (/** @type {any} */ c) => c.id === posted.data.id,
      );
    assert.equal(await listed(), false, 'not public while pending');
    const mine = await getAs(app, 'myDiscuss', alice, { id, source: 0 });
    assert.equal(mine.data.list.find((/** @type {any} */ c) => c.id === posted.data.id)?.auditStatus, 1);
    assert.equal(
      (await getAs(app, 'myDiscuss', bob, { id, source: 0 })).data.list.length,
      0,
      "not in another member's list",
    );
    assert.equal(await countOf(id), before);
    const queue = await request(app, {
      url: '/moderation/discuss/pending',
      headers: { 'x-moderation-key': DEV_MODERATION_KEY },
    });
    assert.ok(queue.body.list.some((/** @type {any} */ r) => r.id === posted.data.id));
    assert.equal((await moderate('approve', posted.data.id)).http, 200);
    assert.equal(await listed(), true);
    assert.equal(await countOf(id), before + 1);

    const rejected = await postAs(app, 'discuss', alice, {
      rootID: id,
      sourceType: 0,
      content: '将被驳回',
      device: 'dev-a2',
    });
    await moderate('reject', rejected.data.id);
    assert.equal(
      (await getAs(app, 'myDiscuss', alice, { id, source: 0 })).data.list.some(
        (/** @type {any} */ c) => c.id === rejected.data.id,
      ),
      false,
    );
    assert.equal(await countOf(id), before + 1);
  } finally {
    await setAudit(0);
  }
});

test("an object's own audit type holds for it alone: other objects keep the site's", async () => {
  const reviewed = FIXTURE_IDS.video;
  const other = FIXTURE_IDS.news;
  const set = await request(app, {
    method: 'POST',
    url: '/moderation/audit',
    json: { auditType: 1, objectId: reviewed },
    headers: { 'x-moderation-key': DEV_MODERATION_KEY },
  });
  assert.deepEqual(set.body, { ok: true, auditType: 1, objectId: reviewed, sourceType: 0 });
  try {
    assert.equal(
      (await call(app, 'getConfig', { appID: 1 })).siteConfig.discuss.auditType,
      0,
      "the site's setting is unchanged",
    );
    await inAMinuteOfItsOwn(async () => {
      const waits = await postAs(app, 'discuss', alice, {
        rootID: reviewed,
        sourceType: 0,
        content: '这条先审核',
        device: 'dev-a-object',
      });
      assert.equal(waits.status, 0, waits.message);
      assert.equal(waits.data.auditStatus, 1);
      const publishes = await postAs(app, 'discuss', alice, {
        rootID: other,
        sourceType: 0,
        content: '这条直接发布',
        device: 'dev-a-object',
      });
      assert.equal(publishes.status, 0, publishes.message);
      assert.equal(publishes.data.auditStatus, 0);
    });
    const bad = await request(app, {
      method: 'POST',
      url: '/moderation/audit',
      json: { auditType: 1, objectId: -3 },
      headers: { 'x-moderation-key': DEV_MODERATION_KEY },
    });
    assert.equal(bad.http, 400);
  } finally {
    await request(app, {
      method: 'POST',
      url: '/moderation/audit',
      json: { auditType: 0, objectId: reviewed },
      headers: { 'x-moderation-key': DEV_MODERATION_KEY },
    });
  }
});

test('moderation needs its key; top and excellent marks show on the comment', async () => {
  const denied = await request(app, { method: 'POST', url: '/moderation/discuss/1', json: { action: 'top' } });
  assert.equal(denied.http, 401);
  const wrong = await request(app, {
    method: 'POST',
    url: '/moderation/audit',
    json: { auditType: 2 },
    headers: { 'x-moderation-key': 'guess' },
  });
  assert.equal(wrong.http, 401);
  const first = (await call(app, 'discussView', { id: FIXTURE_IDS.hot, page: 0, source: 0, sortType: 1 })).list.at(-1);
  await moderate('top', first.id);
  await moderate('excellent', first.id);
  const top = (await call(app, 'discussView', { id: FIXTURE_IDS.hot, page: 0, source: 0, sortType: 1 })).list[0];
  assert.deepEqual([top.id, top.isTop, top.isExcellent], [first.id, 1, 1]);
  assert.equal((await moderate('approve', 99999999)).http, 404);
});

test("a member deletes their own comment; another member's delete is refused", async () => {
  const id = FIXTURE_IDS.english;
  const before = await countOf(id);
  const posted = await postAs(app, 'discuss', bob, { rootID: id, sourceType: 0, content: 'mine', device: 'dev-b3' });
  assert.equal(await countOf(id), before + 1);
  const refused = await postAs(app, 'delMyDiscuss', alice, { id: posted.data.id });
  // Not theirs: a status of its own (NOT_YOURS), not the generic -1 a client reads as a failure.
  assert.deepEqual([refused.status, refused.message], [NOT_YOURS, 'you can only delete your own comments']);
  assert.equal(await countOf(id), before + 1);
  assert.equal((await postAs(app, 'delMyDiscuss', bob, { id: posted.data.id })).status, 0);
  assert.equal(await countOf(id), before);
  assert.equal((await postAs(app, 'delMyDiscuss', bob, { id: posted.data.id })).message, 'comment not found');
});

test('a like of a comment is the event call with object type 1, toggled per reader', async () => {
  const comment = (await call(app, 'discussView', { id: FIXTURE_IDS.news, page: 0, source: 0 })).list[0];
  const like = async () =>
    (await postEncrypted(app, 'event', { id: comment.id, type: 1, eventType: 1, channel: 1, device: 'dev-like' })).body;
  const on = await like();
  assert.deepEqual(on.data, { countPraise: comment.countPraise + 1, liked: true });
  const off = await like();
  assert.deepEqual(off.data, { countPraise: comment.countPraise, liked: false });
  const click = (await postEncrypted(app, 'event', { id: comment.id, type: 1, eventType: 0, device: 'dev-like' })).body;
  assert.equal(click.status, -1);
});

test(`too many comments in a short time: past ${POST_LIMIT.count} a minute per member refused with 10204`, async () => {
  const id = FIXTURE_IDS.threePics;
  await inAMinuteOfItsOwn(async () => {
    for (let i = 0; i < POST_LIMIT.count; i++) {
      const ok = await postAs(app, 'discuss', bob, {
        rootID: id,
        sourceType: 0,
        content: `第${i + 1}条`,
        device: `dev-b-limit-${i}`,
      });
      assert.equal(ok.status, 0, ok.message);
    }
    const refused = await postAs(app, 'discuss', bob, {
      rootID: id,
      sourceType: 0,
      content: '再来一条',
      device: 'dev-b-fresh',
    });
    assert.equal(refused.status, COMMENT_STATUS.tooFrequent);
    assert.match(refused.message, /too many comments/);
  });
});

test('the hostile fixture has comments holding markup, stored as text', async () => {
  const list = (await call(app, 'discussViewFlat', { id: FIXTURE_IDS.hostile, page: 0, source: 0 })).list;
  assert.ok(list.some((/** @type {any} */ c) => c.content.includes('<script>')));
});
