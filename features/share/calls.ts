import { defineCall } from '@/lib/platform/define';
import { rawWxUserinfoSchema } from '../member/member.schema';
import { wxSignatureSchema } from './wx.schema';

/** wx/signature: the JS-SDK signature for a page URL (only the platform holds the ticket and secret). */
export const wxSignatureCall = defineCall({
  name: 'wx/signature',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: (url: string) => ({ url }),
  answer: wxSignatureSchema,
  criticality: 'page',
});

/** wx/getWxUserinfoByCode: a weixin authorize code traded for the reader's weixin profile. */
export const getWxUserinfoByCodeCall = defineCall({
  name: 'wx/getWxUserinfoByCode',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: (code: string) => ({ code }),
  answer: rawWxUserinfoSchema,
  criticality: 'page',
});
