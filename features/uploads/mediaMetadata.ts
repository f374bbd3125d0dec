import type { UploadFormat } from './kinds';

// A reader's video or voice note carries what the phone wrote about it: where it was recorded
// (an mp4's `©xyz` atom, Apple's location key, XMP), the device, the owner's name. Pictures
// lose theirs by being drawn again (reencode.ts); sound and video are not transcoded (no
// ffmpeg on the server, decision 0022), so their metadata is cut out of the container here.
// Pure byte surgery, no decoding: the media data is passed on unchanged.

/** The container is not what its first bytes promised (a box or chunk runs past the end). */
export class MalformedMedia extends Error {}

/**
 * ISO base media (mp4, mov, m4a). Metadata lives in boxes a player never needs to play:
 * `udta` (user data: ©xyz location, ©mak maker), `meta` (Apple's keys, among them
 * com.apple.quicktime.location.ISO6709) and `uuid` (XMP). Each is turned into a `free` box of
 * the same size with its content zeroed: sizes stay, so no chunk offset (`stco`) moves.
 */
const ISO_METADATA_BOXES = new Set(['udta', 'meta', 'uuid', 'XMP_']);
/** Boxes whose children are boxes, walked for metadata inside tracks. */
const ISO_CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'edts']);

function blankIsoMetadata(bytes: Buffer, start: number, end: number): void {
  let at = start;
  while (at < end) {
    if (end - at < 8) throw new MalformedMedia('a box header runs past its parent');
    let size = bytes.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (end - at < 16) throw new MalformedMedia('a large box header runs past its parent');
      const large = bytes.readBigUInt64BE(at + 8);
      if (large > BigInt(end - at)) throw new MalformedMedia('a box runs past its parent');
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = end - at; // "to the end of the file"
    }
    if (size < header || at + size > end) throw new MalformedMedia('a box runs past its parent');
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (ISO_METADATA_BOXES.has(type)) {
      bytes.write('free', at + 4, 'latin1');
      bytes.fill(0, at + header, at + size);
    } else if (ISO_CONTAINERS.has(type)) {
      blankIsoMetadata(bytes, at + header, at + size);
    }
    at += size;
  }
}

/** ID3v2 at the start (syncsafe size, optional footer) and ID3v1 at the end of an mp3. */
function withoutId3(bytes: Buffer): Buffer {
  let start = 0;
  while (bytes.toString('latin1', start, start + 3) === 'ID3') {
    if (bytes.length - start < 10) throw new MalformedMedia('a cut ID3 header');
    const size =
      ((bytes[start + 6]! & 0x7f) << 21) |
      ((bytes[start + 7]! & 0x7f) << 14) |
      ((bytes[start + 8]! & 0x7f) << 7) |
      (bytes[start + 9]! & 0x7f);
    const footer = (bytes[start + 5]! & 0x10) !== 0 ? 10 : 0;
    start += 10 + size + footer;
    if (start > bytes.length) throw new MalformedMedia('an ID3 tag runs past the end');
  }
  let end = bytes.length;
  if (end - start >= 128 && bytes.toString('latin1', end - 128, end - 125) === 'TAG') end -= 128;
  return bytes.subarray(start, end);
}

/** The chunks a WAV needs to play; LIST/INFO (artist, comments), bext, iXML and id3 are not. */
const WAV_KEPT_CHUNKS = new Set(['fmt ', 'data', 'fact']);

function withoutRiffMetadata(bytes: Buffer): Buffer {
  if (bytes.length < 12) throw new MalformedMedia('a cut RIFF header');
  const kept: Buffer[] = [bytes.subarray(0, 12)];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (at + 8 + size > bytes.length) {
      // A recorder that streams writes the sound's size as "unknown" (0xFFFFFFFF): it is the rest.
      if (id !== 'data') throw new MalformedMedia('a chunk runs past the end');
      const rest = Buffer.from(bytes.subarray(at));
      rest.writeUInt32LE(rest.length - 8, 4);
      kept.push(rest);
      break;
    }
    // Chunks are padded to an even length; the last one may lack its pad byte.
    const next = Math.min(at + 8 + size + (size % 2), bytes.length);
    if (WAV_KEPT_CHUNKS.has(id)) kept.push(bytes.subarray(at, next));
    at = next;
  }
  const out = Buffer.concat(kept);
  out.writeUInt32LE(out.length - 8, 4);
  return out;
}

/**
 * `bytes` without the metadata its container carries, for the formats whose metadata can hold
 * a place or a person. Ogg and WebM (a browser's own recordings) and raw AAC frames are passed
 * as they are: browsers write no location into them.
 */
export function stripMediaMetadata(format: UploadFormat, bytes: Buffer): Buffer {
  switch (format) {
    case 'mp4':
    case 'mov':
    case 'm4a': {
      const copy = Buffer.from(bytes);
      blankIsoMetadata(copy, 0, copy.length);
      return copy;
    }
    case 'mp3':
      return withoutId3(bytes);
    case 'wav':
      return withoutRiffMetadata(bytes);
    default:
      return bytes;
  }
}
