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
  PICTURE_COUNT,
  PICTURE_SIZES,
  GIF_NUMBERS,
  GIF_SIZE,
  LOGOS,
  picturePath,
  columnIconPath,
  moduleIconPath,
  avatarPath,
} from '../lib/media-names.mjs';
import { COLUMNS } from './columns.mjs';
import { MODULE_ITEMS, XY_ACCOUNTS, REPORTERS } from './extras.mjs';

/** Written once every picture exists; its presence skips generation (v3: scenes, no numbers or words). */
export const MARKER = '.generated-v3';
// Pictures carry digits and Latin text only: librsvg draws text with the machine's fonts, and a
// machine without CJK fonts (CI, a fresh server) would bake empty boxes into the demo pictures.
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** Hue per number, spread by a prime step so neighbours differ. @param {number} n */
const hue = (n) => (n * 47) % 360;

/** A ridge line across the picture, its shape set by n and the layer. @param {number} n @param {number} layer @param {number} w @param {number} h @param {number} base */
function ridge(n, layer, w, h, base) {
  const points = Array.from(
    { length: 9 },
    (_, i) => `${(i * w) / 8},${h * (base + ((n * 13 + i * 29 + i * i * (n + layer)) % 11) / 40)}`,
  );
  return `0,${h} ${points.join(' ')} ${w},${h}`;
}

/**
 * Plateau scenes without numbers or words (every picture used to be a gradient with a big
 * number): mountains over a lake, grassland with a herd, a town under the hills, a monastery on
 * its hill, chosen by n, with the light, ridges and details varied by n so pictures differ.
 * @param {number} n
 */
