#!/usr/bin/env node
// Rebuilds public/fonts/noto-serif-tibetan-subset.woff2, the web font used for
// Tibetan (locale `bo`) text.
//
// Why a subset: the full Noto Serif Tibetan Regular is ~600 KB of TrueType; the
// pages only need the Tibetan block plus the few Latin/common characters that
// appear inside Tibetan runs (spaces, digits, punctuation), and woff2 compresses
// that to a fraction. The woff2 is committed, so `next build` and CI never need
// this script or the system font; run it only to change the character set or
// pick up a newer upstream font.
//
// Source font: Debian's `fonts-noto-core` (Noto Serif Tibetan, SIL OFL 1.1,
// no Reserved Font Name, so a subset may keep the name). Tibetan Machine Uni
// (fonts-tibetan-machine) is GPL and is deliberately not used.
//
//   apt-get install -y fonts-noto-core        # provides the source .ttf
//   node scripts/build-font.mjs [path/to/NotoSerifTibetan-Regular.ttf]
//
// Tibetan stacks (subjoined consonants, vowel signs) are built by GSUB/GPOS
// lookups, so layout features and the GSUB glyph closure are kept (subset-font's
// defaults). After writing, the script shapes sample Tibetan text with HarfBuzz
// using both the original and the subset and fails if any glyph outline or
// advance differs: a subset that breaks stacking would not be noticed otherwise.

import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_SOURCE = '/usr/share/fonts/truetype/noto/NotoSerifTibetan-Regular.ttf';
const LICENSE_SOURCE = '/usr/share/doc/fonts-noto-core/copyright';
const OUT_FONT = path.join(root, 'public/fonts/noto-serif-tibetan-subset.woff2');
const OUT_LICENSE = path.join(root, 'public/fonts/OFL-NotoSerifTibetan.txt');
// The same subset as TrueType, for the share poster drawn on the server (sharp's text goes through
// fontconfig, which reads no woff2: docs/decisions/0053). Pages never load it.
const OUT_TTF = path.join(root, 'public/fonts/noto-serif-tibetan-subset.ttf');
// The language list in every page's footer names Tibetan in Tibetan: on the other pages those few
// letters come from this tiny face (about 2 KB), not from the whole subset (about 150 KB).
const OUT_AUTONYM = path.join(root, 'public/fonts/noto-serif-tibetan-autonym.woff2');
const AUTONYM_TEXT = 'བོད་ཡིག';

/** Code points to keep; characters absent from the font are simply skipped. */
function subsetCodePoints() {
  /** @type {[number, number][]} */
  const ranges = [
    [0x0f00, 0x0fff], // Tibetan block
    [0x0020, 0x0040], // space, ASCII punctuation and digits
    [0x005b, 0x0060], // [ \ ] ^ _ `
    [0x007b, 0x007e], // { | } ~
    [0x00a0, 0x00a0], // no-break space
    [0x00ab, 0x00ab], // «
    [0x00bb, 0x00bb], // »
    [0x00b7, 0x00b7], // middle dot
    [0x200b, 0x200d], // ZWSP (Tibetan line-break hint), ZWNJ, ZWJ
    [0x2010, 0x2014], // hyphens and dashes
    [0x2018, 0x201d], // curly quotes
    [0x2026, 0x2026], // ellipsis
    [0x25cc, 0x25cc], // dotted circle: shown for stray combining marks
  ];
  /** @type {number[]} */
  const out = [];
  for (const [from, to] of ranges) for (let c = from; c <= to; c += 1) out.push(c);
  return out;
}

// The source font maps only ~220 code points: the Tibetan block plus space,
// hyphen, '|', NBSP and a few marks. Latin digits and most ASCII punctuation are
// not in it, so they fall through to the next font in the CSS stack; they are
// still requested so that a future upstream font that adds them keeps them.
// Sample text (only characters the font maps) covering stacks, vowels, subjoined letters and punctuation.
const SAMPLES = ['བཀྲ་ཤིས་བདེ་ལེགས།', 'བསྒྲུབས་པའི་སྐྱེས་བུ་རྒྱལ་ཁབ་', 'ཨོཾ་མ་ཎི་པདྨེ་ཧཱུྃ༔', 'ཀྵ་ཛྙཱ་ཧྣ་ཀྭ་གྷ་ཏྭ་ ༡༢༣ ༄༅།'];

/** The font's own copyright notice (name ID 0), which the OFL requires to be kept. @param {Buffer} fontBytes */
function fontCopyright(fontBytes) {
  const face = new hb.Face(new hb.Blob(fontBytes));
  return face.getName(0, 'en') || 'Copyright Google LLC / The Noto Project Authors';
}

