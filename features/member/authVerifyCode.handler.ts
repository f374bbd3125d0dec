import { z } from 'zod';
import { NextResponse } from 'next/server';
import { getVerifyCodeImage } from '@/features/member/server/verifyCode';
import { defineHandler, MINUTE, perReaderAndAddress, rawResponse } from '@/lib/http/handler';

/** GET /api/member/authVerifyCode: the image verify code for this reader's device, from the platform. */
export const GET = defineHandler({
  path: 'member/authVerifyCode',
  method: 'GET',
  // `v` only makes each picture's address new, so the browser does not reuse the last one.
  input: z.object({ v: z.string().max(12).optional() }),
  answer: rawResponse,
  member: 'none',
  device: 'required',
  rateLimit: perReaderAndAddress({ name: 'verify-code', perDevice: 30, perAddress: 120, windowMs: MINUTE }),
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
