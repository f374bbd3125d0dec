/**
 * Activities and sign-ups (docs/platform-api.md, "Activities"): activityList, activityDetail,
 * entryList, checkEntryRepeatField, activityRegist, myEntryList, entryDetail,
 * getActivityVoucher and activityVerify. Capacity and unique fields are enforced inside one
 * SQLite transaction, so concurrent registrations can never overfill an activity.
 */
import crypto from 'node:crypto';
import { PlatformError } from '../lib/envelope.mjs';
import { pageOf, requireInt, requireString, toInt } from '../lib/params.mjs';
import { formatPlatformTime } from '../lib/time.mjs';
import { isPhone } from '../lib/members.mjs';
import { activityPhase, signupState } from '../lib/activity-state.mjs';
import { LIMITS, guesserOf } from '../lib/attempts.mjs';

const PAGE_SIZE = 20;
/** docs/product.md §8: the platform's status for "sign-up progress is shown in the app only". */
export const PROGRESS_IN_APP = 10201;
const ID_CARD = /^\d{17}[\dXx]$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** @typedef {import('../db/rows.mjs').ActivityRow} ActivityRow */
/** @typedef {import('../db/rows.mjs').ActivityFieldRow} ActivityFieldRow */
/** @typedef {import('../db/rows.mjs').ActivityEntryRow} ActivityEntryRow */

/** Milliseconds as the platform's time text; '' for none. @param {number | null} ms */
const time = (ms) => (ms === null ? '' : formatPlatformTime(Math.floor(ms / 1000)));

