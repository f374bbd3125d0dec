-- Q&A (docs/decisions/0026): the ask bar's topics with readers' questions and the answers to them, and the
-- government Q&A (a reader's question to a department, answered in text, pictures, audio or video).
-- Times are milliseconds since the epoch.

-- An ask-bar topic (getSubject): a subject a newsroom or department opens for questions.
CREATE TABLE qa_topics (
  id          INTEGER PRIMARY KEY,
  title       TEXT    NOT NULL,
  description TEXT    NOT NULL DEFAULT '',
  pic         TEXT    NOT NULL DEFAULT '',
  -- The media account that hosts it (0: the site itself); getXyArticlesQuestion type 1 lists them.
  xy_id       INTEGER NOT NULL DEFAULT 0,
  -- 1: open for questions; 0: closed (its answered questions still show).
  open        INTEGER NOT NULL DEFAULT 1,
  created_at  INTEGER NOT NULL
);
CREATE INDEX qa_topics_by_xy ON qa_topics (xy_id, created_at DESC);

-- A reader's question under a topic. status: 0 pending (only its asker sees it), 1 answered
-- (public), 2 declined (only its asker sees it, with the reason in `reply_note`).
CREATE TABLE qa_questions (
  id           INTEGER PRIMARY KEY,
  topic_id     INTEGER NOT NULL REFERENCES qa_topics (id),
  member_id    INTEGER,
  author_name  TEXT    NOT NULL,
  author_head  TEXT    NOT NULL DEFAULT '',
  content      TEXT    NOT NULL,
  pics         TEXT    NOT NULL DEFAULT '[]',
  status       INTEGER NOT NULL DEFAULT 0,
  reply_note   TEXT    NOT NULL DEFAULT '',
  -- questionListHot orders by readers' interest.
  count_click  INTEGER NOT NULL DEFAULT 0,
  count_praise INTEGER NOT NULL DEFAULT 0,
  request_key  TEXT,
  created_at   INTEGER NOT NULL,
  answered_at  INTEGER,
  UNIQUE (member_id, request_key)
);
CREATE INDEX qa_questions_by_topic ON qa_questions (topic_id, status, answered_at DESC);
CREATE INDEX qa_questions_by_member ON qa_questions (member_id, created_at DESC);

-- The answers to a question (question/answerList), by the topic's editors or a department.
CREATE TABLE qa_answers (
  id          INTEGER PRIMARY KEY,
  question_id INTEGER NOT NULL REFERENCES qa_questions (id),
  answerer    TEXT    NOT NULL,
  content     TEXT    NOT NULL,
  pics        TEXT    NOT NULL DEFAULT '[]',
  created_at  INTEGER NOT NULL
);
CREATE INDEX qa_answers_by_question ON qa_answers (question_id, created_at);

-- Government Q&A (qaDetail): a question to a department and its answer. qa_type: 1 consultation,
-- 2 complaint, 3 suggestion, 4 request for help. qa_config: JSON text of display switches
-- ({"showAsker":1,"discussClosed":0}). Media columns are JSON arrays of relative media paths.
CREATE TABLE gov_qas (
  id           INTEGER PRIMARY KEY,
  title        TEXT    NOT NULL,
  content      TEXT    NOT NULL,
  asker        TEXT    NOT NULL,
  region       TEXT    NOT NULL DEFAULT '',
  department   TEXT    NOT NULL,
  answer       TEXT    NOT NULL DEFAULT '',
  images       TEXT    NOT NULL DEFAULT '[]',
  audios       TEXT    NOT NULL DEFAULT '[]',
  videos       TEXT    NOT NULL DEFAULT '[]',
  answer_pics  TEXT    NOT NULL DEFAULT '[]',
  qa_type      INTEGER NOT NULL DEFAULT 1,
  qa_config    TEXT    NOT NULL DEFAULT '{}',
  count_click  INTEGER NOT NULL DEFAULT 0,
  created_at   INTEGER NOT NULL,
  answered_at  INTEGER
);
