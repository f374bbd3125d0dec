import { z } from 'zod';
import { getWxSignature } from '@/features/share/server/weixin';
import { defineHandler, handlerError } from '@/lib/http/handler';
import { siteOrigin } from '@/lib/routing/site';

/**
 * GET /api/share/wxSignature?url=…: wx.config() parameters for one of OUR pages. Other URLs are
 * refused, so the handler cannot be used to sign someone else's page. Ours is the configured
 * origin (SITE_ORIGIN), never what a request's Host header says (a forged Host must not get our signature: docs/decisions/0024).
 */
export const GET = defineHandler({
  path: 'share/wxSignature',
  method: 'GET',
  input: z.object({ url: z.url({ protocol: /^https?$/ }).max(4096) }),
  answer: z.object({ appid: z.string(), timestamp: z.number(), noncestr: z.string(), signature: z.string() }),
  member: 'none',
  async handle({ input }) {
    const page = new URL(input.url);
    if (page.origin !== new URL(siteOrigin()).origin) throw handlerError('badRequest', 'not our page');
    return getWxSignature(page.href);
  },
});
