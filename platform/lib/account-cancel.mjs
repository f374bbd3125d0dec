/**
 * Cancelling an account (注销, member/cancel): what a member leaves behind and what goes. The row
 * stays (comments, posts and questions point at its id) but loses everything that identified the
 * person: phone, password, weixin binding, nickname and picture. What they wrote in public stays
 * where it answers others, under the name CANCELLED_NAME and without their picture; what was
 * theirs alone (collection, points, follows, circle memberships) is deleted. The caller ends
 * their tokens.
 */

/** The name a cancelled member's comments and posts show. */
export const CANCELLED_NAME = '已注销用户';

/** Tables whose rows carry the writer's name beside member_id: [table, name column, picture column or null]. */
const AUTHORED = /** @type {const} */ ([
  ['discussions', 'user_name', 'user_icon'],
  ['circle_posts', 'author_name', null],
  ['tipoffs', 'author_name', null],
  ['input_articles', 'author_name', null],
  ['qa_questions', 'author_name', 'author_head'],
  ['leader_messages', 'user_name', null],
]);
/** A member's own things, deleted with the account. */
const OWN = /** @type {const} */ ([
  'favorites',
  'point_events',
  'amuc_events',
  'score_records',
  'xy_follows',
  'reporter_follows',
  'circle_members',
]);

/** @param {import('better-sqlite3').Database} db */
export function createAccountCancel(db) {
  /** Only tables this database has (a table added by a later migration may be missing in a test's schema). */
  const has = (/** @type {string} */ table) =>
    db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== undefined;
  const renames = AUTHORED.filter(([table]) => has(table)).map(([table, name, picture]) =>
    db.prepare(`UPDATE ${table} SET ${name} = ?${picture ? `, ${picture} = ''` : ''} WHERE member_id = ?`),
  );
  const deletions = OWN.filter(has).map((table) => db.prepare(`DELETE FROM ${table} WHERE member_id = ?`));
  const forget =
    db.prepare(`UPDATE members SET phone = NULL, password_hash = '', openid = NULL, unionid = '', nickname = @name, head = '',
    disabled_at = @now, cancelled_at = @now WHERE id = @id AND cancelled_at IS NULL`);

  /** Cancels the account; false when it was already cancelled. @param {number} memberId */
  return (memberId) =>
    db.transaction(() => {
      const now = Date.now();
      if (forget.run({ name: CANCELLED_NAME, now, id: memberId }).changes === 0) return false;
      for (const rename of renames) rename.run(CANCELLED_NAME, memberId);
      for (const deletion of deletions) deletion.run(memberId);
      return true;
    })();
}
