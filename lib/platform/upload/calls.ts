import { defineCall } from '../define';
import { rawUploadSchema } from '../schemas/upload';
import type { UploadKind } from '@/lib/upload/kinds';

// Uploads (docs/platform-api.md, "Uploads"): one multipart call; the file itself travels as the
// call's `files` option (lib/platform/request.ts), these are its text fields.

/** upload (POST multipart, member token): stores one picture, audio or video file of a member. */
export const uploadCall = defineCall({
  name: 'upload',
  service: 'app',
  method: 'POST',
  auth: 'site',
  params: (input: { kind: UploadKind; width: number; height: number }) => ({ fileType: input.kind, width: input.width, height: input.height }),
  answer: rawUploadSchema,
  criticality: 'long',
});
