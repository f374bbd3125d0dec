/**
 * Q&A (docs/decisions/0026): topics and their answered questions, hot order, a question and its answers, a
 * member's question pending until an editor answers it (only its asker sees it until then), the
 * government Q&A in every media kind and qaType, comments on Q&A objects, and a member's public page.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, postEncrypted, call, login, postEncryptedAs, getAs, tokenFor } from './helpers.mjs';
import { DEMO_INVITER, DEMO_MEMBER } from '../seed/members.mjs';
import { QA_SEED } from '../seed/qa.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
/** @type {string} */ let token;
/** @type {string} */ let otherToken;
before(async () => {
  ({ app, dir } = await makePlatform({ images: false, faults: true }));
  token = await login(app, DEMO_MEMBER, 'dev-qa');
  otherToken = await login(app, DEMO_INVITER, 'dev-qa');
});
after(() => dispose(app, dir));

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
  'base64',
);
const MODERATION = { 'x-moderation-key': 'dev-moderator' };

/** @param {string} as */
async function uploadPicture(as) {
  const form = new FormData();
  form.append('fileType', 'picture');
  form.append('file', new Blob([new Uint8Array(PNG_1x1)]), 'f.png');
  const encoded = new Request('http://x/', { method: 'POST', body: form });
  const res = await app.inject({
    method: 'POST',
    url: '/app_if/upload',
    headers: { 'content-type': String(encoded.headers.get('content-type')), token: as },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return res.json().data.fileId;
}

test('a topic, its answered questions newest first, paged, and the hot ones by interest', async () => {
  const topic = await call(app, 'getSubject', { id: QA_SEED.openTopic });
  assert.match(topic.title, /医保/);
  assert.equal(topic.isOpen, 1);
  assert.equal(topic.questionCount, 7);
  const first = await call(app, 'questionList', { id: topic.id, page: 0, count: 5 });
  assert.equal(first.list.length, 5);
  assert.equal(first.totalCount, 7);
  assert.equal(first.hasMore, true);
  const second = await call(app, 'questionList', { id: topic.id, page: 1, count: 5 });
  assert.equal(second.list.length, 2);
  assert.equal(second.hasMore, false);
  const all = [...first.list, ...second.list];
  assert.ok(
    all.every((q) => q.status === 1 && q.firstAnswer && q.firstAnswer.answerer === '拉萨市医疗保障局'),
    'only answered questions, each with its answer',
  );
  assert.ok(
    all.every((q, i) => i === 0 || all[i - 1].answered >= q.answered),
    'newest answer first',
  );
  const hot = await call(app, 'questionListHot', { id: topic.id });
  assert.equal(hot.list.length, 5);
  assert.ok(
    hot.list.every(
      (/** @type {any} */ q, /** @type {number} */ i) => i === 0 || hot.list[i - 1].countClick >= q.countClick,
    ),
  );
  assert.equal((await getAs(app, 'getSubject', await tokenFor(app), { id: 999 })).message, 'subject not found');
  assert.equal((await getAs(app, 'questionList', await tokenFor(app), { id: 'abc' })).message, 'id is required');
});

test('a question and its answers; a follow-up answer shows second', async () => {
  const q = await call(app, 'questionDetail', { id: 2 });
  assert.equal(q.subjectID, QA_SEED.openTopic);
  assert.match(q.subjectTitle, /医保/);
  assert.equal(q.answerCount, 2);
  const answers = await call(app, 'question/answerList', { id: 2 });
  assert.equal(answers.list.length, 2);
  assert.match(answers.list[1].content, /^补充说明/);
  assert.equal((await getAs(app, 'questionDetail', await tokenFor(app), { id: 9999 })).message, 'question not found');
});

test('a member asks with a picture: pending for them only, public once an editor answers', async () => {
  const picId = await uploadPicture(token);
  const form = {
    subjectId: String(QA_SEED.openTopic),
    content: '医保电子凭证在林芝的药店能用吗？',
    picIds: picId,
    requestKey: 'ask-1',
  };
  const asked = await postEncryptedAs(app, 'askQuestion', token, form);
  assert.equal(asked.status, 0, asked.message);
  assert.equal(asked.data.status, 0);
  assert.equal(asked.data.statusText, '待回复');
  assert.equal(
    (await postEncryptedAs(app, 'askQuestion', token, form)).data.id,
    asked.data.id,
    'the same requestKey answers the same question',
  );
  const id = asked.data.id;

  const mine = (await getAs(app, 'myQuestions', token, { subjectId: QA_SEED.openTopic })).data.list;
  assert.equal(mine[0].id, id);
  assert.equal(mine[0].pics.length, 1);
  assert.equal((await getAs(app, 'questionDetail', token, { id })).data.status, 0, 'its asker reads it');
  assert.equal(
    (await getAs(app, 'questionDetail', await tokenFor(app), { id })).message,
    'question not found',
    'nobody else does',
  );
  assert.equal((await getAs(app, 'questionDetail', otherToken, { id })).message, 'question not found');
  assert.ok(
    !(await call(app, 'questionList', { id: QA_SEED.openTopic })).list.some((/** @type {any} */ q) => q.id === id),
  );

  const refused = await app.inject({
    method: 'POST',
    url: `/moderation/question/${id}`,
    payload: { action: 'answer', answerer: '医保局', content: 'x' },
  });
  assert.equal(refused.statusCode, 401, "the editors' tool needs its key");
  const answered = await app.inject({
    method: 'POST',
    url: `/moderation/question/${id}`,
    headers: MODERATION,
    payload: {
      action: 'answer',
      answerer: '拉萨市医疗保障局',
      content: '可以，林芝市的定点药店都支持医保电子凭证扫码结算。',
    },
  });
  assert.equal(answered.statusCode, 200, answered.body);
  const list = await call(app, 'questionList', { id: QA_SEED.openTopic });
  assert.equal(list.list[0].id, id, 'the newest answered question leads the list');
  assert.equal(list.list[0].firstAnswer.answerer, '拉萨市医疗保障局');
  assert.equal((await call(app, 'questionDetail', { id })).status, 1);
  assert.equal(
    (
      await app.inject({
        method: 'POST',
        url: `/moderation/question/${id}`,
        headers: MODERATION,
        payload: { action: 'decline' },
      })
    ).statusCode,
    404,
    'an answered question is not declined',
  );
});

test("asking is refused without a member, without text, on a closed topic and with another member's picture", async () => {
  const anonymous = (await postEncrypted(app, 'askQuestion', { subjectId: '1', content: '有人吗' })).body;
  assert.equal(anonymous.message, 'please log in');
  assert.equal(
    (await postEncryptedAs(app, 'askQuestion', token, { subjectId: '1', content: '  ' })).message,
    'please enter content',
  );
  assert.equal(
    (await postEncryptedAs(app, 'askQuestion', token, { subjectId: String(QA_SEED.closedTopic), content: '还能问吗' }))
      .message,
    'this subject no longer takes questions',
  );
  const theirs = await uploadPicture(otherToken);
  assert.match(
    (await postEncryptedAs(app, 'askQuestion', token, { subjectId: '1', content: '看图', picIds: theirs })).message,
    /unknown picture file/,
  );
  assert.equal((await getAs(app, 'myQuestions', await tokenFor(app), {})).message, 'please log in');
});

test("the demo member's own questions carry every status; the declined one its reason", async () => {
  const list = (await getAs(app, 'myQuestions', token, {})).data.list;
  const statuses = new Set(list.map((/** @type {{status: number}} */ q) => q.status));
  assert.deepEqual([...statuses].sort(), [0, 1, 2]);
  const declined = list.find((/** @type {{status: number}} */ q) => q.status === 2);
  assert.match(declined.replyNote, /未予采纳/);
});

test('government Q&A: every qaType and media kind in the seed, qaConfig as JSON text, unanswered ones hidden', async () => {
  const all = [];
  for (let id = 1; id <= QA_SEED.govQaCount; id++) all.push(await call(app, 'qaDetail', { id }));
  assert.deepEqual([...new Set(all.map((q) => q.qaType))].sort(), [1, 2, 3, 4]);
  for (const kind of ['images', 'audios', 'videos', 'answerPics'])
    assert.ok(
      all.some((q) => q[kind].length > 0),
      `some Q&A has ${kind}`,
    );
  assert.ok(all.every((q) => q.answer && q.department && typeof q.qaConfig === 'string'));
  assert.equal(JSON.parse(all[0].qaConfig).showAsker, 1);
  assert.equal(all[1].asker, '138****8888', 'a phone number as a name is masked');
  assert.equal(
    (await getAs(app, 'qaDetail', await tokenFor(app), { id: QA_SEED.unansweredGovQa })).message,
    'qa not found',
  );
  assert.equal((await getAs(app, 'qaDetail', await tokenFor(app), { id: 404 })).message, 'qa not found');
});

test('comments on a topic (sourceType 4) and a government Q&A (5) only where they exist and are open', async () => {
  const discuss = (/** @type {Record<string, string>} */ form) =>
    postEncryptedAs(app, 'discuss', token, { content: '感谢解答，很有用！', ...form });
  assert.equal((await discuss({ rootID: '1', sourceType: '4' })).status, 0);
  assert.match((await discuss({ rootID: '999', sourceType: '4' })).message, /does not exist/);
  assert.equal((await discuss({ rootID: '1', sourceType: '5' })).status, 0);
  assert.match((await discuss({ rootID: '5', sourceType: '5' })).message, /closed/, 'qaConfig discussClosed');
  assert.match((await discuss({ rootID: String(QA_SEED.unansweredGovQa), sourceType: '5' })).message, /does not exist/);
});

test("a member's public page: name, their answered questions only, their posts; unknown members are not found", async () => {
  const mine = (await getAs(app, 'myQuestions', token, {})).data.list;
  const memberId = mine[0].userID;
  const home = await call(app, 'getUserHome', { id: memberId });
  assert.equal(home.nickname, DEMO_MEMBER.nickname);
  assert.ok(home.questions.length >= 2);
  assert.ok(
    home.questions.every((/** @type {{status: number}} */ q) => q.status === 1),
    'pending and declined questions stay private',
  );
  assert.ok(Array.isArray(home.posts));
  assert.equal((await getAs(app, 'getUserHome', await tokenFor(app), { id: 99999 })).message, 'user not found');
});

test("an account's ask-bar topics: getXyArticlesQuestion type 1 and subjectList", async () => {
  const topics = await call(app, 'getXyArticlesQuestion', { id: 1, type: 1 });
  assert.deepEqual(topics.list.map((/** @type {{id: number}} */ t) => t.id).sort(), [1, 2]);
  assert.equal(topics.totalCount, 2);
  assert.ok(
    topics.list.every((/** @type {{questionCount: number, xyID: number}} */ t) => t.xyID === 1 && t.questionCount > 0),
  );
  assert.equal((await call(app, 'getXyArticlesQuestion', { id: 2, type: 1 })).list.length, 0);
  assert.equal(
    (await getAs(app, 'getXyArticlesQuestion', await tokenFor(app), { id: 1, type: 7 })).message,
    'unsupported type',
  );
  assert.deepEqual(
    (await call(app, 'subjectList', { xyId: 1 })).list.map((/** @type {{id: number}} */ t) => t.id),
    topics.list.map((/** @type {{id: number}} */ t) => t.id),
  );
  assert.equal((await call(app, 'subjectList', { xyId: 3 })).totalCount, 1);
});

test('qaList: the answered government Q&As, newest answer first, paged; the unanswered one is not listed', async () => {
  const first = await call(app, 'qaList', { page: 0, count: 5 });
  assert.equal(first.totalCount, QA_SEED.govQaCount);
  assert.equal(first.list.length, 5);
  assert.equal(first.hasMore, true);
  const second = await call(app, 'qaList', { page: 1, count: 5 });
  assert.equal(second.hasMore, false);
  const ids = [...first.list, ...second.list].map((/** @type {{id: number}} */ q) => q.id);
  assert.equal(new Set(ids).size, QA_SEED.govQaCount);
  assert.ok(!ids.includes(QA_SEED.unansweredGovQa));
  const answered = [...first.list, ...second.list].map((/** @type {{answered: string}} */ q) => q.answered);
  assert.deepEqual(answered, [...answered].sort().reverse(), 'newest answer first');
  assert.ok(
    first.list.every(
      (/** @type {{title: string, department: string, qaTypeText: string}} */ q) =>
        q.title && q.department && q.qaTypeText,
    ),
  );
});

test('subjectListAll: every ask-bar topic of the site, open ones before the closed one', async () => {
  const { list, totalCount } = await call(app, 'subjectListAll', { page: 0 });
  assert.equal(list.length, totalCount);
  assert.ok(list.some((/** @type {{id: number}} */ t) => t.id === QA_SEED.openTopic));
  const open = list.map((/** @type {{isOpen: number}} */ t) => t.isOpen);
  assert.deepEqual(
    open,
    [...open].sort((a, b) => b - a),
    'open topics first',
  );
  assert.equal(list.at(-1).id, QA_SEED.closedTopic);
});
