import 'server-only';
import sharp, { type OverlayOptions } from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH } from '@/lib/seo/previewCards';

/** The site's accent (app/globals.css --brand-fill), the card's band. */
const BRAND = '#c8102e';
/** The picture beside the title, a circle of this diameter. */
const PICTURE = 300;
const MARGIN = 80;
/** The title's longest text: a name or a page title; longer ones end in an ellipsis. */
const TITLE_MAX_CHARS = 40;
/** Fonts for Chinese, Tibetan and Latin, whichever the server has (pango falls back between them). */
const FONTS =
  'Noto Sans CJK SC, Source Han Sans SC, WenQuanYi Micro Hei, Noto Serif Tibetan, Noto Sans, DejaVu Sans, sans-serif';

/** Text for pango's markup: the title is the platform's text, never markup. */
function pangoText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function cut(text: string, max: number): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
}

/** Text drawn by pango into a transparent picture at most `width` wide and `height` high. */
async function textImage(text: string, size: number, color: string, width: number, height: number): Promise<Buffer> {
  const rendered = sharp({
    text: {
      text: `<span foreground="${color}">${pangoText(text)}</span>`,
      font: `${FONTS} ${size}px`,
      width,
      rgba: true,
      wrap: 'word-char',
      dpi: 72,
    },
  });
  const { height: drawn = 0 } = await rendered.metadata();
  const png = await rendered.png().toBuffer();
  return drawn > height
    ? sharp(png)
        .extract({ left: 0, top: 0, width: Math.min(width, (await sharp(png).metadata()).width ?? width), height })
        .png()
        .toBuffer()
    : png;
}

/** The picture as a circle, or null when it cannot be read. */
async function circle(picture: Buffer | null): Promise<Buffer | null> {
  if (!picture) return null;
  try {
    const mask = Buffer.from(
      `<svg width="${PICTURE}" height="${PICTURE}"><circle cx="${PICTURE / 2}" cy="${PICTURE / 2}" r="${PICTURE / 2}"/></svg>`,
    );
    return await sharp(picture, { limitInputPixels: 40_000_000 })
      .resize(PICTURE, PICTURE, { fit: 'cover' })
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * A preview card (docs/decisions/0055): 1200×630, the title large on white with the picture in a
 * circle beside it, the site's name on the accent band below. JPEG: a share preview is a photo-like
 * thumbnail, and it is a third of the PNG's size.
 */
export async function drawCard({
  title,
  siteName,
  picture,
}: {
  title: string;
  siteName: string;
  picture: Buffer | null;
}): Promise<Buffer> {
  const band = 120;
  const avatar = await circle(picture);
  const textLeft = avatar ? MARGIN * 2 + PICTURE : MARGIN;
  const textWidth = CARD_WIDTH - textLeft - MARGIN;
  const titleHeight = CARD_HEIGHT - band - MARGIN * 2;
  const [titleText, siteText] = await Promise.all([
    textImage(cut(title, TITLE_MAX_CHARS), 72, '#1a1a1a', textWidth, titleHeight),
    textImage(cut(siteName, 30), 44, '#ffffff', CARD_WIDTH - MARGIN * 2, band - 40),
  ]);
  const titleMeta = await sharp(titleText).metadata();
  const background = Buffer.from(
    `<svg width="${CARD_WIDTH}" height="${CARD_HEIGHT}"><rect width="100%" height="100%" fill="#ffffff"/>` +
      `<rect y="${CARD_HEIGHT - band}" width="${CARD_WIDTH}" height="${band}" fill="${BRAND}"/>` +
      `<rect width="${CARD_WIDTH}" height="12" fill="${BRAND}"/></svg>`,
  );
  const layers: OverlayOptions[] = [];
  if (avatar) layers.push({ input: avatar, left: MARGIN, top: Math.round((CARD_HEIGHT - band - PICTURE) / 2) });
  layers.push({
    input: titleText,
    left: textLeft,
    top: Math.max(MARGIN, Math.round((CARD_HEIGHT - band - (titleMeta.height ?? 0)) / 2)),
  });
  layers.push({ input: siteText, left: MARGIN, top: CARD_HEIGHT - band + 30 });
  return sharp(background).composite(layers).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
