/**
 * A member's own space (docs/platform-api.md, "A member's own space"): each list holds what the
 * member did and nothing of anyone else's, and the message centre counts what happened to their
 * things since they last read it (docs/decisions/0051).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, login, postEncryptedAs, getAs } from './helpers.mjs';
import { DEMO_INVITER, DEMO_MEMBER } from '../seed/members.mjs';
import { FIXTURE_IDS } from '../seed/fixtures.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
/** @type {string} */ let token;
/** @type {string} */ let otherToken;
const MODERATION = { 'x-moderation-key': 'dev-moderator' };
before(async () => {
  ({ app, dir } = await makePlatform({ images: false, moderationKey: 'dev-moderator' }));
  token = await login(app, DEMO_MEMBER, 'dev-mine');
  otherToken = await login(app, DEMO_INVITER, 'dev-mine');
});
after(() => dispose(app, dir));

test('my comments list what I wrote with its state and where; a reply to one is a message, unread until read', async () => {
  const mine = await postEncryptedAs(app, 'discuss', token, {
    rootID: String(FIXTURE_IDS.news),
    sourceType: '0',
    content: '写得好，期待后续报道。',
  });
  assert.equal(mine.status, 0, mine.message);
  const list = (await getAs(app, 'myDiscussList', token, { page: 0 })).data;
  const first = list.list[0];
  assert.equal(first.id, mine.data.id);
  assert.equal(first.auditStatus, 0);
  assert.equal(first.articleID, FIXTURE_IDS.news);
  assert.ok(first.title.length > 0, 'the article it was posted under is named');
  assert.ok(
    !(await getAs(app, 'myDiscussList', otherToken, { page: 0 })).data.list.some(
      (/** @type {{id: number}} */ c) => c.id === mine.data.id,
    ),
  );

  await postEncryptedAs(app, 'readMyMessages', token, {});
  assert.equal((await getAs(app, 'myMessageCount', token, {})).data.unreadCount, 0);
  const reply = await postEncryptedAs(app, 'discuss', otherToken, {
    rootID: String(FIXTURE_IDS.news),
    sourceType: '0',
    parentID: String(mine.data.id),
    content: '同意你的看法。',
  });
  assert.equal(reply.status, 0, reply.message);
  assert.equal((await getAs(app, 'myMessageCount', token, {})).data.unreadCount, 1);
  const messages = (await getAs(app, 'myMessages', token, { page: 0 })).data;
  assert.equal(messages.unreadCount, 1);
  assert.equal(messages.list[0].type, 'reply');
  assert.equal(messages.list[0].isRead, 0);
  assert.match(messages.list[0].content, /同意你的看法/);
  assert.equal((await postEncryptedAs(app, 'readMyMessages', token, {})).data.unreadCount, 0);
  assert.equal((await getAs(app, 'myMessages', token, { page: 0 })).data.list[0].isRead, 1);
  assert.equal(
    (await getAs(app, 'myMessageCount', otherToken, {})).status,
    0,
    'another member has a centre of their own',
  );
});

test('an editor answering my question moves the unread count; my questions name their topic', async () => {
  await postEncryptedAs(app, 'readMyMessages', token, {});
  const asked = await postEncryptedAs(app, 'askQuestion', token, { subjectId: '1', content: '周末图书馆开门吗？' });
  assert.equal(asked.status, 0, asked.message);
  const questions = (await getAs(app, 'myQuestionList', token, { page: 0 })).data;
  assert.equal(questions.list[0].id, asked.data.id);
  assert.equal(questions.list[0].status, 0);
  assert.ok(questions.list[0].subjectTitle.length > 0);
  assert.equal((await getAs(app, 'myMessageCount', token, {})).data.unreadCount, 0);
  const answered = await app.inject({
    method: 'POST',
    url: `/moderation/question/${asked.data.id}`,
    headers: MODERATION,
    payload: { action: 'answer', answerer: '文旅局', content: '周末照常开放。' },
  });
  assert.equal(answered.statusCode, 200);
  assert.equal((await getAs(app, 'myMessageCount', token, {})).data.unreadCount, 1);
  const message = (await getAs(app, 'myMessages', token, { page: 0 })).data.list[0];
  assert.equal(message.type, 'answer');
  assert.match(message.content, /周末照常开放/);
});

test('follows, circle posts and messages of the seed: paged lists of the member only', async () => {
  assert.equal((await postEncryptedAs(app, 'topicSub', token, { id: '1', type: '4' })).status, 0);
  const follows = (await getAs(app, 'mySubXys', token, { page: 0 })).data;
  assert.ok(follows.list.some((/** @type {{xyID: number}} */ a) => a.xyID === 1));
  assert.equal(typeof follows.hasMore, 'boolean');
  const sent = await postEncryptedAs(app, 'circle/create-post', token, {
    circleId: '1',
    content: '周末一起去拉萨河边跑步吗？',
  });
  assert.equal(sent.status, 0, sent.message);
  const posts = (await getAs(app, 'myCirclePosts', token, { page: 0 })).data;
  assert.equal(posts.list[0].id, sent.data.id);
  assert.ok(posts.list[0].circleName.length > 0);
  assert.equal(
    (await getAs(app, 'myCirclePosts', otherToken, { page: 0 })).data.list.some(
      (/** @type {{id: number}} */ p) => p.id === sent.data.id,
    ),
    false,
  );
  // The seed's handled tip-offs are messages of the demo member.
  const all = (await getAs(app, 'myMessages', token, { page: 0 })).data.list;
  assert.ok(all.some((/** @type {{type: string}} */ m) => m.type === 'tipoff'));
  assert.equal((await getAs(app, 'myMessages', '', {})).status !== 0, true, 'no token, no messages');
});
