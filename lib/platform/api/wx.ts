import 'server-only';
import { platformCall } from '../call';
import { wxSignatureSchema, type WxSignature } from '../schemas/wx';
import { rawWxUserinfoSchema } from '../schemas/member';
import type { WeixinProfile } from '@/lib/types/member';

/** The JS-SDK signature for a page URL (only the platform holds the ticket and secret). */
export async function getWxSignature(url: string): Promise<WxSignature> {
  return platformCall('wx/signature', { params: { url: url.split('#')[0] }, schema: wxSignatureSchema });
}

/** Trades a weixin authorize code for the reader's weixin profile (the platform holds the app secret). */
export async function getWxUserinfoByCode(code: string): Promise<WeixinProfile> {
  const raw = await platformCall('wx/getWxUserinfoByCode', { params: { code }, schema: rawWxUserinfoSchema });
  return { openid: raw.openid, unionid: raw.unionid, nickname: raw.nickname, headimgurl: raw.headimgurl };
}
