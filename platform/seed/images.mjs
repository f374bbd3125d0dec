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
import { CAPTIONS } from './words.mjs';

/** Written once every picture exists; its presence skips generation. */
export const MARKER = '.generated-v1';
const FONT = "'Noto Sans CJK SC', 'Noto Sans SC', 'WenQuanYi Micro Hei', 'DejaVu Sans', sans-serif";

/** @param {string} s */
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Hue per number, spread by a prime step so neighbours differ. @param {number} n */
const hue = (n) => (n * 47) % 360;

/** @param {number} n */
function pictureSvg(n) {
  const { width: w, height: h } = PICTURE_SIZES.big;
  const h1 = hue(n);
  const h2 = (h1 + 50) % 360;
  const caption = CAPTIONS[n % CAPTIONS.length];
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
  <text x="64" y="${h * 0.42 + 110}" font-family="${FONT}" font-size="72" fill="#fff">${esc(caption)}</text>
  <text x="${w - 40}" y="${h - 40}" text-anchor="end" font-family="${FONT}" font-size="36" fill="#fff" fill-opacity="0.8">高原融媒 Plateau Media</text>
</svg>`;
}

/** Round badge with one glyph: column icons, module icons, avatars. @param {string} glyph @param {number} seed @param {number} size */
function badgeSvg(glyph, seed, size = 96) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="hsl(${hue(seed)},60%,45%)"/>
  <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="${size * 0.5}" fill="#fff">${esc(glyph)}</text>
</svg>`;
}

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
    <text x="0" y="70" font-family="${FONT}" font-size="64" font-weight="700" fill="#c8102e">高原融媒</text>
    <text x="4" y="108" font-family="${FONT}" font-size="28" fill="#555">Plateau Media</text></svg>`;
  jobs.push(sharp(Buffer.from(logo)).png().toFile(out(LOGOS.pad)));
  jobs.push(sharp(Buffer.from(badgeSvg('高', 0, 192))).png().toFile(out(LOGOS.app)));
  jobs.push(sharp(Buffer.from(badgeSvg('高', 0, 300))).png().toFile(out(LOGOS.share)));
  for (const c of COLUMNS) jobs.push(sharp(Buffer.from(badgeSvg(c.name[0], c.id))).png().toFile(out(columnIconPath(c.id))));
  for (const m of MODULE_ITEMS) jobs.push(sharp(Buffer.from(badgeSvg(m.name[0], m.id + 7))).png().toFile(out(moduleIconPath(m.id))));
  for (const x of XY_ACCOUNTS) jobs.push(sharp(Buffer.from(badgeSvg(x.name[0], x.id + 3))).png().toFile(out(avatarPath('xy', x.id))));
  for (const r of REPORTERS) jobs.push(sharp(Buffer.from(badgeSvg(r.name[0], r.id + 11))).png().toFile(out(avatarPath('rp', r.id))));

  await Promise.all(jobs);
  fs.writeFileSync(path.join(mediaDir, MARKER), `${jobs.length} files\n`);
  return { generated: true, files: jobs.length };
}
