import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { getWxUserinfoByCodeCall, wxSignatureCall } from '../calls';
import type { WxSignature } from '../wx.schema';
import type { WeixinProfile } from '@/features/member/member.types';

/** The JS-SDK signature for a page URL (signed without its fragment). */
export async function getWxSignature(url: string): Promise<WxSignature> {
  return platformCall(wxSignatureCall, url.split('#')[0]!);
}

/** Trades a weixin authorize code for the reader's weixin profile (the platform holds the app secret). */
export async function getWxUserinfoByCode(code: string): Promise<WeixinProfile> {
  const raw = await platformCall(getWxUserinfoByCodeCall, code);
  return { openid: raw.openid, unionid: raw.unionid, nickname: raw.nickname, headimgurl: raw.headimgurl };
}
