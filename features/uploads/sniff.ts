import type { AudioFormat, PictureFormat, UploadFormat, UploadKind, VideoFormat } from './kinds';
import { FORMATS } from './kinds';

// A file's format from its first bytes (its "magic"), never from its name or the type the
// browser states: a renamed executable or PDF is not a picture because it is called .jpg
// (docs/decisions/0022). Pure, so the browser runs it before sending and the server again on receipt.

/** Bytes the checks below need at most. */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  bytes.length >= at + text.length && [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

function pictureFormat(bytes: Uint8Array): PictureFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'gif';
  // "BM", then the DIB header's size at 14 (12, 40, 52, 56, 108, 124): not just any "BM…" text.
  if (ascii(bytes, 0, 'BM') && [12, 40, 52, 56, 108, 124].includes(bytes[14] ?? 0) && bytes[15] === 0) return 'bmp';
  return null;
}

/** ISO base media (mp4, mov, m4a): a box of type `ftyp` first, its major brand after it. */
function isoBrand(bytes: Uint8Array): string | null {
  if (!ascii(bytes, 4, 'ftyp') || bytes.length < 12) return null;
  return String.fromCharCode(...bytes.slice(8, 12));
}

function audioFormat(bytes: Uint8Array): AudioFormat | null {
  if (ascii(bytes, 0, 'ID3')) return 'mp3';
  // An MPEG audio frame: 11 sync bits, then layer bits that are not "reserved" (00).
  if (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0) {
    // ADTS (AAC) is the sync word with layer 00; MPEG audio layers I–III have it non-zero.
    return ((bytes[1] ?? 0) & 0x06) === 0 ? 'aac' : 'mp3';
  }
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return 'wav';
  if (ascii(bytes, 0, 'OggS')) return 'ogg';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  // A browser's recording (Safari) and phone voice memos: an mp4 container holding sound.
  if (isoBrand(bytes) !== null) return 'm4a';
  return null;
}

function videoFormat(bytes: Uint8Array): VideoFormat | null {
  const brand = isoBrand(bytes);
  if (brand !== null) {
    if (brand === 'M4A ' || brand === 'M4B ') return null;
    return brand === 'qt  ' ? 'mov' : 'mp4';
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  return null;
}

/** The format of `bytes` as a file of `kind`, or null when its content is not one of that kind's formats. */
export function sniffFormat(kind: UploadKind, bytes: Uint8Array): UploadFormat | null {
  const format = kind === 'picture' ? pictureFormat(bytes) : kind === 'audio' ? audioFormat(bytes) : videoFormat(bytes);
  return format !== null && FORMATS[kind].includes(format) ? format : null;
}

/** Why a file cannot be uploaded as `kind`, or null when it can: the checks every side runs. */
export type UploadRefusal = 'empty' | 'tooLarge' | 'wrongType';

export function checkUpload(kind: UploadKind, size: number, head: Uint8Array, maxBytes: number): UploadRefusal | null {
  if (size === 0) return 'empty';
  if (size > maxBytes) return 'tooLarge';
  return sniffFormat(kind, head) === null ? 'wrongType' : null;
}
