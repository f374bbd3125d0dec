/**
 * Title, summary, byline and body text for one article, drawn from its own rng.
 */
import * as W from './words.mjs';

/** Every byline role the detail page can show; absent roles answer ''. */
export const BYLINE_ROLES = [
  'source',
  'author',
  'editor',
  'liabilityEditor',
  'proofreader',
  'approver',
  'checker',
  'finalChecker',
  'planner',
  'photographer',
  'designer',
  'coordinator',
  'director',
  'intern',
  'correspondent',
];

/** @param {import('./prng.mjs').Rng} rng */
const name = (rng) => rng.pick(W.PERSON_NAMES);

/**
 * @param {import('./prng.mjs').Rng} rng
 * @param {'zh'|'en'} lang
 */
export function makeTitle(rng, lang) {
  if (lang === 'en') {
    const t = `${rng.pick(W.EN_PLACES)} ${rng.pick(W.EN_SUBJECTS)} ${rng.pick(W.EN_ACTIONS)}`;
    return t.charAt(0).toUpperCase() + t.slice(1);
  }
  const [p, s, a] = [rng.pick(W.PLACES), rng.pick(W.SUBJECTS), rng.pick(W.ACTIONS)];
  const form = rng.weighted([
    ['plain', 40],
    ['colon', 20],
    ['label', 15],
    ['count', 12],
    ['long', 8],
    ['quote', 5],
  ]);
  let title;
  switch (form) {
    case 'colon':
      title = `${p}：${s}${a}`;
      break;
    case 'label':
      title = `${rng.pick(W.TITLE_LABELS)}｜${p}${s}${a}`;
      break;
    case 'count':
      title = `${rng.int(3, 60)}个项目落地${p} ${s}${a}`;
      break;
    case 'long':
      title =
        `${p}${s}${a}，${rng.pick(W.PLACES)}${rng.pick(W.SUBJECTS)}${rng.pick(W.ACTIONS)}——记${rng.pick(W.PLACES)}` +
        `${rng.pick(W.PEOPLE)}${name(rng)}的${rng.int(5, 30)}年坚守`;
      break;
    case 'quote':
      title = `“${s}让日子越过越红火”——${p}见闻`;
      break;
    default:
      title = `${p}${s}${a}`;
  }
  // The editing system leaves markers like [=x1] in some titles; clients must strip them.
  if (rng.chance(0.04)) title = rng.chance(0.5) ? `${title}[=x${rng.int(1, 3)}]` : `[=x${rng.int(1, 3)}]${title}`;
  return title;
}

/**
 * Bylines: source/author/editor usually, the other roles now and then.
 * @param {import('./prng.mjs').Rng} rng
 * @param {'zh'|'en'} lang
 * @param {boolean} [all] fill every role (for the fixture that shows them all)
 * @returns {Record<string, string>}
 */
export function makeBylines(rng, lang, all = false) {
  /** @type {Record<string, string>} */
  const b = {};
  for (const role of BYLINE_ROLES) {
    if (role === 'source') b[role] = rng.pick(lang === 'en' ? W.SOURCES_EN : W.SOURCES);
    else if (all || ['author', 'editor'].includes(role)) b[role] = name(rng);
    else if (role === 'liabilityEditor' ? rng.chance(0.7) : rng.chance(0.12)) b[role] = name(rng);
  }
  return b;
}

/**
 * Body paragraphs with `<!--IMAGES#n-->` placeholders between them.
 * @param {import('./prng.mjs').Rng} rng
 * @param {'zh'|'en'} lang
 * @param {number[][]} imageGroups picture numbers per placeholder (may be empty)
 * @returns {{content: string, summary: string, images: {ref: string, pics: {n: number, summary: string}[]}[]}}
 */
export function makeBody(rng, lang, imageGroups) {
  const sentences = lang === 'en' ? W.EN_SENTENCES : W.SENTENCES;
  /** @type {string[]} */
  const paragraphs = [];
  const count = rng.int(3, 6);
  for (let i = 0; i < count; i++) {
    const n = rng.int(2, 3);
    const parts = [];
    for (let j = 0; j < n; j++) parts.push(rng.pick(sentences));
    paragraphs.push(parts.join(lang === 'en' ? ' ' : ''));
  }
  const summary = (paragraphs[0] ?? '').slice(0, lang === 'en' ? 140 : 60);
  /** @type {string[]} */
  const html = [];
  const images = imageGroups.map((pics, i) => ({
    ref: `<!--IMAGES#${i + 1}-->`,
    pics: pics.map((n) => ({ n, summary: rng.pick(lang === 'en' ? W.EN_PLACES : W.CAPTIONS) })),
  }));
  paragraphs.forEach((p, i) => {
    html.push(`<p>${p}</p>`);
    // Placeholders go after paragraphs 1, 3, ... so text always opens the article.
    const img = images[Math.floor(i / 2)];
    if (i % 2 === 0 && img && !html.includes(img.ref)) html.push(img.ref);
  });
  for (const img of images) if (!html.includes(img.ref)) html.push(img.ref);
  return { content: html.join('\n'), summary, images };
}
