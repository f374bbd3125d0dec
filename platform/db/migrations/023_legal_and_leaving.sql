-- The user agreement and the privacy policy (getProtocol, docs/platform-api.md "Legal documents"), what
-- each member accepted, and members who cancelled their account (member/cancel). Times are milliseconds.

-- One row per document, version and language. A new version is a new row: the old text stays, so what a
-- member accepted can always be shown again. Chinese ('cn') is the text that binds; other languages are
-- courtesy translations, and a language without one falls back to Chinese.
CREATE TABLE legal_docs (
  type         TEXT    NOT NULL CHECK (type IN ('agreement', 'privacy')),
  version      INTEGER NOT NULL CHECK (version > 0),
  lang         TEXT    NOT NULL,
  title        TEXT    NOT NULL,
  -- HTML from the editors (headings, paragraphs, lists); the site sanitises it like article HTML.
  content      TEXT    NOT NULL,
  effective_at INTEGER NOT NULL,
  PRIMARY KEY (type, version, lang)
) WITHOUT ROWID;

-- Every acceptance, kept as a history (a consent is evidence: it is not overwritten). via: phone, weixin,
-- account (accepted again while signed in).
CREATE TABLE member_consents (
  id                INTEGER PRIMARY KEY,
  member_id         INTEGER NOT NULL REFERENCES members (id),
  agreement_version INTEGER NOT NULL,
  privacy_version   INTEGER NOT NULL,
  via               TEXT    NOT NULL,
  accepted_at       INTEGER NOT NULL
);
CREATE INDEX member_consents_by_member ON member_consents (member_id, id DESC);

-- A cancelled account keeps its row (ids in comments and posts point at it) but loses what identified it.
ALTER TABLE members ADD COLUMN cancelled_at INTEGER;
