'use client';

import { HTTPError } from 'ky';
import { api } from '@/lib/client/http';

/** What our auth handlers answer on failure: a reason the form translates (account.errors.*). */
export interface AuthFailure {
  reason: string;
}

/** POST to one of our own auth handlers; failures become a reason, never a thrown error. */
export async function authPost<T>(path: string, body: unknown): Promise<{ ok: true; data: T } | { ok: false; reason: string }> {
  try {
    return { ok: true, data: await api.post(path, { json: body }).json<T>() };
  } catch (error) {
    if (error instanceof HTTPError) {
      const answer = (await error.response.json().catch(() => ({}))) as Partial<AuthFailure>;
      return { ok: false, reason: typeof answer.reason === 'string' ? answer.reason : 'failed' };
    }
    return { ok: false, reason: 'network' };
  }
}
