// A counted vote, told to whatever on the page shows counts (the votes left today, the option's
// count): one small browser event instead of a shared store for two islands.

export const VOTE_CAST_EVENT = 'touch:vote-cast';

export interface VoteCastDetail {
  optionId: number;
  count: number;
  leftToday: number;
}

export function announceVote(detail: VoteCastDetail): void {
  window.dispatchEvent(new CustomEvent<VoteCastDetail>(VOTE_CAST_EVENT, { detail }));
}

export function onVoteCast(listener: (detail: VoteCastDetail) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<VoteCastDetail>).detail);
  window.addEventListener(VOTE_CAST_EVENT, handler);
  return () => window.removeEventListener(VOTE_CAST_EVENT, handler);
}
