'use client';

import { api } from '@/lib/client/http';

type Answer<T> = { ok: true; data: T } | { ok: false; reason: string };

/**
 * POST to one of our own auth handlers. A refusal (`{ok: false, reason}`, lib/auth/refused.ts)
 * or a failed request becomes a reason the form translates (account.errors.*), never a throw.
 */
export async function authPost<T>(path: string, body: unknown): Promise<Answer<T>> {
  try {
    const answer = await api.post(path, { json: body }).json<{ ok?: boolean; reason?: unknown } & T>();
    if (answer.ok === false) return { ok: false, reason: typeof answer.reason === 'string' ? answer.reason : 'failed' };
    return { ok: true, data: answer };
  } catch {
    return { ok: false, reason: 'network' };
  }
}
