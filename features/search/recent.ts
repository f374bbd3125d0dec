import { MAX_KEYWORD_LENGTH, keywordLength, normalizeKeyword } from './query';
import { parseStoredList, readStored, writeStoredList, type StorageLike } from '@/lib/format/storage';

// Recent searches, kept on the device only (docs/decisions/0003: not secret, so localStorage).
// Storage may throw (private mode, disabled, quota) or hold anything another script or an older
// version wrote: every such case reads as "no recent searches" and never breaks the page.

export const RECENT_SEARCHES_KEY = 'touch.search.recent';
export const MAX_RECENT_SEARCHES = 10;

const sameWord = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** The stored text as a clean list: strings only, normalized, de-duplicated, at most 10. */
export function parseRecentSearches(raw: string | null): string[] {
  const words: string[] = [];
  for (const item of parseStoredList(raw)) {
    if (typeof item !== 'string') continue;
    const word = normalizeKeyword(item);
    if (word === '' || keywordLength(word) > MAX_KEYWORD_LENGTH || words.some((w) => sameWord(w, word))) continue;
    words.push(word);
    if (words.length === MAX_RECENT_SEARCHES) break;
  }
  return words;
}

/** Recent searches, newest first. */
export function readRecentSearches(storage: StorageLike | null): string[] {
  return parseRecentSearches(readStored(storage, RECENT_SEARCHES_KEY));
}

const write = (storage: StorageLike | null, words: string[]) => writeStoredList(storage, RECENT_SEARCHES_KEY, words);

/**
 * Puts `keyword` first (moving it up when it was there already, in any letter case), keeping
 * at most 10. Returns the new list; nothing is stored for a blank or too-long keyword.
 */
export function addRecentSearch(storage: StorageLike | null, keyword: string): string[] {
  const current = readRecentSearches(storage);
  const word = normalizeKeyword(keyword);
  if (word === '' || keywordLength(word) > MAX_KEYWORD_LENGTH) return current;
  const next = [word, ...current.filter((w) => !sameWord(w, word))].slice(0, MAX_RECENT_SEARCHES);
  write(storage, next);
  return next;
}

/** Forgets every recent search; false when the storage refused. */
export function clearRecentSearches(storage: StorageLike | null): boolean {
  return write(storage, []);
}
