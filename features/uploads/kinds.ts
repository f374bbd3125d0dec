// What a reader may upload (docs/product.md §5, docs/decisions/0022): three kinds, each with the formats
// it accepts and a size limit. Pure: the browser checks before sending, the server again
// (app/api/uploads) and the platform a third time; all three read these numbers.

export const UPLOAD_KINDS = ['picture', 'audio', 'video'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Formats as the content says (features/uploads/sniff.ts), never as the name or the browser says. */
export type PictureFormat = 'jpeg' | 'png' | 'gif' | 'bmp';
export type AudioFormat = 'mp3' | 'aac' | 'm4a' | 'wav' | 'ogg' | 'webm';
export type VideoFormat = 'mp4' | 'mov' | 'webm';
export type UploadFormat = PictureFormat | AudioFormat | VideoFormat;

const MB = 1024 * 1024;

/** Largest file of each kind, in bytes (a phone photo, a few minutes of voice, a short clip). */
export const MAX_BYTES: Readonly<Record<UploadKind, number>> = {
  picture: 10 * MB,
  audio: 20 * MB,
  video: 50 * MB,
};

/** Pictures are reduced to fit this box (longest side), keeping their proportions. */
export const MAX_PICTURE_SIDE = 2560;

/** How many files of each kind one post, tip-off or submission carries. */
export const MAX_FILES: Readonly<Record<UploadKind, number>> = { picture: 9, audio: 1, video: 1 };

/** What each kind accepts; the picture list is the platform's ('jpg, jpeg, png, gif, bmp'). */
export const FORMATS: Readonly<Record<UploadKind, readonly UploadFormat[]>> = {
  picture: ['jpeg', 'png', 'gif', 'bmp'],
  audio: ['mp3', 'aac', 'm4a', 'wav', 'ogg', 'webm'],
  video: ['mp4', 'mov', 'webm'],
};

/** The content type a stored file of each format is served with. */
export const CONTENT_TYPE: Readonly<Record<UploadFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  mp3: 'audio/mpeg',
  aac: 'audio/aac',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  webm: 'video/webm',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
};

/** The `accept` of a file input: a hint for the picker only (the content decides). */
export const ACCEPT: Readonly<Record<UploadKind, string>> = {
  picture: '.jpg,.jpeg,.png,.gif,.bmp,image/jpeg,image/png,image/gif,image/bmp',
  audio: 'audio/*,.mp3,.m4a,.aac,.wav,.ogg,.webm',
  video: 'video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm',
};

export function isUploadKind(value: unknown): value is UploadKind {
  return typeof value === 'string' && (UPLOAD_KINDS as readonly string[]).includes(value);
}

/** Size limit as the reader reads it ("10 MB"). */
export function limitLabel(kind: UploadKind): string {
  return `${Math.round(MAX_BYTES[kind] / MB)} MB`;
}