/** Compares codes in time independent of where they differ. @param {string} given @param {string} expected */
function sameCode(given, expected) {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/** activity_entries.status: every registration starts under review; the organiser accepts or declines it. */
export const ENTRY_STATUS = /** @type {const} */ ({ review: 0, accepted: 1, declined: 2 });

/**
 * The name a registration was made under: the form's name field (key `name`, as the platform's
 * forms have it), else the member's nickname. @param {ActivityEntryRow} e
 */
function registName(e) {
  try {
    const name = /** @type {Record<string, unknown>} */ (JSON.parse(e.answers)).name;
    if (typeof name === 'string' && name.trim()) return name.trim();
  } catch {
    // answers are written by activityRegist as JSON; a broken row falls back to the nickname
  }
  return e.nickname;
}

/** A registration code nobody can guess: it is the voucher. */
const newRegistCode = () => crypto.randomBytes(6).toString('hex').toUpperCase();

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {{ctx: import('../data/context.mjs').PlatformContext, memberOf: import('../lib/member-of.mjs').MemberOf,
 *   attempts: import('../lib/attempts.mjs').AttemptStore}} deps
 */
export default function registerActivities(svc, { ctx, memberOf, attempts }) {
  const { db, urls } = ctx;
  const rows = /** @template R @param {string} sql @returns {import('../db/rows.mjs').Query<R>} */ (sql) =>
    /** @type {any} */ (db.prepare(sql));
  const value = (/** @type {string} */ sql) =>
    /** @type {import('../db/rows.mjs').Query<number>} */ (db.prepare(sql).pluck());
  const s = {
    page: /** @type {import('../db/rows.mjs').Query<ActivityRow>} */ (
      rows('SELECT * FROM activities ORDER BY ord, id LIMIT ? OFFSET ?')
    ),
    total: value('SELECT COUNT(*) FROM activities'),
    byId: /** @type {import('../db/rows.mjs').Query<ActivityRow>} */ (rows('SELECT * FROM activities WHERE id = ?')),
    fields: /** @type {import('../db/rows.mjs').Query<ActivityFieldRow>} */ (
      rows('SELECT * FROM activity_fields WHERE activity_id = ? ORDER BY ord')
    ),
    entryCount: value('SELECT COUNT(*) FROM activity_entries WHERE activity_id = ?'),
    entries: /** @type {import('../db/rows.mjs').Query<ActivityEntryRow>} */ (
      rows('SELECT * FROM activity_entries WHERE activity_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
    ),
    mine: /** @type {import('../db/rows.mjs').Query<ActivityEntryRow>} */ (
      rows('SELECT * FROM activity_entries WHERE activity_id = ? AND member_id = ?')
    ),
    myPage: /** @type {import('../db/rows.mjs').Query<ActivityEntryRow>} */ (
      rows('SELECT * FROM activity_entries WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
    ),
    myCount: value('SELECT COUNT(*) FROM activity_entries WHERE member_id = ?'),
    entryById: /** @type {import('../db/rows.mjs').Query<ActivityEntryRow>} */ (
      rows('SELECT * FROM activity_entries WHERE id = ?')
    ),
    byCode: /** @type {import('../db/rows.mjs').Query<ActivityEntryRow>} */ (
      rows('SELECT * FROM activity_entries WHERE activity_id = ? AND regist_code = ?')
    ),
    taken: value('SELECT entry_id FROM activity_unique_values WHERE activity_id = ? AND field_key = ? AND value = ?'),
    insertEntry:
      db.prepare(`INSERT INTO activity_entries (activity_id, member_id, nickname, answers, status, regist_code, created_at)
      VALUES (@activity_id, @member_id, @nickname, @answers, 0, @regist_code, @created_at)`),
    insertUnique: db.prepare(
      'INSERT INTO activity_unique_values (activity_id, field_key, value, entry_id) VALUES (?, ?, ?, ?)',
    ),
    use: db.prepare('UPDATE activity_entries SET used_at = ?, used_site = ? WHERE id = ? AND used_at IS NULL'),
  };

  /** @param {Record<string, string>} p */
  function activityOf(p) {
    const row = s.byId.get(requireInt(p, ['fileId', 'id', 'activityID', 'activityId']));
    if (!row) throw new PlatformError('activity not found');
    return row;
  }

  /** @param {ActivityRow} a */
  function listItem(a) {
    const entryCount = Number(s.entryCount.get(a.id));
    const now = Date.now();
    return {
      fileId: a.id,
      type: a.kind === 'vote' ? 1 : 0,
      title: a.title,
      summary: a.summary,
      banner: urls.picture(a.banner, 'big'),
      bannerSmall: urls.picture(a.banner, 'middle'),
      place: a.place,
      organizer: a.organizer,
      startTime: time(a.start_at),
      endTime: time(a.end_at),
      signupStartTime: time(a.signup_start_at),
      signupEndTime: time(a.signup_end_at),
      signupClosed: a.signup_closed,
      capacity: a.capacity,
      entryCount,
      // 0 not started, 1 in progress, 2 ended (docs/product.md §4: the activity's phase)
      isbegin: ['notStarted', 'inProgress', 'ended'].indexOf(activityPhase(a, now)),
      voteId: a.vote_id ?? 0,
    };
  }

  /** @param {ActivityFieldRow} f */
  const fieldOf = (f) => ({
    key: f.field_key,
    label: f.label,
    type: f.kind,
    required: f.required,
    unique: f.is_unique,
    options: /** @type {string[]} */ (JSON.parse(f.options)),
  });

  svc.call('activityList', (p) => {
    const page = pageOf(p);
    const totalCount = Number(s.total.get());
    return {
      list: s.page.all(PAGE_SIZE, page * PAGE_SIZE).map(listItem),
      totalCount,
      hasMore: (page + 1) * PAGE_SIZE < totalCount,
    };
  });

  // With a member's token it also says whether that member is registered (the page's island asks).
  svc.call('activityDetail', (p, req) => {
    const a = activityOf(p);
    const member = memberOf.optional(req);
    const mine = member ? s.mine.get(a.id, member.id) : undefined;
    return {
      ...listItem(a),
      content: a.content,
      verifyUrl: a.verify_url,
      form: s.fields.all(a.id).map(fieldOf),
      registered: mine ? 1 : 0,
      entryID: mine?.id ?? 0,
      registCode: mine?.regist_code ?? '',
    };
  });

  svc.call('entryList', (p) => {
    const a = activityOf(p);
    const page = pageOf(p);
    const size = Math.min(Math.max(toInt(p.size, PAGE_SIZE), 1), PAGE_SIZE);
    const totalCount = Number(s.entryCount.get(a.id));
    const list = s.entries
      .all(a.id, size, page * size)
      .map((e) => ({ entryID: e.id, nickname: e.nickname, created: time(e.created_at) }));
    return { list, totalCount, hasMore: (page + 1) * size < totalCount };
  });

  svc.call('checkEntryRepeatField', (p) => {
    const a = activityOf(p);
    const key = requireString(p, ['field', 'fieldKey']);
    const raw = requireString(p, ['value']);
    const field = s.fields.all(a.id).find((f) => f.field_key === key);
    if (!field) throw new PlatformError('no such field');
    return { repeat: field.is_unique === 1 && s.taken.get(a.id, key, raw.trim()) !== undefined };
  });

  /**
   * The whole registration in one transaction: state, duplicates, unique values and capacity are
   * read and written together, so parallel requests are serialised by SQLite's write lock.
   */
  const register = db.transaction(
    (
      /** @type {ActivityRow} */ a,
      /** @type {{id: number, nickname: string}} */ member,
      /** @type {Record<string, string>} */ answers,
    ) => {
      const entryCount = Number(s.entryCount.get(a.id));
      const state = signupState(
        { ...a, entryCount, registered: s.mine.get(a.id, member.id) !== undefined },
        Date.now(),
      );
      if (state !== 'registerNow') throw new PlatformError(REFUSAL[state]);
      const fields = s.fields.all(a.id);
      for (const f of fields) {
        if (f.is_unique !== 1 || !answers[f.field_key]) continue;
        if (s.taken.get(a.id, f.field_key, answers[f.field_key]) !== undefined)
          throw new PlatformError(`${f.label}已被使用`);
      }
      const regist_code = newRegistCode();
      const id = Number(
        s.insertEntry.run({
          activity_id: a.id,
          member_id: member.id,
          nickname: member.nickname,
          answers: JSON.stringify(answers),
          regist_code,
          created_at: Date.now(),
        }).lastInsertRowid,
      );
      for (const f of fields)
        if (f.is_unique === 1 && answers[f.field_key]) s.insertUnique.run(a.id, f.field_key, answers[f.field_key], id);
      return { entryID: id, registCode: regist_code, status: 0 };
    },
  );

  svc.call(
    'activityRegist',
    (p, req) => {
      const member = memberOf.required(req);
      const a = activityOf(p);
      if (a.kind !== 'signup') throw new PlatformError('this activity takes no registrations');
      const answers = checkedAnswers(s.fields.all(a.id), parseFormData(p.formData));
      return register(a, member, answers);
    },
    { methods: ['POST'] },
  );

  /** @param {ActivityEntryRow} e */
  function entrySummary(e) {
    const a = /** @type {ActivityRow} */ (s.byId.get(e.activity_id));
    return {
      entryID: e.id,
      fileId: a.id,
      title: a.title,
      banner: urls.picture(a.banner, 'middle'),
      place: a.place,
      startTime: time(a.start_at),
      endTime: time(a.end_at),
      status: e.status,
      created: time(e.created_at),
      registCode: e.regist_code,
      used: e.used_at === null ? 0 : 1,
      progressInApp: a.progress_in_app,
    };
  }

  svc.call('myEntryList', (p, req) => {
    const member = memberOf.required(req);
    const page = pageOf(p);
    const totalCount = Number(s.myCount.get(member.id));
    return {
      list: s.myPage.all(member.id, PAGE_SIZE, page * PAGE_SIZE).map(entrySummary),
      totalCount,
      hasMore: (page + 1) * PAGE_SIZE < totalCount,
    };
  });

  // A member's own registration: its answers as labelled values. 10201 where the app alone shows progress.
  svc.call('entryDetail', (p, req) => {
    const member = memberOf.required(req);
    const entry = s.entryById.get(requireInt(p, ['entryID', 'entryId']));
    if (!entry || entry.member_id !== member.id) throw new PlatformError('registration not found');
    const a = /** @type {ActivityRow} */ (s.byId.get(entry.activity_id));
    if (a.progress_in_app === 1) throw new PlatformError('download the app to see sign-up progress', PROGRESS_IN_APP);
    const answers = /** @type {Record<string, string>} */ (JSON.parse(entry.answers));
    return {
      ...entrySummary(entry),
      fields: s.fields
        .all(a.id)
        .map((f) => ({ key: f.field_key, label: f.label, type: f.kind, value: answers[f.field_key] ?? '' })),
    };
  });

  /**
   * The voucher a registration code names. Codes are guessed by the token, device and address
   * asking (LIMITS.voucherPer*): past the limit, even a right code waits.
   * @param {Record<string, string>} p @param {import('fastify').FastifyRequest} req
   */
  function entryByCode(p, req) {
    const a = activityOf(p);
    const code = requireString(p, ['registCode']).trim().toUpperCase();
    const { token, device, address } = guesserOf(req, p);
    /** @type {[import('../lib/attempts.mjs').Limit, string][]} */
    const guesses = [
      [LIMITS.voucherPerToken, token],
      [LIMITS.voucherPerDevice, device],
      [LIMITS.voucherPerAddress, address],
    ];
    attempts.check(guesses);
    const entry = code.length <= 64 ? s.byCode.get(a.id, code) : undefined;
    if (!entry) {
      attempts.count(guesses);
      throw new PlatformError('voucher not found');
    }
    return { a, entry };
  }

  /**
   * The voucher of an entry: entryStatus says whether the registration was accepted (only then is
   * it a voucher to show or write off), registName the name the form was filled in with (what the
   * venue checks), mine whether the member asking (with a token) is its holder.
   * @param {ActivityRow} a @param {ActivityEntryRow} e @param {number | null} [memberId]
   */
  const voucherOf = (a, e, memberId = null) => ({
    activityID: a.id,
    title: a.title,
    place: a.place,
    startTime: time(a.start_at),
    endTime: time(a.end_at),
    registCode: e.regist_code,
    nickname: e.nickname,
    registName: registName(e),
    entryStatus: e.status,
    mine: memberId !== null && e.member_id === memberId ? 1 : 0,
    status: e.used_at === null ? 0 : 1,
    usedTime: time(e.used_at),
    shopSite: e.used_site,
    verifyUrl: a.verify_url,
  });

  // The regist code is the voucher: whoever holds it (the member, the venue scanning it) may see it.
  svc.call(
    'getActivityVoucher',
    (p, req) => {
      const { a, entry } = entryByCode(p, req);
      return voucherOf(a, entry, memberOf.optional(req)?.id ?? null);
    },
    { methods: ['POST'] },
  );

  // The venue's code is six digits: wrong codes are counted per voucher (5 in 15 minutes, then
  // even the right one waits), per token, device and address (LIMITS.venuePer*).
  svc.call(
    'activityVerify',
    (p, req) => {
      const { a, entry } = entryByCode(p, req);
      if (a.verify_url) throw new PlatformError('this activity is verified at its own address');
      // A registration under review (or declined) is no voucher yet: nothing to write off.
      if (entry.status !== ENTRY_STATUS.accepted) throw new PlatformError('registration not accepted');
      const site = requireString(p, ['shopSite']).trim().slice(0, 40);
      const { token, device, address } = guesserOf(req, p);
      /** @type {[import('../lib/attempts.mjs').Limit, string][]} */
      const guesses = [
        [LIMITS.venuePerVoucher, String(entry.id)],
        [LIMITS.venuePerToken, token],
        [LIMITS.venuePerDevice, device],
        [LIMITS.venuePerAddress, address],
      ];
      attempts.check(guesses);
      if (!sameCode(requireString(p, ['verifyCode']).trim(), a.verify_code)) {
        attempts.count(guesses);
        throw new PlatformError('venue verification code incorrect');
      }
      // The update's own condition decides, so two scans at once write the voucher off once.
      if (s.use.run(Date.now(), site, entry.id).changes === 0) throw new PlatformError('voucher already used');
      return voucherOf(a, /** @type {ActivityEntryRow} */ (s.entryById.get(entry.id)));
    },
    { methods: ['POST'] },
  );
}

/** @type {Record<Exclude<import('../lib/activity-state.mjs').SignupState, 'registerNow'>, string>} */
const REFUSAL = {
  activityEnded: 'activity ended',
  registered: 'already registered',
  notStarted: 'registration not started',
  registrationClosed: 'registration closed',
  full: 'registration full',
};

/** @param {string | undefined} raw @returns {Record<string, unknown>} */
function parseFormData(raw) {
  if (!raw) throw new PlatformError('formData is required');
  try {
    const parsed = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed;
  } catch {
    // answered below
  }
  throw new PlatformError('formData must be a JSON object');
}

/**
 * The answers the form asks for, each checked against its field's kind; unknown keys dropped.
 * @param {ActivityFieldRow[]} fields @param {Record<string, unknown>} data
 */
export function checkedAnswers(fields, data) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const f of fields) {
    const raw = data[f.field_key];
    const v = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
    if (!v) {
      if (f.required === 1) throw new PlatformError(`${f.label}不能为空`);
      continue;
    }
    if (v.length > 500) throw new PlatformError(`${f.label}过长`);
    if (f.kind === 'phone' && !isPhone(v)) throw new PlatformError(`${f.label}格式不正确`);
    if (f.kind === 'idcard' && !ID_CARD.test(v)) throw new PlatformError(`${f.label}格式不正确`);
    if (f.kind === 'date' && !DATE.test(v)) throw new PlatformError(`${f.label}格式不正确`);
    if (f.kind === 'choice' && !(/** @type {string[]} */ (JSON.parse(f.options)).includes(v)))
      throw new PlatformError(`${f.label}不在可选范围内`);
    if ((f.kind === 'picture' || f.kind === 'file') && !/^https?:\/\//.test(v))
      throw new PlatformError(`${f.label}格式不正确`);
    out[f.field_key] = f.kind === 'idcard' ? v.toUpperCase() : v;
  }
  return out;
}
