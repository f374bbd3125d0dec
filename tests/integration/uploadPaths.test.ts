/**
 * The three ways a reader's file reaches the platform (docs/decisions/0022, siteConfig.uploadType): app_if
 * upload, the object storage (minIOUrl, consolidated result) and the media-asset store (access
 * token, bytes, mamUploadDone2). Each against a platform started on that path: the file is stored
 * as the member's, served back as the same picture, and the platform still refuses what is not a picture.
 */
import sharp from 'sharp';
import { launchPlatform, type RunningPlatform } from '@/platform/launch.mjs';
import { forgetProcessWide } from '@/lib/processWide.mjs';
import { callCounts, faultControl } from './loadClient';

jest.setTimeout(90_000);

const platforms: RunningPlatform[] = [];
afterAll(async () => {
  await Promise.all(platforms.map((p) => p.stop()));
});

async function uploaderOn(uploadType: string) {
  const platform = await launchPlatform({ seedArticles: 200, faults: true, env: { PLATFORM_UPLOAD_TYPE: uploadType } });
  platforms.push(platform);
  process.env.XY_API_BASE_URL = platform.url;
  delete process.env.XY_MINIO_URL;
  delete process.env.XY_MAM_URL;
  forgetProcessWide();
  let upload: typeof import('@/features/uploads/server/upload') | undefined;
  await jest.isolateModulesAsync(async () => {
    upload = await import('@/features/uploads/server/upload');
  });
  const pair = (await faultControl(platform, 'POST', '/member-token', { userId: 1, device: 'upload-test-device' })) as {
    accessToken: string;
  };
  return { platform, upload: upload!, member: { token: pair.accessToken, device: 'upload-test-device' } };
}

const picture = async () => ({
  kind: 'picture' as const,
  bytes: await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c8102e' } })
    .png()
    .toBuffer(),
  type: 'image/png',
  name: 'red.png',
  width: 40,
  height: 30,
});

describe.each([
  ['0', 'upload', ['app_if/upload']],
  ['1', 'the object storage', []],
  ['2', 'the media-asset store', ['app_if/mamUploadAccessToken2', 'app_if/mamUploadDone2']],
])('uploadType %s: %s', (uploadType, _name, calls) => {
  it('stores the file as the member’s and serves back the same picture (the platform draws it again too: docs/decisions/0080)', async () => {
    const { platform, upload, member } = await uploaderOn(uploadType);
    const file = await picture();
    const stored = await upload.uploadToPlatform(file, member);
    expect(stored).toMatchObject({ type: 'image/png' });
    expect(stored.fileId).toMatch(/^[0-9a-f]{24}$/);
    const served = Buffer.from(await (await fetch(stored.url)).arrayBuffer());
    const pixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const [sent, back] = await Promise.all([pixels(file.bytes), pixels(served)]);
    expect([back.info.width, back.info.height]).toEqual([40, 30]);
    expect(back.data.equals(sent.data)).toBe(true);
    const counts = await callCounts(platform);
    for (const call of calls) expect(counts[call]).toBe(1);
    if (uploadType !== '0') expect(counts['app_if/upload'] ?? 0).toBe(0);

    // The path's own checks are the platform's: a PDF named as a picture is refused.
    const pdf = { ...file, bytes: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n') };
    await expect(upload.uploadToPlatform(pdf, member)).rejects.toThrow(/jpg, jpeg, png, gif, bmp/);
  });
});

test('the media-asset store refuses bytes without a valid upload token', async () => {
  const { platform } = await uploaderOn('2');
  const form = new FormData();
  form.append('accessToken', 'not-a-token');
  form.append('file', new Blob([Buffer.from('x')]), 'x.png');
  const refused = (await (await fetch(`${platform.url}/mam/upload`, { method: 'POST', body: form })).json()) as {
    status: number;
    message: string;
  };
  expect(refused.status).not.toBe(0);
  expect(refused.message).toBe('upload token expired');
});
