/**
 * The platform's own check of an uploaded file (the front end checks first; a client that
 * skips it meets this): the format from the first bytes, never from the name or the stated
 * type, and a size limit per kind. Pictures: jpg, jpeg, png, gif, bmp only (docs/product.md §5).
 */

const MB = 1024 * 1024;
/** @type {Record<'picture'|'audio'|'video', number>} */
export const MAX_BYTES = { picture: 10 * MB, audio: 20 * MB, video: 50 * MB };

/** @type {Record<string, {ext: string, type: string}>} */
export const FORMATS = {
  jpeg: { ext: 'jpg', type: 'image/jpeg' },
  png: { ext: 'png', type: 'image/png' },
  gif: { ext: 'gif', type: 'image/gif' },
  bmp: { ext: 'bmp', type: 'image/bmp' },
  mp3: { ext: 'mp3', type: 'audio/mpeg' },
  aac: { ext: 'aac', type: 'audio/aac' },
  m4a: { ext: 'm4a', type: 'audio/mp4' },
  wav: { ext: 'wav', type: 'audio/wav' },
  ogg: { ext: 'ogg', type: 'audio/ogg' },
  weba: { ext: 'weba', type: 'audio/webm' },
  mp4: { ext: 'mp4', type: 'video/mp4' },
  mov: { ext: 'mov', type: 'video/quicktime' },
  webm: { ext: 'webm', type: 'video/webm' },
};

/** @param {Buffer} b @param {number} at @param {string} s */
const has = (b, at, s) => b.length >= at + s.length && b.toString('latin1', at, at + s.length) === s;

/**
 * @param {'picture'|'audio'|'video'} kind
 * @param {Buffer} b
 * @returns {string | null} a key of FORMATS
 */
export function sniff(kind, b) {
  const brand = has(b, 4, 'ftyp') && b.length >= 12 ? b.toString('latin1', 8, 12) : null;
  const ebml = b.length >= 4 && b.readUInt32BE(0) === 0x1a45dfa3;
  if (kind === 'picture') {
    if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
    if (b.length >= 8 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a) return 'png';
    if (has(b, 0, 'GIF87a') || has(b, 0, 'GIF89a')) return 'gif';
    if (has(b, 0, 'BM') && b.length >= 16 && [12, 40, 52, 56, 108, 124].includes(b[14] ?? 0) && b[15] === 0)
      return 'bmp';
    return null;
  }
  if (kind === 'audio') {
    if (has(b, 0, 'ID3')) return 'mp3';
    if (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0) return ((b[1] ?? 0) & 0x06) === 0 ? 'aac' : 'mp3';
    if (has(b, 0, 'RIFF') && has(b, 8, 'WAVE')) return 'wav';
    if (has(b, 0, 'OggS')) return 'ogg';
    if (ebml) return 'weba';
    if (brand) return 'm4a';
    return null;
  }
  if (brand) return brand === 'M4A ' || brand === 'M4B ' ? null : brand === 'qt  ' ? 'mov' : 'mp4';
  return ebml ? 'webm' : null;
}
