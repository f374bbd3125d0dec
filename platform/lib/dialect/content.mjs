/**
 * Article bodies in the two forms the dialects answer. Stored bodies may be written in either:
 *
 * - designed: `<!--IMAGES#k-->` placeholders, each standing for a group of pictures
 *   (docs/platform-api.md, "Article content");
 * - real: one `<!--IMAGEARRAY#i-->` per picture and one `<!--VIDEOARRAY#i-->` per inline video,
 *   numbered from 0 in reading order, as ArticleJsonHelper.replaceAttPics/replaceAttVideos of
 *   intergrate-dev/xy6.0-xzw write them (and the recorded answer in
 *   platform/test/fixtures/public/getArticleContent.json shows).
 *
 * Each dialect converts whatever is stored into its own form here, so no route knows either.
 */

/** @typedef {{n: number, summary: string, ref?: string}} StoredPicture */
/** @typedef {{ref: string, pics: StoredPicture[]}} StoredGroup */
/** @typedef {{ref: string, summary: string, duration: number}} StoredVideo */

const MARKER = /<!--(IMAGES|IMAGEARRAY|VIDEOARRAY)#(\d+)-->/g;

/**
 * The designed form: every picture placed by an IMAGEARRAY marker becomes a group of its own
 * (numbered after the stored groups); inline video markers are dropped, because the designed
 * dialect has no inline video.
 * @param {string} content
 * @param {StoredGroup[]} groups
 * @returns {{content: string, groups: {ref: string, pics: StoredPicture[]}[]}}
 */
export function designedBody(content, groups) {
  const designed = groups.filter((g) => g.ref.startsWith('<!--IMAGES#') && g.pics.some((p) => !p.ref));
  /** @type {Map<string, StoredPicture>} IMAGEARRAY ref -> its picture */
  const placed = new Map();
  for (const g of groups) for (const p of g.pics) if (p.ref) placed.set(p.ref, p);
  let next = designed.reduce((max, g) => Math.max(max, Number(/#(\d+)/.exec(g.ref)?.[1] ?? 0)), 0);
  /** @type {{ref: string, pics: StoredPicture[]}[]} */
  const added = [];
  const out = content.replace(MARKER, (marker, kind) => {
    if (kind === 'IMAGES') return marker;
    const pic = kind === 'IMAGEARRAY' ? placed.get(marker) : undefined;
    if (!pic) return '';
    next += 1;
    const ref = `<!--IMAGES#${next}-->`;
    added.push({ ref, pics: [{ n: pic.n, summary: pic.summary }] });
    return ref;
  });
  return {
    content: out,
    groups: [
      ...designed.map((g) => ({
        ref: g.ref,
        pics: g.pics.filter((p) => !p.ref).map(({ n, summary }) => ({ n, summary })),
      })),
      ...added,
    ],
  };
}

/**
 * The real form: pictures and inline videos in reading order, each with its own marker.
 * A designed group's pictures follow each other where its placeholder stood; pictures and
 * videos no marker places are not in the answer (the real platform lists only what the HTML holds).
 * @param {string} content
 * @param {StoredGroup[]} groups
 * @param {StoredVideo[]} videos
 * @returns {{content: string, pictures: {ref: string, n: number, summary: string}[], videos: (StoredVideo & {ref: string})[]}}
 */
export function realBody(content, groups, videos) {
  /** @type {Map<string, StoredPicture[]>} designed group ref -> its pictures */
  const byGroup = new Map();
  /** @type {Map<string, StoredPicture>} */
  const placed = new Map();
  for (const g of groups) {
    const loose = g.pics.filter((p) => !p.ref);
    if (loose.length) byGroup.set(g.ref, loose);
    for (const p of g.pics) if (p.ref) placed.set(p.ref, p);
  }
  const videoByRef = new Map(videos.map((v) => [v.ref, v]));
  /** @type {{ref: string, n: number, summary: string}[]} */
  const pictures = [];
  /** @type {(StoredVideo & {ref: string})[]} */
  const inline = [];
  const picture = (/** @type {StoredPicture} */ p) => {
    const ref = `<!--IMAGEARRAY#${pictures.length}-->`;
    pictures.push({ ref, n: p.n, summary: p.summary });
    return ref;
  };
  const out = content.replace(MARKER, (marker, kind) => {
    if (kind === 'IMAGES') return (byGroup.get(marker) ?? []).map(picture).join('\n');
    if (kind === 'IMAGEARRAY') {
      const p = placed.get(marker);
      return p ? picture(p) : '';
    }
    const v = videoByRef.get(marker);
    if (!v) return '';
    const ref = `<!--VIDEOARRAY#${inline.length}-->`;
    inline.push({ ...v, ref });
    return ref;
  });
  return { content: out, pictures, videos: inline };
}
