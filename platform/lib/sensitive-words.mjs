/**
 * Sensitive-word moderation of comments: a comment holding one of these is refused with 10203
 * and the word named, so the writer can edit it. A short demo list of the kinds real sites
 * block (gambling, fake papers, fraud); real deployments load theirs from the CMS.
 */
export const SENSITIVE_WORDS = ['赌博', '六合彩', '代开发票', '办假证', '高利贷', '刷单返利', '传销'];

/** Full-width and upper-case spellings count as the word itself. @param {string} text */
const normalise = (text) => text.normalize('NFKC').toLowerCase();

/** The first blocked word the text holds, or null. @param {string} text */
export function findSensitiveWord(text) {
  const plain = normalise(text);
  return SENSITIVE_WORDS.find((word) => plain.includes(normalise(word))) ?? null;
}
