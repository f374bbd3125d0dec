import { defineCall } from '../define';
import { rawTipoffSchema } from '../schemas/tipoff';
import { rawReaderSentSchema } from '../schemas/readerSent';

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

/** tipoff (POST, member token): sends a tip-off with uploaded files, named by fileId. */
export const sendTipoffCall = defineCall({
  name: 'tipoff',
  service: 'app',
  method: 'POST',
  auth: 'site',
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
});

/** getTipoffDetail (member token): one of the member's tip-offs with the newsroom's handling; another's is missing. */
export const getTipoffDetailCall = defineCall({
  name: 'getTipoffDetail',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: (id: number) => ({ id }),
  answer: rawTipoffSchema,
  criticality: 'page',
  nullWhenMissing: true,
});
