import type { LiveReport } from '@/features/live/live.types';

/**
 * The reporting stream's order (docs/product.md §4, the live's list): pinned items first, then
 * newest first; ties (same minute) by id, newest id first, as the platform orders them.
 */
function compare(a: LiveReport, b: LiveReport): number {
  if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
  const at = a.publishedAt ?? '';
  const bt = b.publishedAt ?? '';
  if (at !== bt) return at < bt ? 1 : -1;
  return b.id - a.id;
}

/**
 * The reports shown after `incoming` arrived (a push, or a catch-up page after a reconnect):
 * each report once, by id, the later copy winning (an edited report replaces its old text).
 * Answers the same array when nothing changed, so React skips the render.
 */
export function mergeReports(current: readonly LiveReport[], incoming: readonly LiveReport[]): LiveReport[] {
  if (incoming.length === 0) return current as LiveReport[];
  const byId = new Map(current.map((report) => [report.id, report]));
  let changed = false;
  for (const report of incoming) {
    const known = byId.get(report.id);
    if (known && known.text === report.text && known.pinned === report.pinned && known.title === report.title) continue;
    byId.set(report.id, report);
    changed = true;
  }
  return changed ? [...byId.values()].sort(compare) : (current as LiveReport[]);
}

/** How many of `incoming` the reader has not seen yet (for the "n new updates" pill). */
export function countNew(current: readonly LiveReport[], incoming: readonly LiveReport[]): number {
  const known = new Set(current.map((report) => report.id));
  return new Set(incoming.filter((report) => !known.has(report.id)).map((report) => report.id)).size;
}
