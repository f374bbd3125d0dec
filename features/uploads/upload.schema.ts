import { z } from 'zod';
import { num, str } from '@/lib/platform/primitives';

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

/** The object storage's consolidated result: one entry per file sent, in order. */
export const rawObjectStorageUploadSchema = z.object({ list: z.array(rawUploadSchema) });

/** mamUploadAccessToken(2): a short-lived token and where the file goes with it. */
export const rawMamAccessSchema = z.object({ accessToken: str(), uploadUrl: str(), expiresIn: num() });

/** The media-asset store's receipt for the bytes, filed by mamUploadDone2. */
export const rawMamAssetSchema = z.object({ assetId: str() });
