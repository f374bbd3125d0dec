/**
 * The platform's deeper check of a sound or video file, after its first bytes named the format
 * (lib/file-kinds.mjs): four magic bytes say nothing about the rest, so the container is walked
 * far enough to know it holds together, and metadata is taken out where that can be done
 * without moving anything else:
 *
 * - MP3: an ID3v2 tag (skipped, then dropped) followed by frames: each header's version, layer,
 *   bitrate and sample rate valid and the next frame where the header says; at least
 *   MIN_MP3_FRAMES in a row (all of them when the file is shorter). ID3v2 at the start, ID3v1
 *   (`TAG`) and APE tags at the end are dropped.
 * - Ogg: every page from the first to the last byte: the `OggS` capture pattern, stream
 *   structure version 0, its segment table inside the file and its CRC right; the first page
 *   begins a stream and carries a codec header (Opus, Vorbis, FLAC, Speex). Comment headers
 *   (OpusTags, Vorbis comments) are kept: taking them out means rewriting pages.
 * - WebM/Matroska: the EBML header with DocType `webm` or `matroska`, then a Segment whose
 *   children are known elements, each inside its parent, with Info and Tracks before the first
 *   Cluster. Tags and Attachments (a cover picture) become Void elements of the same size, so no
 *   offset in the file changes.
 */

/** A file shorter than this many frames must be all frames. */
export const MIN_MP3_FRAMES = 4;

// ---- MP3 --------------------------------------------------------------------------------

