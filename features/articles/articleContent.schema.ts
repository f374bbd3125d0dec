import { z } from 'zod';
import { aliased, flag, id, list, num, str } from '@/lib/platform/primitives';
import { rawArticleConfigSchema, rawArticleItemSchema, rawTagSchema } from './article.schema';

const rawImageSchema = z.object({
  ref: str(),
  imageUrl: str(),
  summary: str(),
  picType: num(),
  width: num(),
  height: num(),
});

/** An article's video as the CMS writes it: `videos[].videoarray[]`, placed by `<!--VIDEOARRAY#n-->`. */
const rawInlineVideoSchema = aliased(
  { summary: ['attAbstract'] },
  z.object({ ref: str(), videoUrl: str(), imageUrl: str(), duration: num(), summary: str() }),
);

/** docs/product.md §3: the byline roles, as the platform names them. */
export const BYLINE_FIELDS = [
  'source',
  'author',
  'editor',
  'liabilityEditor',
  'proofreader',
  'approver',
  'checker',
  'finalChecker',
  'planner',
  'photographer',
  'designer',
  'coordinator',
  'director',
  'intern',
  'correspondent',
] as const;
export type BylineRole = (typeof BYLINE_FIELDS)[number];

/**
 * The byline roles under the names the real platform's article JSON gives them (the CMS's
 * ArticleJsonHelper and a recorded answer: docs/platform-api.md, "getArticleContent"), read where
 * the designed name is empty.
 */
const BYLINE_ALIASES: Readonly<Partial<Record<BylineRole, readonly string[]>>> = {
  author: ['arthorName'], // sic: the platform's spelling
  liabilityEditor: ['liability'],
  photographer: ['cameraman', 'picauthor'],
  designer: ['drawer'],
  coordinator: ['overallPlanning'],
  editor: ['edittername'],
};

const bylineShape = Object.fromEntries(BYLINE_FIELDS.map((field) => [field, str()])) as Record<
  BylineRole,
  ReturnType<typeof str>
>;

/**
 * A reporter's article names its author as an object (`{id, name, url, duty, description}`, the
 * CMS's author record) where others have a name: the name is the byline, the record the reporter.
 */
function authorRecord(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  const author = record.author;
  if (typeof author !== 'object' || author === null || Array.isArray(author)) return value;
  const { id: authorId, name } = author as { id?: unknown; name?: unknown };
  return {
    ...record,
    author: typeof name === 'string' ? name : '',
    reporterID: record.reporterID ?? authorId,
    reporterName: record.reporterName ?? name,
  };
}

const contentShape = z.object({
  fileId: id(),
  title: str(),
  content: str(),
  description: str(),
  publishtime: str(),
  ...bylineShape,
  columnID: num(),
  columnName: str(),
  countClick: num(),
  countDiscuss: num(),
  countPraise: num(),
  countShare: num(),
  shareUrl: str(),
  picBig: str(),
  picMiddle: str(),
  picSmall: str(),
  pic_list: list(z.string()),
  pic_list_title: list(str()),
  discussClosed: flag(),
  shareClosed: flag(),
  advClosed: flag(),
  aStatus: num(1),
  articleType: num(),
  linkUrl: str(),
  // A live article's live: on the real platform an object of its own, with its own id (docs/platform-api.md, "Dialects").
  linkID: num(),
  config: rawArticleConfigSchema,
  related: list(rawArticleItemSchema),
  tags: list(rawTagSchema),
  images: list(z.object({ ref: str(), imagearray: list(rawImageSchema) })),
  videos: list(z.object({ ref: str(), videoarray: list(rawInlineVideoSchema) })),
  xyAccountID: num(),
  xyAccount: str(),
  xyAccountIcon: str(),
  xyStatus: num(),
  xyForbidden: num(),
  // The reporter of the article (the reference platform's authorInfo id; the real one's author record): its byline links to the reporter page.
  reporterID: num(),
  reporterName: str(),
});

/**
 * getArticleContent: the designed answer and the real one (the summary as `attAbstract`, the
 * byline roles under their own names, `author` as a record, ids and counts as numeric strings).
 */
export const rawArticleContentSchema = z.preprocess(
  authorRecord,
  aliased({ description: ['attAbstract', 'abstract'], columnID: ['colID'], ...BYLINE_ALIASES }, contentShape),
);
export type RawArticleContent = z.output<typeof rawArticleContentSchema>;
