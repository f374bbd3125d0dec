import { test, expect } from './support/test';
import { DEMO } from './support/identity';

// The stated limits of uploads (features/uploads/kinds.ts: a sound 20 MB, a video 50 MB) hold in the
// production server: a body over the proxy's buffer (10 MB) reaches the upload handler whole, and
// one over the kind's limit gets the handler's 413 tooLarge, not a 400 for a body cut short.
const MB = 1024 * 1024;

/** A PCM WAV file of about `bytes` bytes: RIFF header, fmt chunk, silence. */
function wav(bytes: number): Buffer {
  const data = bytes - 44;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data, 40);
  return Buffer.concat([header, Buffer.alloc(data)]);
}

test('a 15 MB sound reaches the upload handler and is stored; a 21 MB one answers 413 tooLarge', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const origin = new URL(baseURL!).origin;
  expect((await request.get('api/analytics/serverTime')).ok()).toBe(true);
  const login = await request.post('api/member/authLogin', {
    data: { mode: 'password', consent: true, phone: DEMO.phone, password: DEMO.password },
    headers: { origin },
  });
  expect(login.status()).toBe(200);

  const fits = await request.post('api/uploads?kind=audio', {
    headers: { origin },
    multipart: { file: { name: 'voice.wav', mimeType: 'audio/wav', buffer: wav(15 * MB) } },
  });
  expect(fits.status(), await fits.text()).toBe(200);
  expect(await fits.json()).toMatchObject({ kind: 'audio', type: 'audio/wav' });

  const over = await request.post('api/uploads?kind=audio', {
    headers: { origin },
    multipart: { file: { name: 'voice.wav', mimeType: 'audio/wav', buffer: wav(21 * MB) } },
  });
  expect(over.status()).toBe(413);
  expect(await over.json()).toMatchObject({ error: { code: 'tooLarge' } });
});
