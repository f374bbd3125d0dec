/**
 * Q&A (docs/platform-api.md, "Q&A"): the ask bar's topics (getSubject), their answered questions
 * (questionList, questionListHot), one question (questionDetail) and its answers
 * (question/answerList); a member asks (askQuestion, POST) and reads their own questions in every
 * status (myQuestions); the government Q&A (qaDetail); a member's public page (getUserHome).
 * A question is public once an editor answers it (routes/moderation.mjs); until then only its
 * asker reads it, and everyone else is told 'question not found', as for an unknown id.
 */
import { PlatformError } from '../lib/envelope.mjs';
import { pick, pageOf, requireInt, toInt } from '../lib/params.mjs';
import { formatPlatformTime } from '../lib/time.mjs';
import { maskName, pathsOf, textParam } from '../lib/community-media.mjs';
import { MAX_QUESTION_LENGTH, MAX_QUESTION_PICS, QUESTION_STATUS_TEXT } from '../lib/questions.mjs';
import { createUploadLookup } from './uploads.mjs';

/** @typedef {import('../db/rows.mjs').QaTopicRow} QaTopicRow */
/** @typedef {import('../db/rows.mjs').QaQuestionRow} QaQuestionRow */
/** @typedef {import('../db/rows.mjs').QaAnswerRow} QaAnswerRow */
/** @typedef {import('../db/rows.mjs').GovQaRow} GovQaRow */

/** SPEC §9: lists are full at 20. */
const PAGE_SIZE = 20;
const HOT_COUNT = 5;
/** What a member's public page lists of theirs. */
const USER_PAGE_ITEMS = 20;
/** qaType: what kind of message a government Q&A is. */
/** qaList: government Q&As a page. */
const GOV_QA_PAGE = 20;

export const QA_TYPE_TEXT = { 1: '咨询', 2: '投诉', 3: '建议', 4: '求助' };

const time = (/** @type {number | null} */ ms) => (ms === null ? '' : formatPlatformTime(Math.floor(ms / 1000)));
/** A count parameter within 1..max. @param {Record<string, string>} p @param {number} fallback @param {number} max */
const countOf = (p, fallback, max) => Math.min(max, Math.max(1, toInt(p.count, fallback)));

/**
 * A topic as getSubject and an account's topics (getXyArticlesQuestion type 1) answer it.
 * @param {import('../lib/urls.mjs').Urls} urls @param {import('../lib/questions.mjs').QuestionStore} questions
 */
export function topicPresenter(urls, questions) {
  /** @param {QaTopicRow} t */
  return (t) => ({
    id: t.id,
    subjectID: t.id,
    title: t.title,
    description: t.description,
    pic: urls.media(t.pic),
    xyID: t.xy_id,
    isOpen: t.open,
    questionCount: questions.answeredCount(t.id),
    created: time(t.created_at),
  });
}

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {{db: import('better-sqlite3').Database, urls: import('../lib/urls.mjs').Urls,
 *   memberOf: import('../lib/member-of.mjs').MemberOf, questions: import('../lib/questions.mjs').QuestionStore,
 *   members: import('../lib/members.mjs').MemberStore}} deps
 */
