/**
 * One place that names every media file, shared by the image generator (which
 * writes them) and the serializers (which link to them), so the two cannot drift.
 * The DB stores picture numbers and relative paths, never absolute URLs, because
 * PLATFORM_PUBLIC_URL may change between runs.
 */

/** Distinct generated still pictures, numbered 1..PICTURE_COUNT. */
export const PICTURE_COUNT = 40;
/** Animated gifs get the numbers after the stills, so a pic_list can mix them in. */
const FIRST_GIF = PICTURE_COUNT + 1;
export const GIF_NUMBERS = [FIRST_GIF, FIRST_GIF + 1];

/** Sizes of the still pictures (small is the list thumbnail). */
export const PICTURE_SIZES = {
  small: { suffix: 's', width: 240, height: 160 },
  middle: { suffix: 'm', width: 480, height: 320 },
  big: { suffix: 'b', width: 1080, height: 720 },
};
export const GIF_SIZE = { width: 480, height: 320 };

/** Committed video files (platform/media/video). */
export const VIDEO = {
  hls: 'video/demo.m3u8',
  mp4: 'video/demo.mp4',
  poster: 'video/poster.jpg',
  /** Landscape (16:9), as a camera or a phone held sideways films. */
  width: 640,
  height: 360,
  durationSeconds: 6,
};

/**
 * The short videos' clip: portrait (9:16, 360x640), a slow pan across a lake scene, as phones
 * film them; the landscape demo would be letterboxed in the vertical player.
 * Made from generated picture 12 with ffmpeg (scale 960x640, a 360-wide crop moving 600 px in
 * 6 s, H.264 baseline, a key frame every 2 s, cut into 2 s HLS segments).
 */
export const SHORT_VIDEO_CLIP = {
  hls: 'video/short.m3u8',
  mp4: 'video/short.mp4',
  poster: 'video/short-poster.jpg',
  width: 360,
  height: 640,
  durationSeconds: 6,
};

/** Site logos generated at first start. */
export const LOGOS = {
  pad: 'img/logo-wide.png',
  app: 'img/logo-app.png',
  share: 'img/logo-share.png',
};

/** @param {number} n @returns {boolean} */
export const isGif = (n) => GIF_NUMBERS.includes(n);

/**
 * Relative path of a picture in one size.
 * @param {number} n picture number
 * @param {'small'|'middle'|'big'} size
 */
export function picturePath(n, size) {
  if (isGif(n)) return `img/anim${n - FIRST_GIF + 1}.gif`;
  return `img/p${String(n).padStart(2, '0')}_${PICTURE_SIZES[size].suffix}.jpg`;
}

/** @param {number} n */
export function pictureDimensions(n) {
  return isGif(n) ? GIF_SIZE : { width: PICTURE_SIZES.big.width, height: PICTURE_SIZES.big.height };
}

/** Column icon path. @param {number} columnId */
export const columnIconPath = (columnId) => `img/icon-col${columnId}.png`;
/** Module (service link) icon path. @param {number} itemId */
export const moduleIconPath = (itemId) => `img/icon-mod${itemId}.png`;
/** Avatar path for xy accounts ('xy') and reporters ('rp'). @param {'xy'|'rp'} kind @param {number} id */
export const avatarPath = (kind, id) => `img/avatar-${kind}${id}.png`;
