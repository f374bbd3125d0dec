import { parsePlatformTime } from '@/lib/format/platformTime';
import { isRecord } from '@/lib/platform/primitives';

// The real tip-off answers (OtherApiManager.myTipoff and tipoffContent of intergrate-dev/xy6.0-xzw,
// served by NisApiController of intergrate-dev/xy-wan-xzw; docs/decisions/0100) as the designed
// getTipoffDetail / myTipoffs ones: `docID` for the id, strings for the status, the newsroom's
// reply as `answer`, the files as `attachments` (type 1 a picture, 2 a video) and the pictures
// again in `images[].imagearray[]`. A designed answer passes through as it is.

/** The designed list's page size, which a full real page is taken to keep: it may have more after it. */
const PAGE_SIZE = 20;
const PICTURE = '1';
const VIDEO = '2';

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The files of one kind, from the attachments, else (pictures) from the IMAGEARRAY pictures. */
function filesOf(item: Record<string, unknown>, type: string): string[] {
  const attachments = Array.isArray(item.attachments) ? item.attachments.filter(isRecord) : [];
  const named = attachments.filter((file) => text(file.type) === type).map((file) => text(file.url));
  if (named.length > 0 || type !== PICTURE) return named.filter(Boolean);
  const groups = Array.isArray(item.images) ? item.images.filter(isRecord) : [];
  return groups
    .flatMap((group) => (Array.isArray(group.imagearray) ? group.imagearray.filter(isRecord) : []))
    .map((picture) => text(picture.imageUrl))
    .filter(Boolean);
}

/** One real tip-off (a list entry or the detail) as the designed one; anything else as it is. */
export function realTipoff(data: unknown): unknown {
  if (!isRecord(data) || !('docID' in data) || 'id' in data) return data;
  return {
    id: data.docID,
    title: text(data.title),
    content: text(data.content),
    pics: filesOf(data, PICTURE),
    videos: filesOf(data, VIDEO),
    audios: [],
    status: data.status,
    // The CMS names no status words: the page words the number itself.
    statusText: '',
    reply: text(data.answer),
    created: parsePlatformTime(data.time)?.getTime() ?? 0,
    location: '',
    articleId: 0,
    handled: 0,
  };
}

/** The real myTipoff (a bare array, filed as `list` by the transport) as the designed page. */
export function realTipoffPage(data: unknown): unknown {
  if (!isRecord(data) || !Array.isArray(data.list) || 'totalCount' in data) return data;
  return { list: data.list.map(realTipoff), totalCount: 0, hasMore: data.list.length >= PAGE_SIZE };
}
