/**
 * The ask bar's questions (db/migrations/015_qa.sql): asking, reading and the editors' answer.
 * One store, so the client calls (routes/qa.mjs) and the editors' tools (routes/moderation.mjs)
 * change questions the same way. A question is public only once answered; until then (and when
 * declined) only its asker reads it.
 */
import { stripBidiControls } from './reader-text.mjs';
import { PlatformError } from './envelope.mjs';

/** @typedef {import('../db/rows.mjs').QaQuestionRow} QaQuestionRow */
/** @typedef {import('../db/rows.mjs').QaAnswerRow} QaAnswerRow */
/** @typedef {import('../db/rows.mjs').QaTopicRow} QaTopicRow */
/** @template R @typedef {import('../db/rows.mjs').Query<R>} Query */

export const QUESTION_STATUS = /** @type {const} */ ({ pending: 0, answered: 1, declined: 2 });
/** How the status reads, in the platform's words. */
export const QUESTION_STATUS_TEXT = ['待回复', '已回复', '未采纳'];
export const MAX_QUESTION_LENGTH = 500;
export const MAX_QUESTION_PICS = 9;

/** @param {import('better-sqlite3').Database} db */
export function createQuestionStore(db) {
  const value = (/** @type {string} */ sql) => /** @type {Query<number>} */ (db.prepare(sql).pluck());
  const s = {
    topic: /** @type {Query<QaTopicRow>} */ (db.prepare('SELECT * FROM qa_topics WHERE id = ?')),
    topicsOfXy: /** @type {Query<QaTopicRow>} */ (
      db.prepare('SELECT * FROM qa_topics WHERE xy_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
    ),
    topicCountOfXy: value('SELECT COUNT(*) FROM qa_topics WHERE xy_id = ?'),
    // Open topics first (they take questions), then by newest.
    allTopics: /** @type {Query<QaTopicRow>} */ (
      db.prepare('SELECT * FROM qa_topics ORDER BY open DESC, created_at DESC, id DESC LIMIT ? OFFSET ?')
    ),
    topicCount: value('SELECT COUNT(*) FROM qa_topics'),
    question: /** @type {Query<QaQuestionRow>} */ (db.prepare('SELECT * FROM qa_questions WHERE id = ?')),
    answered: /** @type {Query<QaQuestionRow>} */ (
      db.prepare(`SELECT * FROM qa_questions WHERE topic_id = ? AND status = 1
      ORDER BY answered_at DESC, id DESC LIMIT ? OFFSET ?`)
    ),
    answeredCount: value('SELECT COUNT(*) FROM qa_questions WHERE topic_id = ? AND status = 1'),
    hot: /** @type {Query<QaQuestionRow>} */ (
      db.prepare(`SELECT * FROM qa_questions WHERE topic_id = ? AND status = 1
      ORDER BY count_click DESC, answered_at DESC, id DESC LIMIT ?`)
    ),
    mine: /** @type {Query<QaQuestionRow>} */ (
      db.prepare('SELECT * FROM qa_questions WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT 50')
    ),
    mineInTopic: /** @type {Query<QaQuestionRow>} */ (
      db.prepare(
        'SELECT * FROM qa_questions WHERE member_id = ? AND topic_id = ? ORDER BY created_at DESC, id DESC LIMIT 50',
      )
    ),
    publicOfMember: /** @type {Query<QaQuestionRow>} */ (
      db.prepare(
        'SELECT * FROM qa_questions WHERE member_id = ? AND status = 1 ORDER BY answered_at DESC, id DESC LIMIT ?',
      )
    ),
    byKey: /** @type {Query<QaQuestionRow>} */ (
      db.prepare('SELECT * FROM qa_questions WHERE member_id = ? AND request_key = ?')
    ),
    answers: /** @type {Query<QaAnswerRow>} */ (
      db.prepare('SELECT * FROM qa_answers WHERE question_id = ? ORDER BY created_at, id LIMIT ? OFFSET ?')
    ),
    answerCount: value('SELECT COUNT(*) FROM qa_answers WHERE question_id = ?'),
    click: db.prepare('UPDATE qa_questions SET count_click = count_click + 1 WHERE id = ?'),
    insert:
      db.prepare(`INSERT INTO qa_questions (topic_id, member_id, author_name, author_head, content, pics, status, request_key, created_at)
      VALUES (@topic_id, @member_id, @author_name, @author_head, @content, @pics, 0, @request_key, @created_at)`),
    insertAnswer: db.prepare(
      'INSERT INTO qa_answers (question_id, answerer, content, pics, created_at) VALUES (?, ?, ?, ?, ?)',
    ),
    setStatus: db.prepare('UPDATE qa_questions SET status = ?, reply_note = ?, answered_at = ? WHERE id = ?'),
  };

  /** @param {number} id @returns {QaTopicRow} */
  function topic(id) {
    const row = s.topic.get(id);
    if (!row) throw new PlatformError('subject not found');
    return row;
  }

  /**
   * A question as its reader may see it: answered ones for everyone, the others for their asker only.
   * @param {number} id @param {number | null} memberId
   */
  function readable(id, memberId) {
    const row = s.question.get(id);
    if (!row || (row.status !== QUESTION_STATUS.answered && (memberId === null || row.member_id !== memberId))) {
      throw new PlatformError('question not found');
    }
    return row;
  }

  /**
   * @param {{topicId: number, member: {id: number, nickname: string, head: string}, content: string, pics: string[],
   *   requestKey: string | null}} input
   */
  const ask = db.transaction((input) => {
    // The same submit again (the answer was lost on the way): the question it already made.
    const again = input.requestKey ? s.byKey.get(input.member.id, input.requestKey) : undefined;
    if (again) return again;
    const t = topic(input.topicId);
    if (t.open !== 1) throw new PlatformError('this subject no longer takes questions');
    const content = stripBidiControls(input.content).replace(/\r\n?/g, '\n').trim();
    if (content === '') throw new PlatformError('please enter content');
    if ([...content].length > MAX_QUESTION_LENGTH)
      throw new PlatformError(`question too long: at most ${MAX_QUESTION_LENGTH} characters`);
    const id = Number(
      s.insert.run({
        topic_id: t.id,
        member_id: input.member.id,
        author_name: input.member.nickname,
        author_head: input.member.head,
        content,
        pics: JSON.stringify(input.pics),
        request_key: input.requestKey,
        created_at: Date.now(),
      }).lastInsertRowid,
    );
    return /** @type {QaQuestionRow} */ (s.question.get(id));
  });

  /** The editors' answer: published with the question, which becomes public. */
  const answer = db.transaction(
    (/** @type {number} */ id, /** @type {{answerer: string, content: string}} */ reply) => {
      const row = s.question.get(id);
      if (!row) return null;
      const at = Date.now();
      s.insertAnswer.run(id, reply.answerer, reply.content, '[]', at);
      s.setStatus.run(QUESTION_STATUS.answered, '', row.answered_at ?? at, id);
      return s.question.get(id) ?? null;
    },
  );

  /** @param {number} id @param {string} note why it was not taken up (its asker reads it) */
  function decline(id, note) {
    const row = s.question.get(id);
    if (!row || row.status === QUESTION_STATUS.answered) return null;
    s.setStatus.run(QUESTION_STATUS.declined, note, null, id);
    return s.question.get(id) ?? null;
  }

  return {
    topic,
    readable,
    ask,
    answer,
    decline,
    /** @param {number} topicId @param {number} limit @param {number} offset */
    answered: (topicId, limit, offset) => ({
      rows: s.answered.all(topicId, limit, offset),
      total: Number(s.answeredCount.get(topicId)),
    }),
    /** @param {number} topicId */
    answeredCount: (topicId) => Number(s.answeredCount.get(topicId)),
    /** @param {number} topicId @param {number} limit */
    hot: (topicId, limit) => s.hot.all(topicId, limit),
    /** @param {number} memberId @param {number | null} topicId */
    mine: (memberId, topicId) => (topicId === null ? s.mine.all(memberId) : s.mineInTopic.all(memberId, topicId)),
    /** @param {number} memberId @param {number} limit */
    publicOfMember: (memberId, limit) => s.publicOfMember.all(memberId, limit),
    /** @param {number} questionId @param {number} limit @param {number} offset */
    answers: (questionId, limit, offset) => ({
      rows: s.answers.all(questionId, limit, offset),
      total: Number(s.answerCount.get(questionId)),
    }),
    /** @param {number} id */
    click: (id) => void s.click.run(id),
    /** @param {number} xyId @param {number} limit @param {number} offset */
    topicsOfXy: (xyId, limit, offset) => ({
      rows: s.topicsOfXy.all(xyId, limit, offset),
      total: Number(s.topicCountOfXy.get(xyId)),
    }),
    /** @param {number} limit @param {number} offset */
    allTopics: (limit, offset) => ({ rows: s.allTopics.all(limit, offset), total: Number(s.topicCount.get()) }),
  };
}
/** @typedef {ReturnType<typeof createQuestionStore>} QuestionStore */

/**
 * Whether a commented Q&A object exists and takes comments, for the discussion store
 * (lib/discussions.mjs registerObjectLookup): sourceType 4 is an ask-bar topic (a closed topic
 * keeps its comments but takes no more), 5 a government Q&A (its qaConfig's discussClosed).
 * @param {import('better-sqlite3').Database} db
 */
export function qaCommentLookups(db) {
  const topic = /** @type {Query<{open: number}>} */ (db.prepare('SELECT open FROM qa_topics WHERE id = ?'));
  const govQa = /** @type {Query<{qa_config: string, answered_at: number | null}>} */ (
    db.prepare('SELECT qa_config, answered_at FROM gov_qas WHERE id = ?')
  );
  return {
    /** @param {number} id */
    topic: (id) => {
      const row = topic.get(id);
      return { exists: row !== undefined, closed: row?.open === 0 };
    },
    /** @param {number} id */
    govQa: (id) => {
      const row = govQa.get(id);
      if (!row || row.answered_at === null) return { exists: false, closed: true };
      return { exists: true, closed: qaConfigOf(row.qa_config).discussClosed === 1 };
    },
  };
}

/** A government Q&A's display switches; text that is not an object reads as none set. @param {string} text */
export function qaConfigOf(text) {
  try {
    const parsed = JSON.parse(text);
    return parsed && typeof parsed === 'object'
      ? /** @type {{showAsker?: number, discussClosed?: number}} */ (parsed)
      : {};
  } catch {
    return {};
  }
}