const MP3_BITRATES = {
  // [version 1 | 2/2.5][layer 1..3] in kbit/s, index 1..14
  v1: [
    [32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    [32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  ],
  v2: [
    [32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  ],
};
const MP3_RATES = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/**
 * The length of the MPEG audio frame whose header starts at `at`, or 0 when there is none.
 * @param {Buffer} b @param {number} at
 */
export function mp3FrameLength(b, at) {
  if (at + 4 > b.length || b[at] !== 0xff || ((b[at + 1] ?? 0) & 0xe0) !== 0xe0) return 0;
  const h1 = /** @type {number} */ (b[at + 1]);
  const h2 = /** @type {number} */ (b[at + 2]);
  const version = (h1 >> 3) & 3; // 3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5, 1 reserved
  const layerBits = (h1 >> 1) & 3; // 3 layer I, 2 layer II, 1 layer III, 0 reserved
  const bitrateIndex = h2 >> 4;
  const rateIndex = (h2 >> 2) & 3;
  if (version === 1 || layerBits === 0 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return 0;
  const layer = 4 - layerBits;
  const kbps = /** @type {number} */ (
    (version === 3 ? MP3_BITRATES.v1 : MP3_BITRATES.v2)[layer - 1]?.[bitrateIndex - 1]
  );
  const rate = /** @type {number} */ (MP3_RATES[/** @type {3|2|0} */ (version)][rateIndex]);
  const padding = (h2 >> 1) & 1;
  if (layer === 1) return (Math.floor((12 * kbps * 1000) / rate) + padding) * 4;
  const perFrame = layer === 3 && version !== 3 ? 72 : 144;
  return Math.floor((perFrame * kbps * 1000) / rate) + padding;
}

/** Size of the ID3v2 tag at the start (header, body, footer), 0 when there is none. @param {Buffer} b */
function id3v2Length(b) {
  if (b.length < 10 || b.toString('latin1', 0, 3) !== 'ID3') return 0;
  const sizeBytes = [b[6], b[7], b[8], b[9]].map((x) => x ?? 0xff);
  if (sizeBytes.some((x) => x >= 0x80) || b[3] === 0xff || b[4] === 0xff) return -1;
  const size = sizeBytes.reduce((n, x) => (n << 7) | x, 0);
  const footer = ((b[5] ?? 0) & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/** Length of the tags at the end (ID3v1 `TAG`, APEv2 with its footer), 0 when none. @param {Buffer} b @param {number} start */
function trailingTags(b, start) {
  let end = b.length;
  if (end - start >= 128 && b.toString('latin1', end - 128, end - 125) === 'TAG') end -= 128;
  if (end - start >= 32 && b.toString('latin1', end - 32, end - 24) === 'APETAGEX') {
    const size = b.readUInt32LE(end - 20); // footer + items
    const hasHeader = ((b[end - 9] ?? 0) & 0x80) !== 0;
    const total = size + (hasHeader ? 32 : 0);
    if (total <= end - start) end -= total;
  }
  return b.length - end;
}

/** @param {Buffer} b @returns {Buffer | null} the frames alone, or null */
export function checkMp3(b) {
  const start = id3v2Length(b);
  if (start < 0 || start >= b.length) return null;
  const end = b.length - trailingTags(b, start);
  let at = start;
  let frames = 0;
  while (at < end) {
    const length = mp3FrameLength(b, at);
    if (length === 0) break;
    if (at + length > end) {
      // A last frame cut short is common (a recording stopped); anything else is not audio.
      if (frames >= MIN_MP3_FRAMES) at = end;
      break;
    }
    frames += 1;
    at += length;
  }
  // Too few frames, or frames and then something that is not a frame: not an MP3.
  if (frames < MIN_MP3_FRAMES || at < end) return null;
  return b.subarray(start, end);
}

// ---- Ogg --------------------------------------------------------------------------------

const OGG_CRC = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let j = 0; j < 8; j++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

/** Ogg's CRC-32 (polynomial 0x04c11db7, not reflected, initial 0) of a page with its CRC field zeroed. @param {Buffer} page */
function oggCrc(page) {
  let crc = 0;
  for (let i = 0; i < page.length; i++) {
    const byte = i >= 22 && i < 26 ? 0 : /** @type {number} */ (page[i]);
    crc = ((crc << 8) ^ /** @type {number} */ (OGG_CRC[((crc >>> 24) ^ byte) & 0xff])) >>> 0;
  }
  return crc >>> 0;
}

const OGG_CODECS = ['OpusHead', '\x01vorbis', '\x7fFLAC', 'Speex   '];

/** @param {Buffer} b @returns {Buffer | null} */
export function checkOgg(b) {
  let at = 0;
  let pages = 0;
  while (at < b.length) {
    if (at + 27 > b.length || b.toString('latin1', at, at + 4) !== 'OggS' || b[at + 4] !== 0) return null;
    const segments = /** @type {number} */ (b[at + 26]);
    if (at + 27 + segments > b.length) return null;
    let body = 0;
    for (let i = 0; i < segments; i++) body += /** @type {number} */ (b[at + 27 + i]);
    const length = 27 + segments + body;
    if (at + length > b.length) return null;
    const page = b.subarray(at, at + length);
    if (oggCrc(page) !== page.readUInt32LE(22)) return null;
    if (pages === 0) {
      if (((b[at + 5] ?? 0) & 0x02) === 0) return null; // the first page begins a stream
      const first = b.toString('latin1', at + 27 + segments, at + 27 + segments + 8);
      if (!OGG_CODECS.some((codec) => first.startsWith(codec))) return null;
    }
    pages += 1;
    at += length;
  }
  return pages > 0 ? b : null;
}

// ---- WebM / Matroska --------------------------------------------------------------------

const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const TAGS = 0x1254c367;
const ATTACHMENTS = 0x1941a469;
const VOID = 0xec;
/** Level-1 elements a Segment may hold. */
const SEGMENT_CHILDREN = new Set([
  0x114d9b74,
  0x1549a966,
  0x1654ae6b,
  CLUSTER,
  0x1c53bb6b,
  TAGS,
  0x1043a770,
  ATTACHMENTS,
  VOID,
  0xbf,
]);
/** Elements a Cluster may hold (Timestamp, SilentTracks, Position, PrevSize, SimpleBlock, BlockGroup, EncryptedBlock, Void, CRC-32). */
const CLUSTER_CHILDREN = new Set([0xe7, 0x5854, 0xa7, 0xab, 0xa3, 0xa0, 0xaf, VOID, 0xbf]);

/**
 * An EBML variable-length number at `at`: its value (IDs keep their marker bit), its length,
 * and whether it is the reserved "unknown size".
 * @param {Buffer} b @param {number} at @param {boolean} keepMarker
 * @returns {{value: number, length: number, unknown: boolean} | null}
 */
function vint(b, at, keepMarker) {
  const first = b[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23; // 1..8
  if (at + length > b.length || length > 8) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = /** @type {number} */ (b[at + i]);
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

/**
 * The element at `at`: id, where its data starts, its size (null: unknown) and where it ends.
 * @param {Buffer} b @param {number} at
 */
function element(b, at) {
  const id = vint(b, at, true);
  if (!id || id.length > 4) return null;
  const size = vint(b, at + id.length, false);
  if (!size) return null;
  const dataAt = at + id.length + size.length;
  return {
    id: id.value,
    dataAt,
    size: size.unknown ? null : size.value,
    end: size.unknown ? null : dataAt + size.value,
  };
}

/**
 * Overwrites the element [at, end) with a Void element of the same length.
 * @param {Buffer} b @param {number} at @param {number} end
 */
function voidOut(b, at, end) {
  const total = end - at;
  b.fill(0, at, end);
  b[at] = VOID;
  // size as an 8-byte vint: 0x01 then 7 bytes
  let rest = total - 9;
  b[at + 1] = 0x01;
  for (let i = 8; i >= 2; i--) {
    b[at + i] = rest & 0xff;
    rest = Math.floor(rest / 256);
  }
}

/** @param {Buffer} input @returns {Buffer | null} */
export function checkWebm(input) {
  const header = element(input, 0);
  if (!header || header.id !== EBML || header.end === null || header.end > input.length) return null;
  let docType = '';
  for (let at = header.dataAt; at < header.end;) {
    const child = element(input, at);
    if (!child || child.end === null || child.end > header.end) return null;
    if (child.id === 0x4282) docType = input.toString('latin1', child.dataAt, child.end).replace(/\0+$/, '');
    at = child.end;
  }
  if (docType !== 'webm' && docType !== 'matroska') return null;
  const segment = element(input, header.end);
  if (!segment || segment.id !== SEGMENT) return null;
  const segmentEnd = segment.end === null ? input.length : segment.end;
  if (segmentEnd > input.length) return null;
  const b = Buffer.from(input); // metadata is voided in a copy
  const seen = new Set();
  let at = segment.dataAt;
  while (at < segmentEnd) {
    const child = element(b, at);
    if (!child || !SEGMENT_CHILDREN.has(child.id)) return null;
    if (child.id === CLUSTER && !(seen.has(0x1549a966) && seen.has(0x1654ae6b))) return null;
    seen.add(child.id);
    if (child.end === null) {
      // Only a Cluster may be of unknown size (as a recorder writes it): it ends where an
      // element that is not one of its children begins.
      if (child.id !== CLUSTER) return null;
      let inner = child.dataAt;
      while (inner < segmentEnd) {
        const block = element(b, inner);
        if (!block) return null;
        if (!CLUSTER_CHILDREN.has(block.id)) break;
        if (block.end === null || block.end > segmentEnd) return null;
        inner = block.end;
      }
      at = inner;
      continue;
    }
    if (child.end > segmentEnd) return null;
    if ((child.id === TAGS || child.id === ATTACHMENTS) && child.end - at >= 9) voidOut(b, at, child.end);
    at = child.end;
  }
  if (!seen.has(0x1654ae6b)) return null;
  return b;
}

/**
 * The file's bytes to store, metadata taken out where this format allows it, or null when its
 * container does not hold together. Formats not checked here pass unchanged.
 * @param {string} format a key of FORMATS (lib/file-kinds.mjs) @param {Buffer} bytes
 * @returns {Buffer | null}
 */
export function checkContainer(format, bytes) {
  if (format === 'mp3') return checkMp3(bytes);
  if (format === 'ogg') return checkOgg(bytes);
  if (format === 'weba' || format === 'webm') return checkWebm(bytes);
  return bytes;
}
