import 'server-only';
import path from 'node:path';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import QRCode from 'qrcode';
import { cutText } from '@/lib/format/cut';

// The share poster's picture (docs/product.md §9, docs/decisions/0053): the cover, the title, a
// short summary, the site's logo and name, and a QR code of the page's address, drawn by sharp
// (libvips: Pango for text, so Tibetan stacks and line breaks are shaped by HarfBuzz).

export const POSTER_WIDTH = 750;
export const POSTER_HEIGHT = 1200;
const MARGIN = 40;
const COVER_HEIGHT = 422;
const QR_SIDE = 240;
const FOOTER_TOP = POSTER_HEIGHT - QR_SIDE - 2 * MARGIN;

/**
 * Tibetan comes from the font the site ships (Noto Serif Tibetan, SIL OFL; the subset of
 * public/fonts as TrueType: fontconfig cannot read woff2). Chinese, Latin and the rest from the
 * system's fonts: a server needs a CJK font installed (docs/deploy.md).
 */
const TIBETAN_FONT_FILE = path.join(process.cwd(), 'public/fonts/noto-serif-tibetan-subset.ttf');
const FAMILIES = 'sans-serif, Noto Serif Tibetan';

export interface PosterContent {
  title: string;
  description: string;
  /** The page's absolute address: the QR code's content. */
  url: string;
  /** The cover, decoded already (null: the site's colour instead). */
  cover: Buffer | null;
  logo: Buffer | null;
  siteName: string;
  /** 'Scan the code to read', in the reader's language. */
  scanHint: string;
  brandColor: string;
}

/** Pango markup's special characters: untrusted text becomes text, never markup. */
export function escapeMarkup(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A block of wrapped text, at most `maxHeight` pixels tall (further lines are cut off). */
async function textBlock(
  text: string,
  options: { size: number; color: string; weight?: 'bold'; width: number; maxHeight: number },
) {
  const markup = `<span foreground="${options.color}"${options.weight ? ` weight="${options.weight}"` : ''}>${escapeMarkup(text)}</span>`;
  const image = sharp({
    text: {
      text: markup,
      font: `${FAMILIES} ${options.size}px`,
      fontfile: TIBETAN_FONT_FILE,
      width: options.width,
      wrap: 'word-char',
      rgba: true,
      spacing: Math.round(options.size * 0.4),
      dpi: 72,
    },
  });
  const { data, info } = await image.png().toBuffer({ resolveWithObject: true });
  if (info.height <= options.maxHeight) return { input: data, height: info.height };
  const cropped = await sharp(data)
    .extract({ left: 0, top: 0, width: info.width, height: options.maxHeight })
    .png()
    .toBuffer();
  return { input: cropped, height: options.maxHeight };
}

/** Pixels a picture of the platform's may claim before it is decoded (as uploads: features/uploads/server/reencode.ts). */
const LIMIT_INPUT_PIXELS = 50_000_000;

/**
 * A picture the platform serves, drawn into the poster, or null when it cannot be: a picture is
 * never trusted because the platform stored it (docs/decisions/0080). One that is too large a
 * canvas, or does not decode, leaves the poster without it rather than fail the poster.
 */
async function drawnOrNull<T>(picture: Buffer | null, draw: (source: Sharp) => Promise<T>): Promise<T | null> {
  if (!picture) return null;
  try {
    return await draw(sharp(picture, { limitInputPixels: LIMIT_INPUT_PIXELS, failOn: 'error' }));
  } catch (error) {
    console.error(
      '[poster] a picture of the platform could not be drawn; the poster goes without it:',
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}

/** Draws the poster as a PNG (lossless: the QR code stays sharp for every reader's camera). */
export async function drawPoster(content: PosterContent): Promise<Buffer> {
  const layers: OverlayOptions[] = [];
  const cover =
    (await drawnOrNull(content.cover, (source) =>
      source.resize(POSTER_WIDTH, COVER_HEIGHT, { fit: 'cover' }).png().toBuffer(),
    )) ??
    (await sharp({ create: { width: POSTER_WIDTH, height: COVER_HEIGHT, channels: 3, background: content.brandColor } })
      .png()
      .toBuffer());
  layers.push({ input: cover, top: 0, left: 0 });

  const textWidth = POSTER_WIDTH - 2 * MARGIN;
  let top = COVER_HEIGHT + MARGIN;
  const title = await textBlock(cutText(content.title, 60), {
    size: 40,
    color: '#1a1a1a',
    weight: 'bold',
    width: textWidth,
    maxHeight: 3 * 56,
  });
  layers.push({ input: title.input, top, left: MARGIN });
  top += title.height + 24;
  if (content.description) {
    const summary = await textBlock(cutText(content.description, 90), {
      size: 26,
      color: '#555555',
      width: textWidth,
      maxHeight: Math.max(0, FOOTER_TOP - top - 24),
    });
    if (summary.height > 0) layers.push({ input: summary.input, top, left: MARGIN });
  }

  // The footer: a rule, the site (logo and name) and the hint on the left, the QR code on the right.
  layers.push({
    input: await sharp({ create: { width: textWidth, height: 2, channels: 3, background: '#e5e5e5' } })
      .png()
      .toBuffer(),
    top: FOOTER_TOP,
    left: MARGIN,
  });
  const qr = await QRCode.toBuffer(content.url, { type: 'png', width: QR_SIDE, margin: 2, errorCorrectionLevel: 'M' });
  const qrTop = POSTER_HEIGHT - MARGIN - QR_SIDE;
  layers.push({ input: qr, top: qrTop, left: POSTER_WIDTH - MARGIN - QR_SIDE });
  const leftWidth = POSTER_WIDTH - 3 * MARGIN - QR_SIDE;
  let footerY = qrTop + 16;
  const logo = await drawnOrNull(content.logo, (source) =>
    source.resize(leftWidth, 72, { fit: 'inside' }).png().toBuffer({ resolveWithObject: true }),
  );
  if (logo) {
    layers.push({ input: logo.data, top: footerY, left: MARGIN });
    footerY += logo.info.height + 16;
  }
  const name = await textBlock(content.siteName, {
    size: 30,
    color: '#1a1a1a',
    weight: 'bold',
    width: leftWidth,
    maxHeight: 84,
  });
  layers.push({ input: name.input, top: footerY, left: MARGIN });
  footerY += name.height + 16;
  const hint = await textBlock(content.scanHint, {
    size: 24,
    color: '#777777',
    width: leftWidth,
    maxHeight: Math.max(0, POSTER_HEIGHT - MARGIN - footerY),
  });
  if (hint.height > 0) layers.push({ input: hint.input, top: footerY, left: MARGIN });

  return sharp({ create: { width: POSTER_WIDTH, height: POSTER_HEIGHT, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .png({ compressionLevel: 8 })
    .toBuffer();
}
