import { z } from 'zod';
import { NextResponse } from 'next/server';
import { getVerifyCodeImage } from '@/features/member/server/verifyCode';
import { allOf, defineHandler, rawResponse, slidingWindow } from '@/lib/http/handler';

/** GET /api/auth/verify-code: the image verify code for this reader's device, from the platform. */
export const GET = defineHandler({
  path: 'auth/verify-code',
  method: 'GET',
  // `v` only makes each picture's address new, so the browser does not reuse the last one.
  input: z.object({ v: z.string().max(12).optional() }),
  answer: rawResponse,
  member: 'none',
  device: 'required',
  rateLimit: allOf(
    slidingWindow({ name: 'verify-code', limit: 30, windowMs: 60_000, by: ['device'] }),
    // Per address too: a fresh device cookie is free (docs/security.md, "Limits").
    slidingWindow({ name: 'verify-code:address', limit: 120, windowMs: 60_000, by: ['address'] }),
  ),
  async handle({ device }) {
    const image = await getVerifyCodeImage(device);
    return new NextResponse(image.body, {
      headers: {
        'content-type': image.type,
        'cache-control': 'no-store',
        // An SVG from the platform: never let it run as a document of our origin.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'x-content-type-options': 'nosniff',
      },
    });
  },
});
