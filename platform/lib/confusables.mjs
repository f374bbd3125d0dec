/**
 * A confusable skeleton of a name, in the manner of Unicode TR39 (security mechanisms, section 4):
 * two names with one skeleton read as one name, so one cannot pass for the other. Our own short
 * table of the look-alikes that matter for the names readers see here (Latin letters written with
 * Cyrillic or Greek ones, digits for letters, the dashes and boxes that pass for Chinese strokes),
 * not the whole confusables.txt; with what NFKC and case folding already join, it covers what an
 * impersonator types (docs/decisions/0080).
 */

/**
 * Characters that read as another, by what they read as; in lower case, as names are compared case
 * folded (capital look-alikes fold to these: Cyrillic А to а, Greek Α to α).
 */
const LOOK_ALIKES = {
  a: 'аɑα',
  b: 'Ь',
  c: 'сϲⅽ',
  d: 'ԁⅾ',
  e: 'еҽ',
  g: 'ɡ',
  h: 'һ',
  i: 'іıιӏ',
  j: 'јϳ',
  k: 'κк',
  l: '1|ǀ',
  m: 'ⅿ',
  n: 'ո',
  o: 'оοօ0〇',
  p: 'рρ',
  q: 'ԛ',
  s: 'ѕ',
  t: 'τт',
  u: 'υս',
  v: 'νѵⅴ',
  w: 'ԝѡ',
  x: 'хχⅹ',
  y: 'уүγ',
  z: 'ζ',
  // Strokes and boxes: the long dashes and the katakana prolonged sound mark pass for 一, the enclosure for 口.
  一: 'ー―—─━㇐',
  口: '囗',
  丨: '｜│',
  丶: '、',
};

/** @type {Map<string, string>} */
const TO_SKELETON = new Map(
  Object.entries(LOOK_ALIKES).flatMap(([reads, alikes]) => Array.from(alikes, (alike) => [alike, reads])),
);

/**
 * Marks any script may carry (Unicode's Inherited script: combining accents, variation selectors,
 * joiners). A mark of the name's own script (a Tibetan vowel sign, a subjoined letter) is part of
 * the letter and stays.
 */
const INHERITED_MARKS = /\p{Script=Inherited}/gu;

/**
 * The skeleton: NFKC (full-width and compatibility forms as their plain letters); case folded;
 * decomposed, and without inherited marks (an accent or a variation selector added to a name leaves
 * the name); look-alikes as what they read as; composed again.
 * @param {string} text
 */
export function skeleton(text) {
  // Case folded first (upper then lower case: "ß" meets "SS"), then decomposed: folding may add marks (the dotted İ).
  const folded = text.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFD').replace(INHERITED_MARKS, '');
  return Array.from(folded, (character) => TO_SKELETON.get(character) ?? character)
    .join('')
    .replaceAll('rn', 'm')
    .normalize('NFC');
}
