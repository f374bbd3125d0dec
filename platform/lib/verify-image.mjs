/**
 * The image verification code as an SVG picture: four characters, skewed, over noise lines.
 * A reference server's picture, not a CAPTCHA that resists machines: it exists so the
 * client's image-then-SMS flow runs end to end.
 */
import crypto from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newImageCode() {
  return Array.from(crypto.randomBytes(4), (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** @param {string} code */
export function verifyImageSvg(code) {
  const random = crypto.randomBytes(16);
  const r = (/** @type {number} */ i) => random.readUInt8(i);
  const lines = [0, 1, 2, 3].map((i) =>
    `<line x1="${r(i) % 40}" y1="${r(i + 4) % 40}" x2="${80 + (r(i + 8) % 40)}" y2="${r(i + 12) % 40}" stroke="#8a93a6" stroke-width="1"/>`);
  const letters = [...code].map((c, i) =>
    `<text x="${14 + i * 26}" y="29" transform="rotate(${(r(i) % 24) - 12} ${20 + i * 26} 20)">${c}</text>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">`
    + `<rect width="120" height="40" fill="#eef1f6"/>${lines.join('')}`
    + `<g font-family="monospace" font-size="24" font-weight="bold" fill="#1d2433">${letters.join('')}</g></svg>`;
}
