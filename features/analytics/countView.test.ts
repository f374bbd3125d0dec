import { callHandler } from '@/lib/client/http';
import { setExpiring } from '@/lib/format/storage';
import { countPageView, forgetSweep } from './countView';

jest.mock('@/lib/client/http', () => ({ callHandler: jest.fn() }));
const call = jest.mocked(callHandler);

class MemoryStorage {
  readonly values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

function fakeDocument(search: string, visibilityState: DocumentVisibilityState, prerendering = false) {
  const doc = new EventTarget() as EventTarget & {
    location: { search: string };
    visibilityState: DocumentVisibilityState;
    prerendering: boolean;
  };
  Object.assign(doc, { location: { search }, visibilityState, prerendering });
  return doc;
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  call.mockReset().mockResolvedValue({ counted: true });
  forgetSweep();
});

describe('countPageView', () => {
  it('sends the click once a day per object from this browser', async () => {
    const storage = new MemoryStorage() as unknown as Storage;
    countPageView('article', 42, fakeDocument('', 'visible') as unknown as Document, storage);
    await flush();
    countPageView('article', 42, fakeDocument('', 'visible') as unknown as Document, storage);
    await flush();
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]?.[1]).toEqual({ id: 42, kind: 'article', event: 'click' });
    // Counted per device: a device from an earlier call is asked for first (docs/decisions/0043).
    expect(call.mock.calls[0]?.[2]).toEqual({ device: 'established' });
    countPageView('article', 43, fakeDocument('', 'visible') as unknown as Document, storage);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it("yesterday's mark is removed when older than its lifetime: the view counts again, and marks of days gone are swept", async () => {
    const storage = new MemoryStorage();
    const yesterday = Date.now() - 24 * 60 * 60 * 1000;
    // Marks live until the end of the day they were made (lib/format/storage.ts restOfDayMs).
    setExpiring(storage, 'touch:counted:click:article:42', true, 60_000, yesterday);
    setExpiring(storage, 'touch:counted:click:article:7', true, 60_000, yesterday);
    storage.setItem('touch:counted:click:article:8', '2020-1-1');
    storage.setItem('touch:theme', 'dark');
    countPageView('article', 42, fakeDocument('', 'visible') as unknown as Document, storage as unknown as Storage);
    await flush();
    expect(call).toHaveBeenCalledTimes(1);
    // Article 42 is marked for today again; 7 (another day's) and 8 (an older version's) are gone; other items stay.
    expect([...storage.values.keys()].sort()).toEqual(['touch:counted:click:article:42', 'touch:theme']);
    countPageView('article', 42, fakeDocument('', 'visible') as unknown as Document, storage as unknown as Storage);
    await flush();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('a reader arriving from a shared link sends the share-page click too', () => {
    countPageView('live', 7, fakeDocument('?from=timeline', 'visible') as unknown as Document, null);
    expect(call.mock.calls.map((c) => c[1])).toEqual([
      { id: 7, kind: 'live', event: 'click' },
      { id: 7, kind: 'live', event: 'sharePageClick' },
    ]);
  });

  it('a prerendered or hidden page counts when first seen, not before', () => {
    const doc = fakeDocument('', 'hidden', true);
    countPageView('article', 42, doc as unknown as Document, null);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(call).not.toHaveBeenCalled();
    Object.assign(doc, { prerendering: false, visibilityState: 'visible' });
    doc.dispatchEvent(new Event('prerenderingchange'));
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('a prerender never shown counts nothing', () => {
    const stop = countPageView('article', 42, fakeDocument('', 'hidden', true) as unknown as Document, null);
    stop();
    expect(call).not.toHaveBeenCalled();
  });

  it('a failed call is not remembered: the next view tries again', async () => {
    call.mockRejectedValueOnce(new Error('offline'));
    const storage = new MemoryStorage() as unknown as Storage;
    countPageView('article', 42, fakeDocument('', 'visible') as unknown as Document, storage);
    await flush();
    countPageView('article', 42, fakeDocument('', 'visible') as unknown as Document, storage);
    expect(call).toHaveBeenCalledTimes(2);
  });
});
