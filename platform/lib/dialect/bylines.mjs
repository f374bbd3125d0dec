/**
 * Byline roles under both names. The designed dialect names them as docs/platform-api.md does
 * (liabilityEditor, photographer, designer, coordinator); the real article answer
 * (ArticleJsonHelper.setBasicField of intergrate-dev/xy6.0-xzw, and the recorded answer in
 * platform/test/fixtures/public/getArticleContent.json) calls them liability, cameraman, drawer,
 * overallPlanning. Stored bylines may use either name; each dialect reads them through here.
 */

/** Designed name -> real name, for the roles whose names differ. */
const RENAMED = /** @type {const} */ ({
  liabilityEditor: 'liability',
  photographer: 'cameraman',
  designer: 'drawer',
  coordinator: 'overallPlanning',
});

/** Roles the real article answer carries, each a string ('' when nobody holds it). */
export const REAL_ROLES = /** @type {const} */ ([
  'liability',
  'collaborator',
  'editor',
  'cameraman',
  'drawer',
  'overallPlanning',
  'correspondent',
  'intern',
  'director',
  'planner',
  'checker',
]);

/** @type {Record<string, string>} real name -> designed name */
const BACK = Object.fromEntries(Object.entries(RENAMED).map(([designed, real]) => [real, designed]));

/**
 * The bylines under their designed names (a real name stored is read as its designed one; a
 * real-only role, such as collaborator, has no designed name and is left out).
 * @param {Record<string, string>} stored
 * @param {readonly string[]} designedRoles the designed role list (seed/text.mjs BYLINE_ROLES)
 * @returns {Record<string, string>}
 */
export function designedBylines(stored, designedRoles) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const role of designedRoles) out[role] = '';
  for (const [role, name] of Object.entries(stored)) {
    const designed = BACK[role] ?? role;
    if (designed in out && name) out[designed] = name;
  }
  return out;
}

/**
 * The bylines under their real names: every REAL_ROLES key, plus source and author (strings).
 * Designed-only roles (proofreader, approver, finalChecker) have no real field and are dropped.
 * @param {Record<string, string>} stored
 * @returns {Record<string, string>}
 */
export function realBylines(stored) {
  /** @type {Record<string, string>} */
  const out = { source: '', author: '' };
  for (const role of REAL_ROLES) out[role] = '';
  for (const [role, name] of Object.entries(stored)) {
    const real = /** @type {Record<string, string>} */ (RENAMED)[role] ?? role;
    if (real in out && name) out[real] = name;
  }
  return out;
}
