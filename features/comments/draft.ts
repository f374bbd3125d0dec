/**
 * A comment being written, kept in the tab's session storage per object, so a reader sent to log
 * in comes back to the same text (docs/decisions/0018), and a failed post loses nothing.
 */
type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface Draft {
  text: string;
  /** The comment answered, if any. */
  replyTo: { commentId: number; name: string } | null;
}

const keyOf = (sourceType: number, objectId: number) => `touch:commentDraft:${sourceType}:${objectId}`;

function store(): SessionStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked (private modes, sandboxed frames): drafts just are not kept
  }
}

export function readDraft(sourceType: number, objectId: number, storage: SessionStore | null = store()): Draft | null {
  try {
    const raw = storage?.getItem(keyOf(sourceType, objectId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Draft>;
    if (typeof value.text !== 'string') return null;
    const reply = value.replyTo;
    const replyTo =
      reply && typeof reply.commentId === 'number' && typeof reply.name === 'string'
        ? { commentId: reply.commentId, name: reply.name }
        : null;
    return { text: value.text, replyTo };
  } catch {
    return null;
  }
}

export function saveDraft(
  sourceType: number,
  objectId: number,
  draft: Draft,
  storage: SessionStore | null = store(),
): void {
  try {
    if (draft.text === '' && draft.replyTo === null) storage?.removeItem(keyOf(sourceType, objectId));
    else storage?.setItem(keyOf(sourceType, objectId), JSON.stringify(draft));
  } catch {
    // full or blocked: the draft stays in the input
  }
}
