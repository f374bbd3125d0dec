import { NextResponse, type NextRequest } from 'next/server';
import { jsonError } from '@/lib/http/apiResponses';
import { isSameOrigin } from '@/lib/http/sameOrigin';
import { clearSession } from '@/lib/session/session';

/** POST /api/auth/logout: forgets the member (the session cookie is cleared). */
export async function POST(request: NextRequest) {
  if (!isSameOrigin(request)) return jsonError(403, 'forbidden');
  const response = NextResponse.json({ ok: true });
  clearSession(request, response);
  return response;
}