function pictureSvg(n) {
  const { width: w, height: h } = PICTURE_SIZES.big;
  const h1 = hue(n);
  const sky = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${(h1 + 200) % 360},55%,${n % 5 === 0 ? 30 : 62}%)"/><stop offset="1" stop-color="hsl(${(h1 + 30) % 360},60%,82%)"/>
  </linearGradient></defs><rect width="100%" height="100%" fill="url(#sky)"/>`;
  const sun = `<circle cx="${w * (0.15 + ((n * 7) % 7) / 10)}" cy="${h * 0.2}" r="${h * 0.07}" fill="rgba(255,250,230,0.85)"/>`;
  const clouds = [0, 1]
    .map(
      (i) =>
        `<ellipse cx="${(n * 97 + i * 311) % w}" cy="${h * (0.12 + i * 0.1)}" rx="${w * 0.09}" ry="${h * 0.03}" fill="rgba(255,255,255,0.7)"/>`,
    )
    .join('');
  const far = `<polygon points="${ridge(n, 1, w, h, 0.3)}" fill="hsl(${(h1 + 210) % 360},22%,46%)"/>`;
  const snow = `<polygon points="${ridge(n, 1, w, h, 0.3)}" fill="rgba(255,255,255,0.35)" transform="translate(0 -6)"/>`;
  const near = `<polygon points="${ridge(n, 2, w, h, 0.48)}" fill="hsl(${(h1 + 90) % 360},35%,${30 + (n % 3) * 6}%)"/>`;
  const scene = [
    // Lake with the mountains' reflection.
    `<rect x="0" y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="hsl(${195 + (n % 25)},55%,42%)"/>
     <rect x="${w * 0.1}" y="${h * 0.76}" width="${w * 0.5}" height="4" fill="rgba(255,255,255,0.5)"/>`,
    // Grassland with a herd.
    `<rect x="0" y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="hsl(${95 + (n % 30)},45%,40%)"/>` +
      Array.from(
        { length: 5 },
        (_, i) =>
          `<ellipse cx="${w * (0.2 + i * 0.13 + ((n + i) % 3) * 0.02)}" cy="${h * (0.8 + (i % 2) * 0.06)}" rx="22" ry="12" fill="#2b2118"/>`,
      ).join(''),
    // A town: houses with flat roofs and windows.
    Array.from({ length: 8 }, (_, i) => {
      const bw = w / 9;
      const bh = h * (0.12 + ((n + i * 3) % 5) / 30);
      return `<rect x="${i * bw + bw * 0.3}" y="${h * 0.86 - bh}" width="${bw * 0.85}" height="${bh}" fill="hsl(${(h1 + i * 20) % 360},20%,88%)"/><rect x="${i * bw + bw * 0.5}" y="${h * 0.86 - bh * 0.7}" width="${bw * 0.2}" height="${bh * 0.2}" fill="#3b3b46"/>`;
    }).join('') + `<rect x="0" y="${h * 0.86}" width="${w}" height="${h * 0.14}" fill="#5c5348"/>`,
    // A monastery on its hill: white walls, a red upper storey, gold roof, prayer flags.
    `<ellipse cx="${w * 0.55}" cy="${h * 1.02}" rx="${w * 0.55}" ry="${h * 0.3}" fill="hsl(${(h1 + 60) % 360},25%,35%)"/>
     <rect x="${w * 0.4}" y="${h * 0.52}" width="${w * 0.3}" height="${h * 0.2}" fill="#f3efe6"/>
     <rect x="${w * 0.46}" y="${h * 0.44}" width="${w * 0.18}" height="${h * 0.09}" fill="#8c1c1c"/>
     <rect x="${w * 0.5}" y="${h * 0.41}" width="${w * 0.1}" height="${h * 0.03}" fill="#d4a429"/>
     <polyline points="0,${h * 0.35} ${w * 0.2},${h * 0.45} ${w * 0.4},${h * 0.5}" fill="none" stroke="#e7d36b" stroke-width="3" stroke-dasharray="14 8"/>`,
  ][n % 4];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${sky}${sun}${clouds}${far}${snow}${near}${scene}</svg>`;
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
      jobs.push(
        sharp(svg)
          .resize(s.width, s.height)
          .jpeg({ quality: size === 'small' ? 70 : 78, mozjpeg: true })
          .toFile(out(picturePath(n, /** @type {'small'} */ (size)))),
      );
    }
  }
  GIF_NUMBERS.forEach((n, i) => {
    const frames = Array.from({ length: 6 }, (_, f) => Buffer.from(gifFrameSvg(i + 1, f)));
    jobs.push(
      Promise.all(frames.map((f) => sharp(f).png().toBuffer())).then((pngs) =>
        sharp(pngs, { join: { animated: true } })
          .gif({ delay: 250, loop: 0 })
          .toFile(out(picturePath(n, 'big'))),
      ),
    );
  });
  const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120">
    <polygon points="0,104 40,20 62,62 78,40 112,104" fill="#c8102e"/>
    <text x="126" y="66" font-family="${FONT}" font-size="50" font-weight="700" fill="#c8102e">PLATEAU</text>
    <text x="128" y="104" font-family="${FONT}" font-size="30" letter-spacing="9" fill="#5b6472">MEDIA</text></svg>`;
  jobs.push(sharp(Buffer.from(logo)).png().toFile(out(LOGOS.pad)));
  jobs.push(
    sharp(Buffer.from(badgeSvg(markOf(2), 0, 192)))
      .png()
      .toFile(out(LOGOS.app)),
  );
  jobs.push(
    sharp(Buffer.from(badgeSvg(markOf(2), 0, 300)))
      .png()
      .toFile(out(LOGOS.share)),
  );
  for (const c of COLUMNS)
    jobs.push(
      sharp(Buffer.from(badgeSvg(markOf(c.id), c.id)))
        .png()
        .toFile(out(columnIconPath(c.id))),
    );
  for (const m of MODULE_ITEMS)
    jobs.push(
      sharp(Buffer.from(badgeSvg(markOf(m.id), m.id + 7)))
        .png()
        .toFile(out(moduleIconPath(m.id))),
    );
  for (const x of XY_ACCOUNTS)
    jobs.push(
      sharp(Buffer.from(badgeSvg(PERSON, x.id + 3)))
        .png()
        .toFile(out(avatarPath('xy', x.id))),
    );
  for (const r of REPORTERS)
    jobs.push(
      sharp(Buffer.from(badgeSvg(PERSON, r.id + 11)))
        .png()
        .toFile(out(avatarPath('rp', r.id))),
    );

  await Promise.all(jobs);
  fs.writeFileSync(path.join(mediaDir, MARKER), `${jobs.length} files\n`);
  return { generated: true, files: jobs.length };
}
