import { z } from 'zod';
import { askQuestion, getOwnQuestions } from '@/features/qa/server/qa';
import { isPlatformError } from '@/lib/platform/errors';
import {
  defineHandler,
  HandlerError,
  positiveId,
  requestKey,
  slidingWindow,
  uploadedFileIds,
  writtenText,
} from '@/lib/http/handler';
import { MAX_FILES } from '@/features/uploads/kinds';
import { MAX_QUESTION_LENGTH } from '@/features/qa/limits';

const STATUS = z.enum(['pending', 'answered', 'declined']);

/**
 * POST /api/qa/questions: the signed-in member asks a question under an ask-bar topic, with pictures
 * uploaded first (/api/uploads, docs/decisions/0022) and named by fileId. It is pending until an
 * editor answers it: no public page changes, so nothing is dropped from the caches (the answer,
 * made on the platform, reaches the pages within their cache lifetimes: docs/decisions/0026).
 */
export const POST = defineHandler({
  path: 'qa/questions',
  method: 'POST',
  input: z.object({
    topicId: positiveId(),
    content: writtenText(MAX_QUESTION_LENGTH),
    pictureIds: uploadedFileIds(MAX_FILES.picture),
    requestKey: requestKey(),
  }),
  answer: z.object({ id: z.number().int().positive(), status: STATUS }),
  member: 'required',
  rateLimit: slidingWindow({ name: 'questions', limit: 10, windowMs: 10 * 60_000, by: ['memberId'] }),
  async handle({ input, member }) {
    try {
      return await askQuestion(input, { token: member.accessToken, device: member.device });
    } catch (error) {
      if (isPlatformError(error) && error.message === 'this subject no longer takes questions') {
        throw new HandlerError('topicClosed', 409, 'this topic no longer takes questions', {
          platformStatus: error.status,
        });
      }
      if (isPlatformError(error) && error.message === 'subject not found') {
        throw new HandlerError('topicNotFound', 404, 'there is no such topic', { platformStatus: error.status });
      }
      throw error;
    }
  },
});

/**
 * GET /api/qa/questions?topicId=N: whether the reader is signed in and their own questions of the
 * topic in every status (pending, answered, declined). The topic page is public and cached; this
 * is how it shows a reader what they asked, after load.
 */
export const GET = defineHandler({
  path: 'qa/questions',
  method: 'GET',
  input: z.object({
    topicId: z
      .string()
      .regex(/^[1-9]\d{0,11}$/, 'expected a topic id')
      .transform(Number),
  }),
  answer: z.object({
    signedIn: z.boolean(),
    questions: z.array(
      z.object({
        id: z.number().int(),
        topicId: z.number().int(),
        content: z.string(),
        pictures: z.array(z.string()),
        status: STATUS,
        replyNote: z.string(),
        askedAt: z.string().nullable(),
        href: z.string(),
      }),
    ),
  }),
  member: 'optional',
  async handle({ input, member }) {
    if (!member) return { signedIn: false, questions: [] };
    return {
      signedIn: true,
      questions: await getOwnQuestions(input.topicId, { token: member.accessToken, device: member.device }),
    };
  },
});