export default function registerQa(svc, { db, urls, memberOf, questions, members }) {
  const files = createUploadLookup(db);
  const govQa = /** @type {import('../db/rows.mjs').Query<GovQaRow>} */ (
    db.prepare('SELECT * FROM gov_qas WHERE id = ?')
  );
  const clickGovQa = db.prepare('UPDATE gov_qas SET count_click = count_click + 1 WHERE id = ?');
  // The list shows only what qaDetail shows: answered Q&As, the newest answer first.
  const answeredGovQas = /** @type {import('../db/rows.mjs').Query<GovQaRow>} */ (
    db.prepare(
      'SELECT * FROM gov_qas WHERE answered_at IS NOT NULL ORDER BY answered_at DESC, id DESC LIMIT ? OFFSET ?',
    )
  );
  const answeredGovQaCount = /** @type {import('../db/rows.mjs').Query<number>} */ (
    db.prepare('SELECT COUNT(*) FROM gov_qas WHERE answered_at IS NOT NULL').pluck()
  );
  const postsOf =
    /** @type {import('../db/rows.mjs').Query<{id: number, circle_id: number, circle_name: string, content: string, pics: string, created_at: number}>} */ (
      db.prepare(`SELECT p.id, p.circle_id, c.name AS circle_name, p.content, p.pics, p.created_at FROM circle_posts p
      JOIN circles c ON c.id = p.circle_id WHERE p.member_id = ? AND p.hidden_at IS NULL ORDER BY p.created_at DESC, p.id DESC LIMIT ?`)
    );

  const presentTopic = topicPresenter(urls, questions);

  /** @param {QaAnswerRow} a */
  const presentAnswer = (a) => ({
    id: a.id,
    questionID: a.question_id,
    answerer: a.answerer,
    content: a.content,
    pics: pathsOf(a.pics).map(urls.media),
    created: time(a.created_at),
  });

  /** A question as lists and the detail show it; `firstAnswer` is the newest page's lead. @param {QaQuestionRow} q */
  const presentQuestion = (q) => {
    const { rows, total } = questions.answers(q.id, 1, 0);
    const first = rows[0];
    return {
      id: q.id,
      subjectID: q.topic_id,
      content: q.content,
      pics: pathsOf(q.pics).map(urls.media),
      userID: q.member_id ?? 0,
      userName: maskName(q.author_name),
      userIcon: q.author_head,
      status: q.status,
      statusText: QUESTION_STATUS_TEXT[q.status] ?? '',
      replyNote: q.reply_note,
      countClick: q.count_click,
      countPraise: q.count_praise,
      answerCount: total,
      firstAnswer: first ? presentAnswer(first) : null,
      created: time(q.created_at),
      answered: time(q.answered_at),
    };
  };

  svc.call('getSubject', (p) => presentTopic(questions.topic(requireInt(p, ['id', 'subjectId', 'subjectID']))), {
    methods: ['GET'],
  });

  // The topics of a media account (the same as getXyArticlesQuestion type 1), for its page.
  svc.call(
    'subjectList',
    (p) => {
      const xyId = requireInt(p, ['xyId', 'xyID', 'id']);
      const count = countOf(p, PAGE_SIZE, PAGE_SIZE);
      const page = pageOf(p);
      const { rows, total } = questions.topicsOfXy(xyId, count, page * count);
      return { list: rows.map(presentTopic), totalCount: total, hasMore: (page + 1) * count < total };
    },
    { methods: ['GET'] },
  );

  // Every topic of the site, open ones first (the ask bar's own list: topicDetail without an id).
  svc.call(
    'subjectListAll',
    (p) => {
      const count = countOf(p, PAGE_SIZE, PAGE_SIZE);
      const page = pageOf(p);
      const { rows, total } = questions.allTopics(count, page * count);
      return { list: rows.map(presentTopic), totalCount: total, hasMore: (page + 1) * count < total };
    },
    { methods: ['GET'] },
  );

  svc.call(
    'questionList',
    (p) => {
      const t = questions.topic(requireInt(p, ['id', 'subjectId', 'subjectID']));
      const count = countOf(p, PAGE_SIZE, PAGE_SIZE);
      const page = pageOf(p);
      const { rows, total } = questions.answered(t.id, count, page * count);
      return { list: rows.map(presentQuestion), totalCount: total, hasMore: (page + 1) * count < total };
    },
    { methods: ['GET'] },
  );

  svc.call(
    'questionListHot',
    (p) => {
      const t = questions.topic(requireInt(p, ['id', 'subjectId', 'subjectID']));
      return { list: questions.hot(t.id, countOf(p, HOT_COUNT, PAGE_SIZE)).map(presentQuestion) };
    },
    { methods: ['GET'] },
  );

  svc.call(
    'questionDetail',
    (p, req) => {
      const member = memberOf.optional(req);
      const q = questions.readable(requireInt(p, ['id', 'questionId', 'questionID']), member?.id ?? null);
      questions.click(q.id);
      const t = questions.topic(q.topic_id);
      return { ...presentQuestion(q), subjectTitle: t.title, subjectOpen: t.open };
    },
    { methods: ['GET'] },
  );

  svc.call(
    'question/answerList',
    (p, req) => {
      const member = memberOf.optional(req);
      const q = questions.readable(requireInt(p, ['id', 'questionId', 'questionID']), member?.id ?? null);
      const count = countOf(p, PAGE_SIZE, PAGE_SIZE);
      const page = pageOf(p);
      const { rows, total } = questions.answers(q.id, count, page * count);
      return { list: rows.map(presentAnswer), totalCount: total, hasMore: (page + 1) * count < total };
    },
    { methods: ['GET'] },
  );

  svc.call(
    'askQuestion',
    (p, req) => {
      const member = memberOf.required(req);
      const content = textParam(p.content, MAX_QUESTION_LENGTH + 1);
      const q = questions.ask({
        topicId: requireInt(p, ['subjectId', 'subjectID', 'id']),
        member: { id: member.id, nickname: member.nickname, head: member.head },
        content,
        pics: files(pick(p, 'picIds', 'pics'), 'picture', member.id, MAX_QUESTION_PICS),
        requestKey: textParam(pick(p, 'requestKey'), 64) || null,
      });
      return { id: q.id, status: q.status, statusText: QUESTION_STATUS_TEXT[q.status] ?? '' };
    },
    { methods: ['POST'] },
  );

  svc.call(
    'myQuestions',
    (p, req) => {
      const member = memberOf.required(req);
      const topicId = toInt(pick(p, 'subjectId', 'subjectID'), 0);
      return { list: questions.mine(member.id, topicId > 0 ? topicId : null).map(presentQuestion) };
    },
    { methods: ['GET'] },
  );

  svc.call(
    'qaDetail',
    (p) => {
      const row = govQa.get(requireInt(p, ['id', 'qaId', 'qaID']));
      if (!row || row.answered_at === null) throw new PlatformError('qa not found');
      clickGovQa.run(row.id);
      return {
        id: row.id,
        title: row.title,
        content: row.content,
        asker: maskName(row.asker),
        region: row.region,
        department: row.department,
        answer: row.answer,
        images: pathsOf(row.images).map(urls.media),
        audios: pathsOf(row.audios).map(urls.media),
        videos: pathsOf(row.videos).map(urls.media),
        answerPics: pathsOf(row.answer_pics).map(urls.media),
        qaType: row.qa_type,
        qaTypeText: QA_TYPE_TEXT[/** @type {1|2|3|4} */ (row.qa_type)] ?? '',
        // The platform keeps the display switches as JSON text, and answers them so.
        qaConfig: row.qa_config,
        countClick: row.count_click + 1,
        created: time(row.created_at),
        answered: time(row.answered_at),
      };
    },
    { methods: ['GET'] },
  );

  svc.call(
    'qaList',
    (p) => {
      const count = countOf(p, GOV_QA_PAGE, 50);
      const page = pageOf(p);
      const totalCount = Number(answeredGovQaCount.get());
      return {
        list: answeredGovQas.all(count, page * count).map((row) => ({
          id: row.id,
          title: row.title,
          region: row.region,
          department: row.department,
          qaType: row.qa_type,
          qaTypeText: QA_TYPE_TEXT[/** @type {1|2|3|4} */ (row.qa_type)] ?? '',
          countClick: row.count_click,
          created: time(row.created_at),
          answered: time(row.answered_at),
        })),
        totalCount,
        hasMore: (page + 1) * count < totalCount,
      };
    },
    { methods: ['GET'] },
  );

  svc.call(
    'getUserHome',
    (p) => {
      const member = members.byId(requireInt(p, ['id', 'userID', 'userId']));
      if (!member || member.disabled_at !== null) throw new PlatformError('user not found');
      return {
        userID: member.id,
        nickname: maskName(member.nickname),
        head: member.head,
        joined: time(member.created_at),
        questions: questions.publicOfMember(member.id, USER_PAGE_ITEMS).map(presentQuestion),
        posts: postsOf.all(member.id, USER_PAGE_ITEMS).map((r) => ({
          id: r.id,
          circleID: r.circle_id,
          circleName: r.circle_name,
          content: r.content,
          pics: pathsOf(r.pics).map(urls.media),
          created: time(r.created_at),
        })),
      };
    },
    { methods: ['GET'] },
  );
}
