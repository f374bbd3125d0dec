/**
 * The legal documents and members' consent to them (migration 023): the current version of the
 * user agreement and the privacy policy in a language, a new version from the editors, and every
 * acceptance. A member's consent is current when it covers both documents' current versions.
 */

/** @typedef {import('../db/rows.mjs').LegalDocRow} LegalDocRow */
/** @typedef {import('../db/rows.mjs').MemberConsentRow} MemberConsentRow */
/** @typedef {'agreement' | 'privacy'} LegalType */
/** @template R @typedef {import('../db/rows.mjs').Query<R>} Query */

/** The language whose text binds, and which stands in for a missing translation. */
export const BINDING_LANG = 'cn';
export const LEGAL_TYPES = /** @type {const} */ (['agreement', 'privacy']);

/** @param {import('better-sqlite3').Database} db */
export function createLegalStore(db) {
  const s = {
    version: /** @type {Query<number>} */ (
      db.prepare('SELECT COALESCE(MAX(version), 0) FROM legal_docs WHERE type = ?').pluck()
    ),
    doc: /** @type {Query<LegalDocRow>} */ (
      db.prepare('SELECT * FROM legal_docs WHERE type = ? AND version = ? AND lang = ?')
    ),
    insert: db.prepare(
      'INSERT INTO legal_docs (type, version, lang, title, content, effective_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    consent: db.prepare(`INSERT INTO member_consents (member_id, agreement_version, privacy_version, via, accepted_at)
      VALUES (?, ?, ?, ?, ?)`),
    lastConsent: /** @type {Query<MemberConsentRow>} */ (
      db.prepare('SELECT * FROM member_consents WHERE member_id = ? ORDER BY id DESC LIMIT 1')
    ),
  };

  /** Both documents' current versions. */
  const versions = () => ({ agreement: Number(s.version.get('agreement')), privacy: Number(s.version.get('privacy')) });

  /**
   * The current version of a document in `lang`, else in the binding language; null when none exists.
   * @param {LegalType} type @param {string} lang
   */
  function current(type, lang) {
    const version = Number(s.version.get(type));
    if (version === 0) return null;
    return s.doc.get(type, version, lang) ?? s.doc.get(type, version, BINDING_LANG) ?? null;
  }

  /**
   * A new version of a document: the next number, effective now. Its texts replace every language's: a
   * language the editors did not send falls back to the binding text until they do.
   * @param {LegalType} type @param {{lang: string, title: string, content: string}[]} texts
   */
  function publish(type, texts) {
    return db.transaction(() => {
      const version = Number(s.version.get(type)) + 1;
      const now = Date.now();
      for (const t of texts) s.insert.run(type, version, t.lang, t.title, t.content, now);
      return version;
    })();
  }

  /** @param {number} memberId */
  function consentOf(memberId) {
    const row = s.lastConsent.get(memberId);
    const now = versions();
    const agreementVersion = row?.agreement_version ?? 0;
    const privacyVersion = row?.privacy_version ?? 0;
    return {
      agreementVersion,
      privacyVersion,
      consentCurrent: agreementVersion >= now.agreement && privacyVersion >= now.privacy ? 1 : 0,
    };
  }

  /**
   * Records that a member accepted the documents' current versions (what the site showed them).
   * @param {number} memberId @param {string} via phone, weixin or account
   */
  function accept(memberId, via) {
    const now = versions();
    s.consent.run(memberId, now.agreement, now.privacy, via, Date.now());
    return consentOf(memberId);
  }

  return { versions, current, publish, consentOf, accept };
}

/** @typedef {ReturnType<typeof createLegalStore>} LegalStore */
