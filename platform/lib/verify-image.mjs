/**
 * The image verification code as an SVG picture: four characters drawn as paths (cells of a
 * 5×7 pixel font, each jittered), over noise. The picture holds no text and no glyph names, so
 * the code is not readable from the SVG's source (docs/decisions/0024); a determined machine can still read
 * the picture, so the platform also limits guesses per device (lib/attempts.mjs).
 */
import crypto from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Rows of 5 pixels, top to bottom, '#' lit. */
const FONT = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.###.'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#', '#...#'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '##.##', '#...#'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
  2: ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  3: ['####.', '....#', '....#', '.###.', '....#', '....#', '####.'],
  4: ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  5: ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  6: ['.###.', '#....', '#....', '####.', '#...#', '#...#', '.###.'],
  7: ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  8: ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  9: ['.###.', '#...#', '#...#', '.####', '....#', '....#', '.###.'],
};

export function newImageCode() {
  return Array.from(crypto.randomBytes(4), (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** A random number in [0, 1). */
const rnd = () => crypto.randomInt(0, 1_000_000) / 1_000_000;
const fixed = (/** @type {number} */ n) => n.toFixed(1);

/**
 * One character as path cells: each lit pixel a small quadrilateral, the whole glyph skewed and
 * shifted at random. @param {string} ch @param {number} left
 */
function glyphPath(ch, left) {
  const rows = FONT[/** @type {keyof typeof FONT} */ (ch)];
  if (!rows) throw new Error(`no glyph for ${ch}`);
  const cell = 3.6;
  const top = 5 + rnd() * 4;
  const skew = (rnd() - 0.5) * 0.5;
  let d = '';
  rows.forEach((row, y) => {
    [...row].forEach((pixel, x) => {
      if (pixel !== '#') return;
      const px = left + x * cell + (6 - y) * cell * skew + (rnd() - 0.5);
      const py = top + y * cell + (rnd() - 0.5);
      const w = cell + 0.4;
      d += `M${fixed(px)} ${fixed(py)}l${fixed(w)} ${fixed((rnd() - 0.5) * 0.8)}l${fixed((rnd() - 0.5) * 0.8)} ${fixed(w)}l${fixed(-w)} ${fixed((rnd() - 0.5) * 0.8)}z`;
    });
  });
  return d;
}

/** @param {string} code */
export function verifyImageSvg(code) {
  const glyphs = [...code].map((ch, i) => glyphPath(ch, 8 + i * 27 + rnd() * 4)).join('');
  const lines = Array.from(
    { length: 5 },
    () =>
      `<path d="M${fixed(rnd() * 30)} ${fixed(rnd() * 40)}Q${fixed(30 + rnd() * 60)} ${fixed(rnd() * 40)} ${fixed(90 + rnd() * 30)} ${fixed(rnd() * 40)}" stroke="#8a93a6" stroke-width="1.2" fill="none"/>`,
  );
  const specks = Array.from({ length: 40 }, () => `M${fixed(rnd() * 120)} ${fixed(rnd() * 40)}h1.4v1.4h-1.4z`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">` +
    `<rect width="120" height="40" fill="#eef1f6"/><path d="${glyphs}" fill="#1d2433"/>` +
    `${lines.join('')}<path d="${specks}" fill="#5b6478"/></svg>`
  );
}
