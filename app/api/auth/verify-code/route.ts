import { NextResponse, type NextRequest } from 'next/server';
import { getVerifyCodeImage } from '@/lib/platform/member/verifyCode';
import { jsonError } from '@/lib/http/apiResponses';
import { DEVICE_COOKIE, isDeviceId } from '@/lib/session/device';

/** GET /api/auth/verify-code: the image verify code for this reader's device, from the platform. */
export async function GET(request: NextRequest) {
  const device = request.cookies.get(DEVICE_COOKIE)?.value;
  if (!isDeviceId(device)) return jsonError(400, 'no device');
  try {
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
  } catch (error) {
    return jsonError(error);
  }
}
