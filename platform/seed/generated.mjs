/**
 * The bulk of the seed: articles GENERATED_START.. spread over the article columns.
 * Column, type and time depend only on the article's index, so a 120-article seed
 * is an exact prefix of the 100 000-article one.
 */
import { rngFor } from './prng.mjs';
import { ARTICLE_COLUMNS } from './columns.mjs';
import { makeArticle, TYPE } from './article-factory.mjs';
import { ANCHOR_SECONDS } from '../lib/time.mjs';

/** First generated id; 1000..1099 are reserved for hand-placed fixtures. */
export const GENERATED_START = 1100;

/** @type {Record<string, (readonly [number, number])[]>} type weights per column style */
const TYPES_BY_STYLE = {
  news: [
    [TYPE.NEWS, 78],
    [TYPE.PHOTOS, 7],
    [TYPE.VIDEO, 8],
    [TYPE.LINK, 4],
    [TYPE.H5, 3],
  ],
  bigPic: [
    [TYPE.NEWS, 80],
    [TYPE.VIDEO, 15],
    [TYPE.PHOTOS, 5],
  ],
  threePics: [
    [TYPE.NEWS, 85],
    [TYPE.PHOTOS, 15],
  ],
  video: [[TYPE.VIDEO, 1]],
  image: [[TYPE.PHOTOS, 1]],
  live: [[TYPE.LIVE, 1]],
};
const EN_TYPES = [
  [TYPE.NEWS, 90],
  [TYPE.VIDEO, 10],
];
const COLUMN_WEIGHTS = ARTICLE_COLUMNS.map((c) => /** @type {const} */ ([c, c.weight]));

/**
 * @param {number} index 0-based position among generated articles
 * @returns {import('./article-factory.mjs').SeedArticle}
 */
export function generatedArticle(index) {
  const id = GENERATED_START + index;
  // A separate stream from the article's own, so choosing a column never shifts its text.
  const rng = rngFor(id ^ 0x40000000);
  // The first pass visits every column once, so even a tiny seed fills every list.
  const column = ARTICLE_COLUMNS[index] ?? rng.weighted(COLUMN_WEIGHTS);
  const weights = column.lang === 'en' ? EN_TYPES : (TYPES_BY_STYLE[column.style] ?? TYPES_BY_STYLE.news);
  const type = rng.weighted(/** @type {[number, number][]} */ (weights));
  // ~15 min apart, going back from 4 h before the anchor (fixtures own the newest slots).
  const publishTime = ANCHOR_SECONDS - 4 * 3600 - index * 900 - rng.int(0, 840);
  // Only the last few days can still be upcoming or on air; older lives have ended.
  const liveStatus = index < 300 ? undefined : 2;
  return makeArticle(id, column, type, { publishTime, liveStatus });
}
