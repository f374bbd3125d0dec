import { z } from 'zod';
import { num, str } from './primitives';

/** The platform's `upload` answer: where the stored file is served, and what it stored. */
export const rawUploadSchema = z.object({
  url: str(),
  fileId: str(),
  type: str(),
  size: num(),
  width: num(),
  height: num(),
});
export type RawUpload = z.output<typeof rawUploadSchema>;
