import 'server-only';
import { NextResponse } from 'next/server';

/**
 * A request the reader can fix (wrong code, wrong password, unknown invite): HTTP 200 with
 * `{ok: false, reason}`, because a 4xx would be logged by the browser as a failed resource,
 * and the form shows the reason (account.errors.*) anyway. Malformed or cross-origin requests
 * still get real 4xx answers.
 */
export function refused(reason: string): NextResponse {
  return NextResponse.json({ ok: false, reason });
}