/**
 * Debian's machine-readable copyright file carries the OFL text as an indented
 * stanza (` .` marks a blank line); turn it back into plain paragraphs.
 * @param {string} copyrightText
 */
function oflFromDebianCopyright(copyrightText) {
  const stanza = /^License: OFL-1\.1\n((?: .*(?:\n|$))+)/m.exec(copyrightText)?.[1];
  if (stanza === undefined) throw new Error('OFL-1.1 license stanza not found in the Debian copyright file');
  /** @type {string[]} */
  const paragraphs = [];
  /** @type {string[]} */
  let current = [];
  for (const raw of stanza.split('\n')) {
    const line = raw.replace(/^ /, '');
    if (line === '.' || line === '') {
      if (current.length) paragraphs.push(current.join(' '));
      current = [];
    } else {
      current.push(line.trim());
    }
  }
  if (current.length) paragraphs.push(current.join(' '));
  return paragraphs.join('\n\n');
}

/** Each glyph's outline and position when HarfBuzz shapes `text`. @param {Buffer} fontBytes @param {string} text */
async function shapeSignature(fontBytes, text) {
  const font = new hb.Font(new hb.Face(new hb.Blob(fontBytes)));
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  return infos.map((g, i) => {
    const p = positions[i];
    if (!p) throw new Error(`HarfBuzz placed ${positions.length} of ${infos.length} glyphs`);
    return `${font.glyphToPath(g.codepoint)}|${p.xAdvance},${p.yAdvance},${p.xOffset},${p.yOffset}`;
  });
}

async function main() {
  const source = process.argv[2] ?? DEFAULT_SOURCE;
  if (!existsSync(source)) {
    console.error(`Source font not found: ${source}\nInstall it with: apt-get install -y fonts-noto-core`);
    process.exit(1);
  }
  const original = await readFile(source);
  const text = String.fromCodePoint(...subsetCodePoints());

  const woff2 = await subsetFont(original, text, {
    targetFormat: 'woff2',
    // Keep copyright, trademark, vendor, designer, license and license URL
    // name records: the OFL requires the notice to travel with the font.
    preserveNameIds: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
  });

  const subsetSfnt = await fontverter.convert(woff2, 'sfnt');

  // Verify every requested character the original maps survived the subset.
  const wanted = new Set(subsetCodePoints());
  const originalCovered = [...new hb.Face(new hb.Blob(original)).collectUnicodes()].filter((c) => wanted.has(c));
  const subsetCovered = new Set(new hb.Face(new hb.Blob(subsetSfnt)).collectUnicodes());
  const lost = originalCovered.filter((c) => !subsetCovered.has(c));
  const [firstLost] = lost;
  if (firstLost !== undefined) {
    console.error(`Subset lost ${lost.length} code points, e.g. U+${firstLost.toString(16).toUpperCase()}`);
    process.exit(1);
  }

  // Verify shaping is unchanged by the subset.
  for (const sample of SAMPLES) {
    const a = await shapeSignature(original, sample);
    const b = await shapeSignature(subsetSfnt, sample);
    if (a.length !== b.length || a.some((sig, i) => sig !== b[i])) {
      console.error(`Subset shapes differently from the original for: ${sample}`);
      process.exit(1);
    }
  }

  await mkdir(path.dirname(OUT_FONT), { recursive: true });
  await writeFile(OUT_FONT, woff2);
  await writeFile(OUT_TTF, subsetSfnt);
  const autonym = await subsetFont(original, AUTONYM_TEXT, {
    targetFormat: 'woff2',
    preserveNameIds: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
  });
  await writeFile(OUT_AUTONYM, autonym);
  if (existsSync(LICENSE_SOURCE)) {
    const copyright = fontCopyright(original);
    const ofl = oflFromDebianCopyright(await readFile(LICENSE_SOURCE, 'utf8'));
    await writeFile(
      OUT_LICENSE,
      `${copyright}\n\nThis Font Software is licensed under the SIL Open Font License, Version 1.1.\n` +
        `This subset (Tibetan block, basic punctuation, digits) was made by scripts/build-font.mjs ` +
        `from Noto Serif Tibetan Regular and is distributed under the same license.\n\n` +
        `SIL OPEN FONT LICENSE Version 1.1 - 26 February 2007\n\n${ofl}\n`,
    );
  } else {
    console.warn(`License text not found at ${LICENSE_SOURCE}; keeping the committed ${OUT_LICENSE}`);
  }
  console.log(
    `${path.relative(root, OUT_FONT)}: ${woff2.length} bytes (${(woff2.length / 1024).toFixed(1)} KiB) ` +
      `from ${original.length} bytes; ${originalCovered.length} code points; ` +
      `shaping verified on ${SAMPLES.length} samples`,
  );
}

await main();
