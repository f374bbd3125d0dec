/**
 * Activities, sign-ups, vouchers and votes (docs/decisions/0020): every seeded sign-up state, the form's
 * checks, capacity under 50 parallel registrations, unique fields, 10201, the voucher and its
 * write-off, and the vote limits enforced by the platform with the encrypted vote record.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, request, call, postEncrypted, postEncryptedAs, encryptParams } from './helpers.mjs';
import { ACTIVITY_IDS, VOTE_IDS, DEMO_VERIFY_CODE, TAKEN_PHONE } from '../seed/activities.mjs';
import { signupState } from '../lib/activity-state.mjs';

/** @type {import('../app.mjs').PlatformApp} */ let app;
/** @type {string} */ let dir;
before(async () => ({ app, dir } = /** @type {any} */ (await makePlatform({ images: false }))));
after(() => dispose(app, dir));

let nextPhone = 13700000000;
/** A new member and an access token for them, as a login would give. @param {string} [nickname] */
function newMember(nickname = '测试读者') {
  const phone = String(++nextPhone);
  const id = Number(
    app.platform.ctx.db
      .prepare(
        `INSERT INTO members (phone, nickname, invite_code, created_at)
    VALUES (?, ?, ?, ?)`,
      )
      .run(phone, nickname, `T${phone.slice(-8)}`, Date.now()).lastInsertRowid,
  );
  return { id, token: app.platform.tokens.mintMemberPair(String(id), 'dev-activities').accessToken };
}

/** @param {number} fileId @param {Record<string, string>} answers @param {string} token */
const regist = (fileId, answers, token) =>
  postEncryptedAs(app, 'activityRegist', token, { fileId, formData: JSON.stringify(answers) });

const volunteer = (/** @type {string} */ phone) => ({ name: '卓玛', phone, post: '医疗协助', day: '2026-12-07' });

