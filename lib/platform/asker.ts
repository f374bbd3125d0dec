import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { processWide } from '@/lib/processWide.mjs';
import type { FormMember } from './dialect/member';

/**
 * Who a platform call is made for (docs/decisions/0080-the-platform-sees-each-reader.md): the
 * reader's device and address, set once around each of our API handlers (lib/http/handler), so
 * every call a handler makes carries them without each call site passing them on. A call made for
 * everyone (a page render, an answer shared between readers) has no asker: it goes as the server.
 */
export interface Asker {
  /** The reader's device id (signed by this server), or null before the reader has one. */
  device: string | null;
  /** The reader's address as our front server settled it (server/forwarded.mjs), or null. */
  address: string | null;
  /**
   * The signed-in member, once the handler has read the session (nameMember): the one a g1/g2
   * form names beside the member's token (lib/platform/dialect/member.ts). Absent before then.
   */
  member?: FormMember | null;
}

// One per process: Next bundles each route with its own copy of this module (processWide.ts).
const storage = processWide('platformAsker', () => new AsyncLocalStorage<Asker>());

/** Runs `work` with every platform call in it made for `asker`. */
export function asAsker<T>(asker: Asker, work: () => T): T {
  return storage.run(asker, work);
}

/** The reader the running code calls the platform for, if any. */
export function currentAsker(): Asker | undefined {
  return storage.getStore();
}

/**
 * Says which member the running handler acts for, as its session reads (lib/http/handler): the
 * calls it makes with that member's token name them in the form on a g1/g2 platform.
 */
export function nameMember(member: FormMember | null): void {
  const asker = storage.getStore();
  if (asker) asker.member = member;
}
