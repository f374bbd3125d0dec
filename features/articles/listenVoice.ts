// Which of the browser's voices reads an article (docs/decisions/0062), apart from the player
// (features/articles/listen.ts) so the listening slot can ask before loading it.

/** The languages read aloud (docs/decisions/0062): the site's, bar Tibetan, for which browsers ship no voice. */
const SPOKEN = new Set(['zh', 'en', 'de', 'fr']);

/** `zh-CN`, `zh_CN`, `cmn-Hans-CN` → `zh`. */
function languageOf(tag: string): string {
  const primary = tag.toLowerCase().replace(/_/g, '-').split('-')[0] ?? '';
  return primary === 'cmn' ? 'zh' : primary;
}

/** The smallest part of a voice this module reads. */
export interface VoiceLike {
  lang: string;
  localService: boolean;
  default: boolean;
}

/**
 * The voice for a page language, or null when there is none (or the language is not one we read):
 * the same tag first (zh-CN for zh-CN), then one on the device (no network needed), then the default.
 */
export function voiceFor<V extends VoiceLike>(voices: readonly V[], pageLang: string): V | null {
  const language = languageOf(pageLang);
  if (!SPOKEN.has(language)) return null;
  const matching = voices.filter((voice) => languageOf(voice.lang) === language);
  const exact = pageLang.toLowerCase();
  const rank = (voice: V) =>
    (voice.lang.toLowerCase().replace(/_/g, '-') === exact ? 4 : 0) +
    (voice.localService ? 2 : 0) +
    (voice.default ? 1 : 0);
  return [...matching].sort((a, b) => rank(b) - rank(a))[0] ?? null;
}

/** The browser's speech synthesis, when it has one (none on the server, nor without utterances). */
export function browserSynthesis(): SpeechSynthesis | null {
  return typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof window.SpeechSynthesisUtterance === 'function'
    ? window.speechSynthesis
    : null;
}
