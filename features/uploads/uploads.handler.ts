import { z } from 'zod';
import { defineHandler, slidingWindow } from '@/lib/http/handler';
import { uploadToPlatform } from '@/features/uploads/server/upload';
import { MAX_BYTES, UPLOAD_KINDS } from '@/features/uploads/kinds';
import { prepareUpload } from '@/features/uploads/server/prepare';
import { readUploadedFile } from '@/features/uploads/server/readUpload';

/**
 * POST /api/uploads?kind=picture|audio|video, multipart with one `file`: the one way a reader's
 * picture, audio or video reaches the platform (docs/decisions/0022). The body is read as it streams and
 * cut off at the kind's limit, the format is decided by the content, a picture is drawn again
 * without its metadata (features/uploads/), and the platform's `upload` stores it as the member's.
 * Answers where it is served; the post, tip-off or submission then names that address.
 */
export const POST = defineHandler({
  path: 'uploads',
  method: 'POST',
  input: z.object({ kind: z.enum(UPLOAD_KINDS) }),
  answer: z.object({
    url: z.string(),
    fileId: z.string(),
    kind: z.enum(UPLOAD_KINDS),
    type: z.string(),
    size: z.number(),
    width: z.number(),
    height: z.number(),
  }),
  // The platform stores files for members only (docs/platform-api.md, "Uploads").
  member: 'required',
  streamsBody: true,
  // Nine pictures a post, retries included, and then some; a flood stops here before sharp runs.
  rateLimit: slidingWindow({ name: 'upload', limit: 40, windowMs: 10 * 60_000, by: ['memberId'] }),
  async handle({ input, member, request }) {
    const received = await readUploadedFile(request, MAX_BYTES[input.kind]);
    const file = await prepareUpload(input.kind, received.bytes);
    const stored = await uploadToPlatform(file, { token: member.accessToken, device: member.device }, request.signal);
    return {
      url: stored.url,
      fileId: stored.fileId,
      kind: file.kind,
      type: stored.type,
      size: stored.size,
      width: file.width,
      height: file.height,
    };
  },
});
