/**
 * The certificates' files (previewPDF, docs/decisions/0028): each certificate's pages drawn as JPEGs with
 * sharp, and a PDF made of those very JPEGs (lib/pdf.mjs). Latin letters and digits only on the
 * pictures: the machine has no CJK fonts (as with the paper pages); the page around the viewer
 * says the rest in the reader's language.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { imagePdf } from '../lib/pdf.mjs';

/** Page images: A4 at 96 dpi, sharp enough for a phone and small enough to load quickly. */
export const CERTIFICATE_PAGE = { width: 794, height: 1123 };
const MARKER = '.generated-certificates-v1';
const FONT = "'DejaVu Serif', 'Liberation Serif', serif";
const MONO = "'DejaVu Sans Mono', monospace";

/** Where a certificate's PDF and its page images live under the media directory. */
export const certificatePdfPath = (/** @type {number} */ id) => `certificates/certificate-${id}.pdf`;
export const certificatePagePath = (/** @type {number} */ id, /** @type {number} */ page) =>
  `certificates/certificate-${id}-${page}.jpg`;

/** @typedef {{id: number, serial: string, txHash: string, blockHeight: number, issued: string, workEn: string}} CertificateArt */

/** @param {string} s */
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Page 1: the certificate itself. @param {CertificateArt} c */
function frontSvg(c) {
  const { width: w, height: h } = CERTIFICATE_PAGE;
  const line = (/** @type {number} */ y, /** @type {string} */ label, /** @type {string} */ value, mono = false) => `
  <text x="110" y="${y}" font-family="${FONT}" font-size="20" fill="#6b5a3a">${esc(label)}</text>
  <text x="110" y="${y + 32}" font-family="${mono ? MONO : FONT}" font-size="${mono ? 17 : 24}" fill="#2b2b2b">${esc(value)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <rect width="100%" height="100%" fill="#fbf7ec"/>
  <rect x="36" y="36" width="${w - 72}" height="${h - 72}" fill="none" stroke="#9b1c1c" stroke-width="6"/>
  <rect x="52" y="52" width="${w - 104}" height="${h - 104}" fill="none" stroke="#c9a24a" stroke-width="2"/>
  <text x="${w / 2}" y="190" text-anchor="middle" font-family="${FONT}" font-size="46" font-weight="bold" fill="#9b1c1c">CERTIFICATE</text>
  <text x="${w / 2}" y="240" text-anchor="middle" font-family="${FONT}" font-size="24" fill="#6b5a3a">of Blockchain Copyright Deposit</text>
  <text x="${w / 2}" y="290" text-anchor="middle" font-family="${MONO}" font-size="20" fill="#2b2b2b">No. ${esc(c.serial)}</text>
  ${line(380, 'Work', c.workEn)}
  ${line(470, 'Rights holder', 'Plateau Media (Lhasa)')}
  ${line(560, 'Deposited on', c.issued)}
  ${line(650, 'Block height', String(c.blockHeight))}
  ${line(740, 'Transaction hash', c.txHash.slice(0, 32))}
  <text x="110" y="804" font-family="${MONO}" font-size="17" fill="#2b2b2b">${esc(c.txHash.slice(32))}</text>
  <circle cx="${w - 190}" cy="${h - 230}" r="86" fill="none" stroke="#b3261e" stroke-width="6"/>
  <circle cx="${w - 190}" cy="${h - 230}" r="70" fill="none" stroke="#b3261e" stroke-width="2"/>
  <text x="${w - 190}" y="${h - 238}" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="bold" fill="#b3261e">PLATEAU</text>
  <text x="${w - 190}" y="${h - 210}" text-anchor="middle" font-family="${FONT}" font-size="16" fill="#b3261e">COPYRIGHT CHAIN</text>
  <text x="110" y="${h - 130}" font-family="${FONT}" font-size="18" fill="#6b5a3a">Page 1 of 2</text>
</svg>`;
}

/** Page 2: how to verify it. @param {CertificateArt} c */
function verifySvg(c) {
  const { width: w, height: h } = CERTIFICATE_PAGE;
  const rows = [
    ['1', 'Open the copyright chain explorer of the issuer.'],
    ['2', 'Search for the transaction hash printed on page 1.'],
    ['3', 'Compare the SHA-256 digest of the work with the one on the chain.'],
    ['4', 'The block time must match the deposit date.'],
  ]
    .map(
      ([n, text], i) =>
        `<text x="110" y="${360 + i * 70}" font-family="${FONT}" font-size="22" fill="#2b2b2b">${n}.  ${esc(text ?? '')}</text>`,
    )
    .join('\n  ');
  // A QR-like block grid drawn from the hash: decoration that differs per certificate.
  const cells = [...c.txHash.slice(0, 49)]
    .map((ch, i) =>
      Number.parseInt(ch, 16) % 2 === 0
        ? `<rect x="${110 + (i % 7) * 26}" y="${700 + Math.floor(i / 7) * 26}" width="24" height="24" fill="#2b2b2b"/>`
        : '',
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <rect width="100%" height="100%" fill="#fbf7ec"/>
  <rect x="36" y="36" width="${w - 72}" height="${h - 72}" fill="none" stroke="#9b1c1c" stroke-width="6"/>
  <text x="${w / 2}" y="200" text-anchor="middle" font-family="${FONT}" font-size="38" font-weight="bold" fill="#9b1c1c">VERIFICATION</text>
  <text x="${w / 2}" y="250" text-anchor="middle" font-family="${MONO}" font-size="20" fill="#2b2b2b">No. ${esc(c.serial)}</text>
  ${rows}
  ${cells}
  <text x="110" y="${h - 130}" font-family="${FONT}" font-size="18" fill="#6b5a3a">Page 2 of 2</text>
</svg>`;
}

/** The page SVGs of a certificate, in order. @param {CertificateArt} c */
export const certificatePages = (c) => [frontSvg(c), verifySvg(c)];

/**
 * Writes every certificate's page images and PDF once into <mediaDir>/certificates/.
 * @param {string} mediaDir @param {CertificateArt[]} certificates
 */
export async function ensureCertificateFiles(mediaDir, certificates) {
  if (fs.existsSync(path.join(mediaDir, MARKER))) return { generated: false, files: 0 };
  fs.mkdirSync(path.join(mediaDir, 'certificates'), { recursive: true });
  let files = 0;
  await Promise.all(
    certificates.map(async (c) => {
      const jpegs = await Promise.all(
        certificatePages(c).map((svg) => sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: false }).toBuffer()),
      );
      jpegs.forEach((jpeg, i) => fs.writeFileSync(path.join(mediaDir, certificatePagePath(c.id, i + 1)), jpeg));
      fs.writeFileSync(
        path.join(mediaDir, certificatePdfPath(c.id)),
        imagePdf(
          jpegs.map((jpeg) => ({ jpeg, ...CERTIFICATE_PAGE })),
          { title: `Certificate ${c.serial}` },
        ),
      );
      files += jpegs.length + 1;
    }),
  );
  fs.writeFileSync(path.join(mediaDir, MARKER), `${files} files\n`);
  return { generated: true, files };
}
