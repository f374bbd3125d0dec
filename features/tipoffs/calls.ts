import { defineCall } from '@/lib/platform/define';
import { rawTipoffSchema } from './tipoff.schema';
import { realTipoff } from './tipoff.normalise';
import { rawReaderSentSchema } from './readerSent.schema';
import {
  rawSeekArticleListSchema,
  rawSeekArticleSchema,
  rawSubmissionListSchema,
  rawSubmissionSchema,
} from './submission.schema';

// Tip-offs (docs/platform-api.md, "Tip-offs"): a member's own, never shared between readers.

export interface TipoffInput {
  title: string;
  content: string;
  contact: string;
  pictureIds: readonly string[];
  videoIds: readonly string[];
  audioIds: readonly string[];
  /** One submit's key: a retried submit answers the tip-off it already made. */
  requestKey: string;
}

/**
 * tipoff (POST, member token): sends a tip-off with uploaded files, named by fileId. On a g1/g2
 * platform it is the real form (NisApiController.tipoff and TipoffInfo of intergrate-dev/xy-wan-xzw:
 * topic, content, tag, imgUrl[], videoUrl[], contactNo, location; the member by userID and
 * userName from the session), which answers the write alone (docs/decisions/0100).
 */
export const sendTipoffCall = defineCall({
  name: 'tipoff',
  method: 'POST',
  params: (input: TipoffInput) => ({
    title: input.title,
    content: input.content,
    contact: input.contact,
    picIds: input.pictureIds.join(','),
    videoIds: input.videoIds.join(','),
    audioIds: input.audioIds.join(','),
    requestKey: input.requestKey,
  }),
  answer: rawReaderSentSchema,
  criticality: 'long',
  publicForm: {
    name: 'tipoff',
    method: 'POST',
    params: (input: TipoffInput) => ({
      topic: input.title,
      content: input.content,
      tag: '',
      // The real form names files by what our upload answered for them (docs/decisions/0100); audio it has no field for.
      imgUrl: input.pictureIds.join(','),
      videoUrl: input.videoIds.join(','),
      contactNo: input.contact,
      location: '',
    }),
  },
});

/** getTipoffDetail (member token): one of the member's tip-offs with the newsroom's handling; another's is missing. */
export const getTipoffDetailCall = defineCall({
  name: 'getTipoffDetail',
  params: (id: number) => ({ id }),
  answer: rawTipoffSchema,
  nullWhenMissing: true,
  // The real detail is tipoffContent (docID, siteID: NisApiController of intergrate-dev/xy-wan-xzw).
  publicForm: { name: 'tipoffContent', params: (id: number) => ({ docID: id }) },
  dialect: { normalise: realTipoff },
});

// Calls for articles and submissions (docs/platform-api.md, "Calls for articles"). The call is
// public; submissions are one member's and never shared.

/** seekArticleDetail: a call for articles, open or closed. */
export const seekArticleDetailCall = defineCall({
  name: 'seekArticleDetail',
  params: (id: number) => ({ id }),
  answer: rawSeekArticleSchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 100, tags: () => [] },
});

/** seekArticleList: the first page (20) of calls for articles, open ones first (seekArticleDetail without an id). */
export const seekArticleListCall = defineCall({
  name: 'seekArticleList',
  params: () => ({ page: 0 }),
  answer: rawSeekArticleListSchema,
  cache: { ttl: 'content', maxEntries: 1, tags: () => [] },
});

export interface SubmissionInput {
  seekId: number;
  title: string;
  content: string;
  pictureIds: readonly string[];
  videoIds: readonly string[];
  audioIds: readonly string[];
  requestKey: string;
}

/** inputArticle (POST, member token): a submission to an open call, files by fileId. */
export const submitArticleCall = defineCall({
  name: 'inputArticle',
  method: 'POST',
  params: (input: SubmissionInput) => ({
    seekId: input.seekId,
    title: input.title,
    content: input.content,
    picIds: input.pictureIds.join(','),
    videoIds: input.videoIds.join(','),
    audioIds: input.audioIds.join(','),
    requestKey: input.requestKey,
  }),
  answer: rawReaderSentSchema,
  criticality: 'long',
});

/** inputArticleList (member token): the member's submissions, newest first. */
export const submissionListCall = defineCall({
  name: 'inputArticleList',
  params: (page: number) => ({ page }),
  answer: rawSubmissionListSchema,
});

/** inputArticleDetail (member token): one of the member's submissions; another's is missing. */
export const submissionDetailCall = defineCall({
  name: 'inputArticleDetail',
  params: (id: number) => ({ id }),
  answer: rawSubmissionSchema,
  nullWhenMissing: true,
});
