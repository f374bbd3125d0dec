import { readDraft, saveDraft } from './draft';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('comment drafts', () => {
  it('keeps text and the comment answered per object', () => {
    const storage = memoryStorage();
    saveDraft(0, 12, { text: '草稿\n第二行', replyTo: { commentId: 5, name: '卓玛' } }, storage);
    expect(readDraft(0, 12, storage)).toEqual({ text: '草稿\n第二行', replyTo: { commentId: 5, name: '卓玛' } });
    expect(readDraft(1, 12, storage)).toBeNull();
  });

  it('forgets an emptied draft', () => {
    const storage = memoryStorage();
    saveDraft(0, 12, { text: 'x', replyTo: null }, storage);
    saveDraft(0, 12, { text: '', replyTo: null }, storage);
    expect(storage.items.size).toBe(0);
  });

  it('ignores what it did not write', () => {
    const storage = memoryStorage();
    storage.setItem('touch:commentDraft:0:12', '{"text":3}');
    expect(readDraft(0, 12, storage)).toBeNull();
    storage.setItem('touch:commentDraft:0:12', 'not json');
    expect(readDraft(0, 12, storage)).toBeNull();
  });
});
