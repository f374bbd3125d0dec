/**
 * The public record the dialect tests compare against (platform/test/fixtures/public/): answers
 * recorded by a live site's test suite (jiangbm/XFJ_FZ_API output.xml) and, under reconstructed/,
 * key lists read from the gateway's and the CMS's sources. Each file names its repository and file.
 * Comparisons are of keys and JSON value types: content differs by nature (another site's articles).
 */
import fs from 'node:fs';
import path from 'node:path';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'public');

/** @param {string} name e.g. 'getArticleContent.json' or 'reconstructed/getColumns.json' @returns {any} */
export function sample(name) {
  return JSON.parse(fs.readFileSync(path.join(DIR, name), 'utf8'));
}

/** Every sample file, for the test that they all name their source. */
export function sampleFiles() {
  return fs
    .readdirSync(DIR, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.json'));
}

/** A JSON value's type as the samples are compared: null, array, or typeof. @param {unknown} v */
export const typeOf = (v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** @param {Record<string, unknown>} o @returns {Record<string, string>} key -> type */
export const keyTypes = (o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeOf(v)]));

/**
 * Ours has exactly the sample's keys (besides `extras`, keys the public sources show the real
 * platform adding in cases the sample is not), each with the sample's type (besides `types`,
 * where another public source shows another type).
 * @param {Record<string, unknown>} ours
 * @param {Record<string, string>} expected key -> type (keyTypes of a recorded answer, or a reconstructed key list)
 * @param {{label: string, extras?: string[], types?: Record<string, string>}} o
 */
export function assertShape(ours, expected, { label, extras = [], types = {} }) {
  assert.equal(typeOf(ours), 'object', `${label} is an object`);
  const mine = keyTypes(ours);
  const missing = Object.keys(expected).filter((k) => !(k in mine));
  const added = Object.keys(mine).filter((k) => !(k in expected) && !extras.includes(k));
  assert.deepEqual({ missing, added }, { missing: [], added: [] }, `${label}: keys as the public record has them`);
  for (const [k, t] of Object.entries(expected)) {
    if (k in mine) assert.equal(mine[k], types[k] ?? t, `${label}.${k} is a ${types[k] ?? t}`);
  }
}

/**
 * List item keys the CMS adds only when the article has the thing (ArticleJsonHelper.listAtts and
 * listArticleBaseField of intergrate-dev/xy6.0-xzw; the recorded items carry them on some items only):
 * pictures, a video, an account, tags, a picture ratio, related articles, a topic column.
 */
export const CONDITIONAL_ITEM_KEYS = [
  'pic0',
  'pic1',
  'pic2',
  'picMiddle',
  'picSmall',
  'picRatio',
  'tags',
  'videoUrl',
  'duration',
  'size',
  'videoStyle',
  'xyAccountID',
  'xyAccount',
  'xyAccountIcon',
  'xyDescription',
  'related',
  'subColumnID',
  'content',
];

/**
 * A list item against the recorded item of its article type (fixtures/public/listItems.json; an
 * H5 piece, which the record lacks, against the link article): the recorded keys less the
 * conditional ones are required, the conditional ones allowed, every type as recorded.
 * @param {Record<string, unknown>} item @param {string} label
 */
export function assertListItem(item, label) {
  const recorded = sample('listItems.json').items;
  const type = String(item.articleType === 12 ? 4 : item.articleType);
  const model = recorded[type]?.item;
  assert.ok(model, `${label}: the record has an item of articleType ${type}`);
  /**
   * Every type any recorded item gives a key; picMiddle and picSmall, which the per-type picks lack,
   * are address strings as listAtts writes them (and as other recorded items carry them).
   * @type {Record<string, string>}
   */
  const allTypes = { picMiddle: 'string', picSmall: 'string' };
  for (const { item: r } of Object.values(recorded)) Object.assign(allTypes, keyTypes(r));
  const required = Object.fromEntries(
    Object.entries(keyTypes(model)).filter(([k]) => !CONDITIONAL_ITEM_KEYS.includes(k)),
  );
  const present = Object.fromEntries(
    CONDITIONAL_ITEM_KEYS.filter((k) => k in item).map((k) => [k, allTypes[k] ?? 'missing from the record']),
  );
  assertShape(item, { ...required, ...present }, { label });
}
