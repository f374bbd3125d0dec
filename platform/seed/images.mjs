/**
 * Generates the demo pictures with sharp at first start (SVG -> jpeg/png/gif) into
 * <dir of PLATFORM_DB>/media/img. Generated rather than committed to keep the repo
 * small; deterministic, so every machine serves the same pictures.
 * A marker file records completion; a half-written directory is regenerated.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  PICTURE_COUNT, PICTURE_SIZES, GIF_NUMBERS, GIF_SIZE, LOGOS,
  picturePath, columnIconPath, moduleIconPath, avatarPath,
} from '../lib/media-names.mjs';
import { COLUMNS } from './columns.mjs';
import { MODULE_ITEMS, XY_ACCOUNTS, REPORTERS } from './extras.mjs';

/** Written once every picture exists; its presence skips generation (v2: no CJK text in pictures). */
export const MARKER = '.generated-v2';
// Pictures carry digits and Latin text only: librsvg draws text with the machine's fonts, and a
// machine without CJK fonts (CI, a fresh server) would bake empty boxes into the demo pictures.
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** Hue per number, spread by a prime step so neighbours differ. @param {number} n */
const hue = (n) => (n * 47) % 360;

/** @param {number} n */
function pictureSvg(n) {
  const { width: w, height: h } = PICTURE_SIZES.big;
  const h1 = hue(n);
  const h2 = (h1 + 50) % 360;
  // Ridge line varies with n so the pictures are visibly distinct, not just recoloured.
  const peaks = Array.from({ length: 7 }, (_, i) => `${(i * w) / 6},${h * (0.42 + (((n * 13 + i * 29 + i * i * n) % 11) / 28))}`).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${h1},65%,55%)"/><stop offset="1" stop-color="hsl(${h2},70%,28%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${w * 0.78}" cy="${h * 0.22}" r="${h * 0.09}" fill="rgba(255,255,255,0.55)"/>
  <polygon points="0,${h} ${peaks} ${w},${h}" fill="rgba(0,0,0,0.28)"/>
  <text x="60" y="${h * 0.42}" font-family="${FONT}" font-size="260" font-weight="700" fill="#fff" fill-opacity="0.92">${String(n).padStart(2, '0')}</text>
  <text x="${w - 40}" y="${h - 40}" text-anchor="end" font-family="${FONT}" font-size="36" fill="#fff" fill-opacity="0.8">Plateau Media</text>
</svg>`;
}

/** White marks drawn in a 96-unit box: icons differ by shape as well as colour. */
const MARKS = [
  '<rect x="30" y="30" width="36" height="36" rx="6"/>',
  '<circle cx="48" cy="48" r="20"/>',
  '<polygon points="48,26 70,66 26,66"/>',
  '<polygon points="48,24 72,48 48,72 24,48"/>',
  '<rect x="26" y="40" width="44" height="16" rx="8"/><rect x="40" y="26" width="16" height="44" rx="8"/>',
];
/** Head and shoulders: avatars of accounts and reporters. */
const PERSON = '<circle cx="48" cy="38" r="15"/><path d="M20 80c2-17 14-25 28-25s26 8 28 25z"/>';

/** Round badge with a white mark: column icons, module icons, avatars. @param {string} mark @param {number} seed @param {number} size */
function badgeSvg(mark, seed, size = 96) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 96 96">
  <circle cx="48" cy="48" r="48" fill="hsl(${hue(seed)},60%,40%)"/>
  <g fill="#fff">${mark}</g>
</svg>`;
}
/** A mark for any number, cycling through MARKS (a modulo index is always in range). @param {number} n */
const markOf = (n) => /** @type {string} */ (MARKS[n % MARKS.length]);

/** @param {number} k @param {number} frame */
function gifFrameSvg(k, frame) {
  const { width: w, height: h } = GIF_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <rect width="100%" height="100%" fill="hsl(${(k * 140 + frame * 20) % 360},60%,40%)"/>
  <circle cx="${60 + frame * 72}" cy="${h / 2}" r="40" fill="#fff"/>
  <text x="24" y="56" font-family="${FONT}" font-size="40" fill="#fff">GIF ${k} · ${frame + 1}/6</text>
</svg>`;
}

/**
 * @param {string} mediaDir <dir of DB>/media
 * @returns {Promise<{generated: boolean, files: number}>}
 */
export async function ensureImages(mediaDir) {
  const dir = path.join(mediaDir, 'img');
  if (fs.existsSync(path.join(mediaDir, MARKER))) return { generated: false, files: 0 };
  fs.mkdirSync(dir, { recursive: true });
  /** @type {Promise<unknown>[]} */
  const jobs = [];
  const out = (/** @type {string} */ rel) => path.join(mediaDir, rel);

  for (let n = 1; n <= PICTURE_COUNT; n++) {
    const svg = Buffer.from(pictureSvg(n));
    for (const [size, s] of Object.entries(PICTURE_SIZES)) {
      jobs.push(sharp(svg).resize(s.width, s.height).jpeg({ quality: size === 'small' ? 70 : 78, mozjpeg: true })
        .toFile(out(picturePath(n, /** @type {'small'} */ (size)))));
    }
  }
  GIF_NUMBERS.forEach((n, i) => {
    const frames = Array.from({ length: 6 }, (_, f) => Buffer.from(gifFrameSvg(i + 1, f)));
    jobs.push(Promise.all(frames.map((f) => sharp(f).png().toBuffer()))
      .then((pngs) => sharp(pngs, { join: { animated: true } }).gif({ delay: 250, loop: 0 }).toFile(out(picturePath(n, 'big')))));
  });
  const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120">
    <polygon points="0,104 40,20 62,62 78,40 112,104" fill="#c8102e"/>
    <text x="126" y="66" font-family="${FONT}" font-size="50" font-weight="700" fill="#c8102e">PLATEAU</text>
    <text x="128" y="104" font-family="${FONT}" font-size="30" letter-spacing="9" fill="#5b6472">MEDIA</text></svg>`;
  jobs.push(sharp(Buffer.from(logo)).png().toFile(out(LOGOS.pad)));
  jobs.push(sharp(Buffer.from(badgeSvg(markOf(2), 0, 192))).png().toFile(out(LOGOS.app)));
  jobs.push(sharp(Buffer.from(badgeSvg(markOf(2), 0, 300))).png().toFile(out(LOGOS.share)));
  for (const c of COLUMNS) jobs.push(sharp(Buffer.from(badgeSvg(markOf(c.id), c.id))).png().toFile(out(columnIconPath(c.id))));
  for (const m of MODULE_ITEMS) jobs.push(sharp(Buffer.from(badgeSvg(markOf(m.id), m.id + 7))).png().toFile(out(moduleIconPath(m.id))));
  for (const x of XY_ACCOUNTS) jobs.push(sharp(Buffer.from(badgeSvg(PERSON, x.id + 3))).png().toFile(out(avatarPath('xy', x.id))));
  for (const r of REPORTERS) jobs.push(sharp(Buffer.from(badgeSvg(PERSON, r.id + 11))).png().toFile(out(avatarPath('rp', r.id))));

  await Promise.all(jobs);
  fs.writeFileSync(path.join(mediaDir, MARKER), `${jobs.length} files\n`);
  return { generated: true, files: jobs.length };
}
