/** @jest-environment node */
import {
  forgetProcessWide,
  invalidationListeners,
  processWide,
  savedNativeFetch,
  saveNativeFetch,
} from '@/lib/processWide.mjs';
import { invalidateTags } from '@/lib/cache/tags';

// The names one process shares between the front server and Next's route bundles, each of which
// has its own copy of every module (lib/processWide.mjs, docs/decisions/0076).

/** Another route bundle's copy of the owner module, as Next gives each route. */
async function anotherCopy(): Promise<typeof import('@/lib/processWide.mjs')> {
  let copy: typeof import('@/lib/processWide.mjs') | undefined;
  await jest.isolateModulesAsync(async () => {
    copy = await import('@/lib/processWide.mjs');
  });
  return copy!;
}

afterEach(() => {
  forgetProcessWide();
  saveNativeFetch(undefined);
});

test('one value per name for the whole process, whichever module copy asks first', async () => {
  const copy = await anotherCopy();
  const made = processWide('test:counter', () => ({ count: 1 }));
  const fromCopy = copy.processWide('test:counter', () => ({ count: 2 }));
  expect(fromCopy).toBe(made);
  expect(fromCopy.count).toBe(1);
});

test('forgetting starts over as a fresh process does, but keeps the saved fetch', async () => {
  const saved = async () => new Response('saved');
  saveNativeFetch(saved);
  const before = processWide('test:counter', () => ({ count: 1 }));
  forgetProcessWide();
  expect(processWide('test:counter', () => ({ count: 2 })).count).toBe(2);
  expect(processWide('test:counter', () => ({ count: 3 }))).not.toBe(before);
  expect(savedNativeFetch()).toBe(saved);
});

test('the fetch the front server saves is the one another copy reads, until it is forgotten', async () => {
  const saved = async () => new Response('saved');
  saveNativeFetch(saved);
  expect((await anotherCopy()).savedNativeFetch()).toBe(saved);
  saveNativeFetch(undefined);
  expect(savedNativeFetch()).toBeUndefined();
});

// The front server subscribes its page cache through the same accessor (server/invalidation.mjs,
// tested by server/test/invalidation.test.mjs): a write handler's invalidateTags reaches it.
test("a write handler's invalidation reaches every listener of the process, in any module copy", async () => {
  const heard: (readonly string[])[] = [];
  const listener = (tags: readonly string[]) => void heard.push(tags);
  (await anotherCopy()).invalidationListeners().add(listener);
  await invalidateTags(['article:42']);
  expect(heard).toEqual([['article:42']]);
  invalidationListeners().delete(listener);
  await invalidateTags(['article:43']);
  expect(heard).toHaveLength(1);
});