test('the seed has an activity in every sign-up state, and a list paged by 20', async () => {
  const { list, totalCount, hasMore } = await call(app, 'activityList', { page: 0 });
  assert.equal(list.length, totalCount);
  assert.equal(hasMore, false);
  const now = Date.now();
  const db = app.platform.ctx.db;
  /** @param {number} id */
  const stateOf = (id) => {
    const row = /** @type {any} */ (db.prepare('SELECT * FROM activities WHERE id = ?').get(id));
    const entryCount = Number(
      db.prepare('SELECT COUNT(*) FROM activity_entries WHERE activity_id = ?').pluck().get(id),
    );
    return signupState({ ...row, entryCount, registered: false }, now);
  };
  assert.equal(stateOf(ACTIVITY_IDS.open), 'registerNow');
  assert.equal(stateOf(ACTIVITY_IDS.notStarted), 'notStarted');
  assert.equal(stateOf(ACTIVITY_IDS.full), 'full');
  assert.equal(stateOf(ACTIVITY_IDS.closed), 'registrationClosed');
  assert.equal(stateOf(ACTIVITY_IDS.ended), 'activityEnded');
  const ended = list.find((/** @type {any} */ a) => a.fileId === ACTIVITY_IDS.ended);
  assert.equal(ended.isbegin, 2);
  assert.match(ended.banner, /^http:\/\/platform\.test\/media\//);
});

test('activityDetail answers the form with every field kind; a missing activity is an envelope error', async () => {
  const detail = await call(app, 'activityDetail', { fileId: ACTIVITY_IDS.open });
  assert.deepEqual(
    new Set(detail.form.map((/** @type {any} */ f) => f.type)),
    new Set(['text', 'phone', 'idcard', 'choice', 'date', 'picture', 'file']),
  );
  assert.equal(detail.registered, 0);
  const missing = (
    await request(app, { url: '/app_if/activityDetail', query: { fileId: 999999 }, headers: { token: 'x' } })
  ).body;
  assert.notEqual(missing.status, 0);
  const entries = await call(app, 'entryList', { fileId: ACTIVITY_IDS.open, size: 8 });
  assert.equal(entries.list.length, 8);
  assert.equal(entries.hasMore, true);
});

test('registration: checks fields, refuses a repeated phone (checkEntryRepeatField says so first), once per member', async () => {
  const a = newMember();
  assert.equal((await regist(ACTIVITY_IDS.open, { name: '卓玛' }, a.token)).message, '手机号码不能为空');
  assert.equal((await regist(ACTIVITY_IDS.open, volunteer('12345'), a.token)).message, '手机号码格式不正确');
  assert.equal(
    (await regist(ACTIVITY_IDS.open, { ...volunteer('13912345678'), post: '不存在' }, a.token)).message,
    '意向岗位不在可选范围内',
  );
  const ok = await regist(ACTIVITY_IDS.open, volunteer('13912345678'), a.token);
  assert.equal(ok.status, 0, ok.message);
  assert.match(ok.data.registCode, /^[0-9A-F]{12}$/);
  assert.equal((await regist(ACTIVITY_IDS.open, volunteer('13912345679'), a.token)).message, 'already registered');

  const repeat = await call(app, 'checkEntryRepeatField', {
    fileId: ACTIVITY_IDS.open,
    field: 'phone',
    value: '13912345678',
  });
  assert.equal(repeat.repeat, true);
  assert.equal(
    (await call(app, 'checkEntryRepeatField', { fileId: ACTIVITY_IDS.open, field: 'phone', value: '13912345670' }))
      .repeat,
    false,
  );
  const b = newMember();
  assert.equal((await regist(ACTIVITY_IDS.open, volunteer('13912345678'), b.token)).message, '手机号码已被使用');
  assert.equal(
    (await call(app, 'checkEntryRepeatField', { fileId: ACTIVITY_IDS.open, field: 'phone', value: TAKEN_PHONE }))
      .repeat,
    true,
    'the seed takes one phone',
  );

  const detail = (
    await request(app, {
      url: '/app_if/activityDetail',
      query: { fileId: ACTIVITY_IDS.open },
      headers: { token: a.token },
    })
  ).body.data;
  assert.equal(detail.registered, 1);
  assert.equal(detail.registCode, ok.data.registCode);
  const mine = (await request(app, { url: '/app_if/myEntryList', headers: { token: a.token } })).body.data;
  assert.equal(mine.list[0].entryID, ok.data.entryID);
  const entry = (
    await request(app, { url: '/app_if/entryDetail', query: { entryID: ok.data.entryID }, headers: { token: a.token } })
  ).body.data;
  assert.equal(entry.fields.find((/** @type {any} */ f) => f.key === 'phone').value, '13912345678');
  const other = (
    await request(app, { url: '/app_if/entryDetail', query: { entryID: ok.data.entryID }, headers: { token: b.token } })
  ).body;
  assert.equal(other.message, 'registration not found', "one member never reads another one's registration");
});

test('every closed state refuses registration, and a plain (unencrypted) registration is refused', async () => {
  const m = newMember();
  const simple = { name: '扎西', phone: '13611112222' };
  assert.equal((await regist(ACTIVITY_IDS.notStarted, simple, m.token)).message, 'registration not started');
  assert.equal((await regist(ACTIVITY_IDS.full, simple, m.token)).message, 'registration full');
  assert.equal((await regist(ACTIVITY_IDS.closed, simple, m.token)).message, 'registration closed');
  assert.equal((await regist(ACTIVITY_IDS.ended, simple, m.token)).message, 'activity ended');
  const plain = await request(app, {
    method: 'POST',
    url: '/app_if/activityRegist',
    form: { fileId: ACTIVITY_IDS.lastPlaces, formData: JSON.stringify(simple) },
    headers: { token: m.token },
  });
  assert.equal(plain.body.message, 'parameters must be encrypted');
  const anonymous = await postEncrypted(app, 'activityRegist', {
    fileId: ACTIVITY_IDS.lastPlaces,
    formData: JSON.stringify(simple),
  });
  assert.equal(anonymous.body.message, 'please log in');
});

test('50 readers registering at once for the last 10 places give exactly 10 registrations', async () => {
  const before = await call(app, 'activityDetail', { fileId: ACTIVITY_IDS.lastPlaces });
  assert.equal(before.capacity - before.entryCount, 10);
  const readers = Array.from({ length: 50 }, () => newMember());
  const answers = await Promise.all(
    readers.map((r, i) =>
      regist(ACTIVITY_IDS.lastPlaces, { name: `读者${i}`, phone: `135${String(i).padStart(8, '0')}` }, r.token),
    ),
  );
  assert.equal(answers.filter((a) => a.status === 0).length, 10);
  assert.deepEqual([...new Set(answers.filter((a) => a.status !== 0).map((a) => a.message))], ['registration full']);
  assert.equal((await call(app, 'activityDetail', { fileId: ACTIVITY_IDS.lastPlaces })).entryCount, before.capacity);
});

test('progress shown in the app only: entryDetail answers 10201', async () => {
  const db = app.platform.ctx.db;
  const m = newMember();
  db.prepare('UPDATE activities SET capacity = 0 WHERE id = ?').run(ACTIVITY_IDS.lastPlaces);
  const ok = await regist(ACTIVITY_IDS.lastPlaces, { name: '央金', phone: '13622223333' }, m.token);
  assert.equal(ok.status, 0, ok.message);
  const body = (
    await request(app, { url: '/app_if/entryDetail', query: { entryID: ok.data.entryID }, headers: { token: m.token } })
  ).body;
  assert.equal(body.status, 10201);
});

test('the voucher by its code, a venue writes it off once, a wrong venue code is refused', async () => {
  const m = newMember();
  const { data } = await regist(ACTIVITY_IDS.open, volunteer('13955556666'), m.token);
  const pending = (
    await postEncryptedAs(app, 'getActivityVoucher', m.token, {
      activityID: ACTIVITY_IDS.open,
      registCode: data.registCode,
    })
  ).data;
  assert.equal(pending.status, 0);
  // Under review: no voucher to write off yet (docs/decisions/0045); the holder is told it is theirs, by the name registered under.
  assert.equal(pending.entryStatus, 0);
  assert.equal(pending.mine, 1);
  assert.equal(pending.registName, '卓玛');
  const verify = (/** @type {string} */ verifyCode) =>
    postEncryptedAs(app, 'activityVerify', m.token, {
      activityID: ACTIVITY_IDS.open,
      registCode: data.registCode,
      shopSite: '志愿者之家',
      verifyCode,
    });
  assert.equal((await verify(DEMO_VERIFY_CODE)).message, 'registration not accepted');
  app.platform.ctx.db.prepare('UPDATE activity_entries SET status = 1 WHERE id = ?').run(data.entryID);
  const accepted = (
    await postEncryptedAs(app, 'getActivityVoucher', newMember().token, {
      activityID: ACTIVITY_IDS.open,
      registCode: data.registCode,
    })
  ).data;
  assert.equal(accepted.entryStatus, 1);
  assert.equal(accepted.mine, 0, 'another member is not its holder');
  assert.equal((await verify('000000')).message, 'venue verification code incorrect');
  const used = await verify(DEMO_VERIFY_CODE);
  assert.equal(used.status, 0, used.message);
  assert.equal(used.data.status, 1);
  assert.equal(used.data.shopSite, '志愿者之家');
  assert.equal((await verify(DEMO_VERIFY_CODE)).message, 'voucher already used');
  assert.equal(
    (await postEncryptedAs(app, 'getActivityVoucher', m.token, { activityID: ACTIVITY_IDS.open, registCode: 'NOPE' }))
      .message,
    'voucher not found',
  );
});

/** The vote as the client sends it: the whole body one cipher in `data`. @param {string} token @param {Record<string, string | number>} vote */
async function castVote(token, vote) {
  const config = (await request(app, { url: '/app_if/getConfig', query: { appID: 1 } })).body.data;
  const { params: data, encryptType } = encryptParams(vote, { rsaPublicKey: config.encryptKey4 });
  return postEncryptedAs(app, 'recordVoteCountAndLog', token, { data, encryptType, device: 'dev-vote', afsData: '' });
}

test('votes: themes and options with pictures, search by name, access counts, results', async () => {
  const info = await call(app, 'vote/info', { voteId: VOTE_IDS.open });
  assert.equal(info.vs_votetheme_list.length, 3);
  assert.ok(info.vs_head_voteimage.startsWith('http'));
  assert.ok(info.vs_user_inforule.includes('3票'));
  assert.equal(info.leftToday, -1, 'nobody signed in: no count of votes left');
  const options = await call(app, 'vote/options', { voteId: VOTE_IDS.open, themeId: 4102 });
  assert.equal(options.list.length, 4);
  assert.ok(options.list.every((/** @type {any} */ o) => o.pic.startsWith('http') && o.themeId === 4102));
  const found = await call(app, 'vote/infoByOptName', { voteId: VOTE_IDS.open, name: '卓玛' });
  assert.deepEqual(
    found.list.map((/** @type {any} */ o) => o.name),
    ['次仁卓玛'],
  );
  const before = (await call(app, 'vote/optionInfo', { voteId: VOTE_IDS.open, optionId: 4201 })).accessCount;
  assert.equal(
    (await call(app, 'vote/addAccessCount', { voteId: VOTE_IDS.open, optionId: 4201 })).accessCount,
    before + 1,
  );
  const results = (await postEncrypted(app, 'voteResult', { voteId: VOTE_IDS.open })).body.data;
  assert.equal(results.list[0].rank, 1);
  assert.ok(results.list[0].count >= results.list[1].count);
});

test('votes: the daily limit is enforced by the platform, a repeated request counts once, plain votes are refused', async () => {
  const m = newMember();
  const start = (await call(app, 'vote/optionInfo', { voteId: VOTE_IDS.open, optionId: 4205 })).count;
  const first = await castVote(m.token, { voteId: VOTE_IDS.open, optionId: 4205, requestId: 'tap-0001' });
  assert.equal(first.status, 0, first.message);
  assert.equal(first.data.count, start + 1);
  assert.equal(first.data.leftToday, 2);
  const again = await castVote(m.token, { voteId: VOTE_IDS.open, optionId: 4205, requestId: 'tap-0001' });
  assert.deepEqual(again.data, first.data, 'a double tap is one vote');
  await castVote(m.token, { voteId: VOTE_IDS.open, optionId: 4205, requestId: 'tap-0002' });
  const third = await castVote(m.token, { voteId: VOTE_IDS.open, optionId: 4205, requestId: 'tap-0003' });
  assert.equal(third.data.leftToday, 0);
  assert.equal(third.data.count, start + 3);
  const over = await castVote(m.token, { voteId: VOTE_IDS.open, optionId: 4206, requestId: 'tap-0004' });
  assert.equal(over.message, 'no votes left today');
  const plain = await postEncryptedAs(app, 'recordVoteCountAndLog', m.token, {
    voteId: VOTE_IDS.open,
    optionId: 4206,
    requestId: 'tap-0005',
  });
  assert.equal(plain.message, 'parameters must be encrypted');
  const withToken = (
    await request(app, { url: '/app_if/vote/info', query: { voteId: VOTE_IDS.open }, headers: { token: m.token } })
  ).body.data;
  assert.equal(withToken.leftToday, 0);
});

test('votes: refused after the end and before the start, per option, and without a member', async () => {
  const m = newMember();
  assert.equal(
    (await castVote(m.token, { voteId: VOTE_IDS.ended, optionId: 4301, requestId: 'late-0001' })).message,
    'vote ended',
  );
  const db = app.platform.ctx.db;
  db.prepare('UPDATE votes SET option_daily_limit = 1 WHERE id = ?').run(VOTE_IDS.open);
  assert.equal((await castVote(m.token, { voteId: VOTE_IDS.open, optionId: 4207, requestId: 'opt-0001' })).status, 0);
  assert.equal(
    (await castVote(m.token, { voteId: VOTE_IDS.open, optionId: 4207, requestId: 'opt-0002' })).message,
    'no votes left for this option today',
  );
  db.prepare('UPDATE votes SET option_daily_limit = 3, start_at = ? WHERE id = ?').run(
    Date.now() + 3600_000,
    VOTE_IDS.open,
  );
  assert.equal(
    (await castVote(m.token, { voteId: VOTE_IDS.open, optionId: 4208, requestId: 'early-001' })).message,
    'vote not started',
  );
  db.prepare('UPDATE votes SET start_at = ? WHERE id = ?').run(Date.now() - 3600_000, VOTE_IDS.open);
  const config = (await request(app, { url: '/app_if/getConfig', query: { appID: 1 } })).body.data;
  const { params: data, encryptType } = encryptParams(
    { voteId: VOTE_IDS.open, optionId: 4208, requestId: 'anon-0001' },
    { rsaPublicKey: config.encryptKey4 },
  );
  assert.equal(
    (await postEncrypted(app, 'recordVoteCountAndLog', { data, encryptType })).body.message,
    'please log in',
  );
});

test('organisers accept or decline a registration under review, once (docs/decisions/0045)', async () => {
  const { app: moderated, dir: moderatedDir } = await makePlatform({ images: false, moderationKey: 'k-organiser' });
  try {
    const id = Number(
      moderated.platform.ctx.db
        .prepare(
          `INSERT INTO members (phone, nickname, invite_code, created_at)
      VALUES ('13711112222', '昵称', 'TORGAN01', ?)`,
        )
        .run(Date.now()).lastInsertRowid,
    );
    const token = moderated.platform.tokens.mintMemberPair(String(id), 'dev-organiser').accessToken;
    const reg = await postEncryptedAs(moderated, 'activityRegist', token, {
      fileId: ACTIVITY_IDS.open,
      formData: JSON.stringify(volunteer('13911112222')),
    });
    const key = { 'x-moderation-key': 'k-organiser' };
    assert.equal((await request(moderated, { url: `/moderation/activity/${ACTIVITY_IDS.open}/pending` })).http, 401);
    const pending = (
      await request(moderated, { url: `/moderation/activity/${ACTIVITY_IDS.open}/pending`, headers: key })
    ).body.list;
    assert.deepEqual(
      pending.map((/** @type {any} */ e) => [e.id, e.registCode]),
      [[reg.data.entryID, reg.data.registCode]],
    );
    const decide = (/** @type {string} */ action, entry = reg.data.entryID) =>
      request(moderated, {
        method: 'POST',
        url: `/moderation/activity/entry/${entry}`,
        headers: key,
        json: { action },
      });
    assert.equal((await decide('maybe')).http, 400);
    assert.equal((await decide('accept', 999999)).http, 404);
    assert.equal((await decide('accept')).body.entry.status, 1);
    assert.equal((await decide('decline')).http, 409, 'an accepted voucher is not taken back');
    const voucher = (
      await postEncryptedAs(moderated, 'getActivityVoucher', token, {
        activityID: ACTIVITY_IDS.open,
        registCode: reg.data.registCode,
      })
    ).data;
    assert.equal(voucher.entryStatus, 1);
  } finally {
    await dispose(moderated, moderatedDir);
  }
});
