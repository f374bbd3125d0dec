import { z } from 'zod';
import { list, num, str } from '@/lib/platform/primitives';

/**
 * What a reader sends with files for the editors to handle (a tip-off, a submission to a call for
 * articles): the text, the files' addresses, and where the editors' handling stands with its reply.
 */
export const readerSentFields = {
  id: num(),
  title: str(),
  content: str(),
  pics: list(z.string()),
  videos: list(z.string()),
  audios: list(z.string()),
  status: num(),
  statusText: str(),
  reply: str(),
  created: num(),
};

/** The answer to sending one: its id and when the platform took it. */
export const rawReaderSentSchema = z.object({ id: num(), created: num() });
