/**
 * Page images of the paper edition, generated with sharp at first start like the other demo
 * pictures (platform/seed/images.mjs): a masthead, headline bars, text lines and photo blocks in
 * the article regions the seed maps (paperTemplate). Digits and Latin text only: a machine
 * without CJK fonts would draw empty boxes. Three arrangements per layout number and paper.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { imagePdf } from '../lib/pdf.mjs';

export const PAPER_PAGE = { width: 600, height: 900 };
// v2: each page image has its PDF beside it (the page as printed, docs/decisions/0063).
const MARKER = '.generated-paper-v2';
const FONT = "'DejaVu Serif', 'Liberation Serif', serif";
const MASTHEAD = 110;

/** @typedef {[number, number, number, number]} Rect x1, y1, x2, y2 in page pixels */

/** @type {Rect[][]} article regions of the three arrangements, below the masthead */
const TEMPLATES = [
  [
    [24, 126, 576, 440],
    [24, 452, 296, 876],
    [304, 452, 576, 876],
  ],
  [
    [24, 126, 576, 360],
    [24, 372, 380, 876],
    [388, 372, 576, 620],
    [388, 628, 576, 876],
  ],
  [
    [24, 126, 360, 876],
    [368, 126, 576, 372],
    [368, 380, 576, 626],
    [368, 634, 576, 876],
  ],
];

/** The article regions of an arrangement. @param {number} variant 0..2 @returns {Rect[]} */
export const paperTemplate = (variant) => TEMPLATES[variant % TEMPLATES.length] ?? [];

/** @param {number} paperId @param {string} layoutNo @param {number} variant */
export const paperPicPath = (paperId, layoutNo, variant) => `paper/p${paperId}-${layoutNo}-${variant}.jpg`;

/** The PDF of a page image: the same JPEG on a page of the image's proportions. @param {number} paperId @param {string} layoutNo @param {number} variant */
export const paperPdfPath = (paperId, layoutNo, variant) => `paper/p${paperId}-${layoutNo}-${variant}.pdf`;

/** The printed page in PDF points: the image's pixels at 72 dpi, 600 × 900 (a page of the proportions of a Berliner). */
const PDF_PAGE = { width: PAPER_PAGE.width, height: PAPER_PAGE.height };

const MASTHEADS = { 1: 'GAOYUAN DAILY', 2: 'LHASA EVENING NEWS' };

/** @param {Rect} rect @param {number} seed @param {boolean} lead */
function block([x1, y1, x2, y2], seed, lead) {
  const w = x2 - x1;
  const parts = [
    `<rect x="${x1}" y="${y1}" width="${w}" height="${y2 - y1}" fill="none" stroke="#c9c2b4" stroke-width="1"/>`,
  ];
  const headline = lead ? 26 : 16;
  parts.push(
    `<rect x="${x1 + 10}" y="${y1 + 12}" width="${w * (0.72 + (seed % 3) * 0.08) - 20}" height="${headline}" fill="#2b2b2b"/>`,
  );
  let y = y1 + 24 + headline;
  if (lead || seed % 2 === 0) {
    const ph = Math.min(150, (y2 - y) * 0.45);
    parts.push(
      `<rect x="${x1 + 10}" y="${y}" width="${w - 20}" height="${ph}" fill="hsl(${(seed * 53) % 360},35%,55%)"/>`,
      `<polygon points="${x1 + 10},${y + ph} ${x1 + w * 0.35},${y + ph * 0.45} ${x1 + w * 0.6},${y + ph * 0.7} ${x2 - 10},${y + ph * 0.3} ${x2 - 10},${y + ph}" fill="rgba(0,0,0,0.25)"/>`,
    );
    y += ph + 12;
  }
  for (; y < y2 - 12; y += 11)
    parts.push(
      `<rect x="${x1 + 10}" y="${y}" width="${(w - 20) * (y % 7 === 0 ? 0.6 : 1)}" height="4" fill="#8d877c"/>`,
    );
  return parts.join('');
}

/** @param {number} paperId @param {string} layoutNo @param {number} variant */
function pageSvg(paperId, layoutNo, variant) {
  const { width, height } = PAPER_PAGE;
  const front = layoutNo === '01';
  const title = /** @type {Record<number, string>} */ (MASTHEADS)[paperId] ?? 'DAILY';
  const head = front
    ? `<text x="${width / 2}" y="70" text-anchor="middle" font-family="${FONT}" font-size="44" font-weight="700" fill="#9b1c1c">${title}</text>`
    : `<text x="24" y="70" font-family="${FONT}" font-size="30" font-weight="700" fill="#2b2b2b">${title}</text>`;
  const rects = paperTemplate(variant)
    .map((rect, i) => block(rect, paperId * 7 + Number(layoutNo) * 3 + variant + i, i === 0))
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#f6f1e6"/>
  ${head}
  <text x="${width - 24}" y="${front ? 98 : 70}" text-anchor="end" font-family="${FONT}" font-size="18" fill="#2b2b2b">${layoutNo}</text>
  <rect x="24" y="${MASTHEAD - 6}" width="${width - 48}" height="3" fill="#9b1c1c"/>
  ${rects}
</svg>`;
}

/**
 * Writes every page image, and its PDF, once into <mediaDir>/paper/.
 * @param {string} mediaDir @param {{paperId: number, layouts: string[]}[]} papers
 */
export async function ensurePaperImages(mediaDir, papers) {
  if (fs.existsSync(path.join(mediaDir, MARKER))) return { generated: false, files: 0 };
  fs.mkdirSync(path.join(mediaDir, 'paper'), { recursive: true });
  const jobs = papers.flatMap(({ paperId, layouts }) =>
    layouts.flatMap((no) =>
      [0, 1, 2].map(async (variant) => {
        const jpeg = await sharp(Buffer.from(pageSvg(paperId, no, variant)))
          .jpeg({ quality: 78 })
          .toBuffer();
        fs.writeFileSync(path.join(mediaDir, paperPicPath(paperId, no, variant)), jpeg);
        const title = `${/** @type {Record<number, string>} */ (MASTHEADS)[paperId] ?? 'DAILY'} page ${no}`;
        fs.writeFileSync(
          path.join(mediaDir, paperPdfPath(paperId, no, variant)),
          imagePdf([{ jpeg, ...PAPER_PAGE }], { title, size: PDF_PAGE }),
        );
      }),
    ),
  );
  await Promise.all(jobs);
  const files = jobs.length * 2;
  fs.writeFileSync(path.join(mediaDir, MARKER), `${files} files\n`);
  return { generated: true, files };
}
