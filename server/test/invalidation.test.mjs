// The front server's side of invalidation by tag: its listeners are the process-wide set that
// lib/cache/tags.ts's invalidateTags also reaches (lib/processWide.mjs, docs/decisions/0076).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { invalidationListeners } from '../../lib/processWide.mjs';
import { invalidateLocally, onInvalidate } from '../invalidation.mjs';

test("a listener hears the tags invalidated here and those of Next's bundles, until it unsubscribes", async () => {
  /** @type {(readonly string[])[]} */
  const heard = [];
  const unsubscribe = onInvalidate((tags) => void heard.push(tags));
  await invalidateLocally(['article:42']);
  // What lib/cache/tags.ts's invalidateTags does inside a route bundle.
  await Promise.all([...invalidationListeners()].map(async (listener) => listener(['column:7'])));
  assert.deepEqual(heard, [['article:42'], ['column:7']]);
  assert.equal(unsubscribe(), true);
  await invalidateLocally(['article:43']);
  assert.equal(heard.length, 2);
  assert.equal(invalidationListeners().size, 0);
});
