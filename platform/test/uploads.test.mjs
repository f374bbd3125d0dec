/**
 * upload (docs/decisions/0022): a member's file, checked by content and size on the platform too, stored
 * under the data directory and served back with its type and nosniff; refusals store nothing.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { makePlatform, dispose, postEncrypted, tokenFor, PUBLIC_URL } from './helpers.mjs';
import { DEMO_MEMBER } from '../seed/members.mjs';

/** @type {import('fastify').FastifyInstance} */ let app;
/** @type {string} */ let dir;
/** @type {string} */ let token;
before(async () => {
  ({ app, dir } = await makePlatform({ images: false }));
  const login = await postEncrypted(app, 'member/loginByPassword', {
    phone: DEMO_MEMBER.phone,
    password: DEMO_MEMBER.password,
    device: 'dev-up',
  });
  token = login.body.data.accessToken;
});
after(() => dispose(app, dir));

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * @param {{bytes: Buffer, name: string, type: string}[]} files @param {string} kind
 * @param {{token?: string}} [o]
 */
async function upload(files, kind, o = { token: '' }) {
  const form = new FormData();
  form.append('fileType', kind);
  for (const f of files) form.append('file', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const encoded = new Request('http://x/', { method: 'POST', body: form });
  const res = await app.inject({
    method: 'POST',
    url: '/app_if/upload',
    headers: {
      'content-type': String(encoded.headers.get('content-type')),
      ...(o.token === undefined ? {} : { token: o.token || token }),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return res.json();
}

const storedFiles = () => {
  const root = path.join(dir, 'media', 'uploads');
  return fs.existsSync(root)
    ? fs.readdirSync(root, { recursive: true }).filter((f) => String(f).includes('.')).length
    : 0;
};

test('a member uploads a picture: stored, then served with its type and nosniff', async () => {
  const before_ = storedFiles();
  const body = await upload([{ bytes: PNG_1x1, name: 'x.jpg', type: 'image/jpeg' }], 'picture');
  assert.equal(body.status, 0, body.message);
  assert.equal(body.data.type, 'image/png', 'the content decides, not the name or the stated type');
  assert.ok(body.data.url.startsWith(`${PUBLIC_URL}/media/uploads/`));
  assert.match(body.data.fileId, /^[0-9a-f]{24}$/);
  assert.equal(storedFiles(), before_ + 1);
  const served = await app.inject({ method: 'GET', url: body.data.url.slice(PUBLIC_URL.length) });
  assert.equal(served.statusCode, 200);
  assert.equal(served.headers['content-type'], 'image/png');
  assert.equal(served.headers['x-content-type-options'], 'nosniff');
  const stored = await sharp(served.rawPayload).metadata();
  assert.deepEqual([stored.format, stored.width, stored.height], ['png', 1, 1], 'the picture itself, drawn again');
  assert.deepEqual([body.data.width, body.data.height], [1, 1], 'its size as drawn');
});

/** A PNG whose header claims `side` x `side` pixels, its data a few bytes (a decompression bomb's shape). @param {number} side */
function claimedPng(side) {
  const chunk = (/** @type {string} */ type, /** @type {Buffer} */ data) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // one bit a pixel, greyscale
  return Buffer.concat([
    PNG_1x1.subarray(0, 8),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// docs/decisions/0080: pictures sent straight to the platform skipped the front end's checks: a 48 KB
// PNG of 20000 x 20000 was stored (and made a share poster answer 500), a JPEG with an HTML tail kept it.
test('a picture sent straight to the platform is checked as the front end checks it: bounded, drawn again, nothing after it', async () => {
  const before_ = storedFiles();
  const bomb = await upload([{ bytes: claimedPng(20_000), name: 'a.png', type: 'image/png' }], 'picture');
  assert.equal(bomb.message, 'the picture cannot be read, or is larger than 50 megapixels');
  assert.equal(storedFiles(), before_, 'nothing stored');

  const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'GPS here' } } })
    .jpeg()
    .toBuffer();
  const polyglot = Buffer.concat([jpeg, Buffer.from('<html><script>alert(document.domain)</script></html>')]);
  const sent = await upload([{ bytes: polyglot, name: 'a.jpg', type: 'image/jpeg' }], 'picture');
  assert.equal(sent.status, 0, sent.message);
  const served = (await app.inject({ method: 'GET', url: sent.data.url.slice(PUBLIC_URL.length) })).rawPayload;
  assert.ok(!served.includes('<html>') && !served.includes('<script>'), 'the HTML tail is gone');
  assert.ok(!served.includes('GPS here'), 'the metadata is gone');
  const meta = await sharp(served).metadata();
  assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', 40, 30]);

  const huge = await sharp({ create: { width: 3000, height: 200, channels: 3, background: '#3c3' } })
    .png()
    .toBuffer();
  const reduced = await upload([{ bytes: huge, name: 'wide.png', type: 'image/png' }], 'picture');
  assert.deepEqual([reduced.data.width, reduced.data.height], [2560, 171], 'at most 2560 px a side');
});

test('refusals: not signed in, a PDF named .jpg, an SVG, an empty file, too large, two files; nothing stored', async () => {
  const before_ = storedFiles();
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n');
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  // An anonymous token passes the gateway; the call itself wants a member.
  const anonymous = await tokenFor(app);
  assert.equal(
    (await upload([{ bytes: PNG_1x1, name: 'a.png', type: 'image/png' }], 'picture', { token: anonymous })).message,
    'please log in',
  );
  assert.equal(
    (await upload([{ bytes: pdf, name: 'a.jpg', type: 'image/jpeg' }], 'picture')).message,
    'the system only supports jpg, jpeg, png, gif, bmp',
  );
  assert.equal(
    (await upload([{ bytes: svg, name: 'a.svg', type: 'image/svg+xml' }], 'picture')).message,
    'the system only supports jpg, jpeg, png, gif, bmp',
  );
  assert.equal(
    (await upload([{ bytes: Buffer.alloc(0), name: 'a.png', type: 'image/png' }], 'picture')).message,
    'the file is empty',
  );
  const big = Buffer.concat([PNG_1x1, Buffer.alloc(10 * 1024 * 1024)]);
  assert.equal(
    (await upload([{ bytes: big, name: 'a.png', type: 'image/png' }], 'picture')).message,
    'the file is larger than 10 MB',
  );
  const two = [
    { bytes: PNG_1x1, name: 'a.png', type: 'image/png' },
    { bytes: PNG_1x1, name: 'b.png', type: 'image/png' },
  ];
  assert.equal((await upload(two, 'picture')).message, 'send exactly one file');
  assert.equal(
    (await upload([{ bytes: PNG_1x1, name: 'a.mp3', type: 'audio/mpeg' }], 'audio')).message,
    'not a supported audio format',
  );
  assert.equal(storedFiles(), before_);
});

test('audio by its content: an mp3 with an ID3 tag is stored as audio/mpeg', async () => {
  // MPEG-1 layer III, 128 kbit/s, 44.1 kHz: 417-byte frames, four of them after the tag.
  const frame = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);
  const mp3 = Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), frame, frame, frame, frame]);
  const body = await upload([{ bytes: mp3, name: 'voice', type: 'application/octet-stream' }], 'audio');
  assert.equal(body.status, 0, body.message);
  assert.equal(body.data.type, 'audio/mpeg');
  assert.ok(body.data.url.endsWith('.mp3'));
});
