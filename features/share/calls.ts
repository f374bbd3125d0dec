import { defineCall } from '@/lib/platform/define';
import { rawWxUserinfoSchema } from '../member/member.schema';
import { wxSignatureSchema } from './wx.schema';

/** wx/signature: the JS-SDK signature for a page URL (only the platform holds the ticket and secret). */
export const wxSignatureCall = defineCall({
  name: 'wx/signature',
  params: (url: string) => ({ url }),
  answer: wxSignatureSchema,
});

/** wx/getWxUserinfoByCode: a weixin authorize code traded for the reader's weixin profile. */
export const getWxUserinfoByCodeCall = defineCall({
  name: 'wx/getWxUserinfoByCode',
  params: (code: string) => ({ code }),
  answer: rawWxUserinfoSchema,
});
