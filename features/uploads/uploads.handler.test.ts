import { NextRequest } from 'next/server';
import { sealData } from 'iron-session';
import { DEVICE_COOKIE } from '@/lib/session/device';
import { SESSION_COOKIE, SESSION_TTL_SECONDS } from '@/lib/session/session';
import type { SessionMember } from '@/lib/session/member';
import { MAX_BYTES } from '@/features/uploads/kinds';
import { POST } from './uploads.handler';

// The refusals of the upload handler happen before the platform is asked: a request that
// reached the platform here would fail the test (no platform runs under jest).

process.env.SESSION_SECRET = 'a-test-secret-that-is-long-enough-for-iron-session';

const ORIGIN = 'http://touch.test';
const DEVICE = '0b9f5d3e-7f5c-4d0e-9c7a-2f3e4d5c6b7a';
const MEMBER: SessionMember = {
  userId: '42',
  nickname: 'reader',
  head: '',
  token: 'access',
  accessToken: 'access',
  refreshToken: 'refresh',
  accessExpiresAt: Date.now() + 3_600_000,
  device: DEVICE,
  via: 'phone',
};

async function upload(
  files: { bytes: Uint8Array; name: string; type: string }[],
  { kind = 'picture', signedIn = true, body }: { kind?: string; signedIn?: boolean; body?: BodyInit } = {},
) {
  const form = new FormData();
  for (const file of files)
    form.append('file', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
  const encoded = new Request(ORIGIN, { method: 'POST', body: body ?? form });
  const headers = new Headers({
    host: 'touch.test',
    origin: ORIGIN,
    'content-type': encoded.headers.get('content-type')!,
  });
  const seal = signedIn
    ? await sealData({ member: MEMBER }, { password: process.env.SESSION_SECRET!, ttl: SESSION_TTL_SECONDS })
    : '';
  headers.set(
    'cookie',
    [`${DEVICE_COOKIE}=${DEVICE}`, signedIn ? `${SESSION_COOKIE}=${seal}` : ''].filter(Boolean).join('; '),
  );
  const buffer = await encoded.arrayBuffer();
  return POST(
    new NextRequest(`${ORIGIN}/wap/touch/api/uploads?kind=${kind}`, { method: 'POST', headers, body: buffer }),
  );
}

async function codeOf(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  return ((await response.json()) as { error: { code: string } }).error.code;
}

const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n');
const svg = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
);
const jpegHead = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);

describe('POST /api/uploads refuses before the platform', () => {
  it('asks a reader who is not signed in to sign in (401)', async () => {
    expect(
      await codeOf(await upload([{ bytes: jpegHead, name: 'a.jpg', type: 'image/jpeg' }], { signedIn: false }), 401),
    ).toBe('loginRequired');
  });

  it('refuses a PDF named .jpg and typed image/jpeg by its content (415)', async () => {
    expect(await codeOf(await upload([{ bytes: pdf, name: 'photo.jpg', type: 'image/jpeg' }]), 415)).toBe(
      'uploadWrongType',
    );
  });

  it('refuses an SVG, script or not (415)', async () => {
    expect(await codeOf(await upload([{ bytes: svg, name: 'logo.png', type: 'image/svg+xml' }]), 415)).toBe(
      'uploadWrongType',
    );
  });

  it('refuses an empty file (400)', async () => {
    expect(await codeOf(await upload([{ bytes: new Uint8Array(0), name: 'empty.jpg', type: 'image/jpeg' }]), 400)).toBe(
      'uploadEmpty',
    );
  });

  it('refuses a file over the kind’s limit (413)', async () => {
    const big = new Uint8Array(MAX_BYTES.picture + 1);
    big.set(jpegHead);
    expect(await codeOf(await upload([{ bytes: big, name: 'big.jpg', type: 'image/jpeg' }]), 413)).toBe('tooLarge');
  });

  it('refuses a JPEG head that does not decode (415)', async () => {
    expect(await codeOf(await upload([{ bytes: jpegHead, name: 'cut.jpg', type: 'image/jpeg' }]), 415)).toBe(
      'uploadUnreadable',
    );
  });

  it('refuses a video whose container does not hold together (415)', async () => {
    // An mp4 head (ftyp) followed by a movie box that claims more bytes than the file has.
    const cut = Uint8Array.from([
      0,
      0,
      0,
      16,
      ...new TextEncoder().encode('ftypisom'),
      0,
      0,
      0,
      0,
      0,
      0,
      1,
      0,
      ...new TextEncoder().encode('moov'),
    ]);
    expect(
      await codeOf(await upload([{ bytes: cut, name: 'clip.mp4', type: 'video/mp4' }], { kind: 'video' }), 415),
    ).toBe('uploadUnreadable');
  });

  it('takes exactly one file (400)', async () => {
    const two = [
      { bytes: jpegHead, name: 'a.jpg', type: 'image/jpeg' },
      { bytes: jpegHead, name: 'b.jpg', type: 'image/jpeg' },
    ];
    expect(await codeOf(await upload(two), 400)).toBe('oneFile');
  });

  it('refuses an unknown kind (400) and a body that is not multipart (415)', async () => {
    expect(
      await codeOf(await upload([{ bytes: jpegHead, name: 'a.jpg', type: 'image/jpeg' }], { kind: 'document' }), 400),
    ).toBe('badRequest');
    expect(await codeOf(await upload([], { body: 'plain text' }), 415)).toBe('unsupportedMediaType');
  });

  it('refuses an MP4 sent as audio', async () => {
    const mp4 = Uint8Array.from([0, 0, 0, 0x20, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0]);
    expect(
      await codeOf(await upload([{ bytes: mp4, name: 'clip.mp4', type: 'video/mp4' }], { kind: 'picture' }), 415),
    ).toBe('uploadWrongType');
  });
});
