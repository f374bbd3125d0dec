import { z } from 'zod';
import { NextResponse } from 'next/server';
import { PosterBusy, POSTER_MAX_AGE_SECONDS, posterOf } from '@/features/share/server/posterService';
import { LOCALES } from '@/lib/i18n/locales';
import { defineHandler, handlerError, MINUTE, perReaderAndAddress, rawResponse } from '@/lib/http/handler';

/**
 * GET /api/share/poster?path=/newsDetail/1/1000.html&lang=bo: the share poster of a shareable
 * page (docs/product.md §9): a PNG the reader saves or long-presses. The same picture for every
 * reader, kept five minutes by us, browsers and CDNs; 404 for a path that is no shareable page.
 */
export const GET = defineHandler({
  path: 'share/poster',
  method: 'GET',
  input: z.object({ path: z.string().min(1).max(120), lang: z.enum(LOCALES) }),
  answer: rawResponse,
  member: 'none',
  // Drawing costs a second of CPU: a reader opens a few posters; kept ones cost nothing, but the
  // limit cannot tell them apart before the input is read.
  rateLimit: perReaderAndAddress({ name: 'share/poster', perDevice: 20, perAddress: 60, windowMs: MINUTE }),
  async handle({ input }) {
    let png: Buffer | null;
    try {
      png = await posterOf(input.path, input.lang);
    } catch (error) {
      if (error instanceof PosterBusy)
        throw handlerError('busy', 'posters are being drawn: try again in a moment', { retryAfterSeconds: 5 });
      throw error;
    }
    if (!png) throw handlerError('notFound', 'no poster for this address');
    return new NextResponse(new Uint8Array(png), {
      headers: {
        'content-type': 'image/png',
        'cache-control': `public, max-age=${POSTER_MAX_AGE_SECONDS}`,
        'x-content-type-options': 'nosniff',
      },
    });
  },
});
