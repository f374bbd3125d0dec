import { defineCall } from '@/lib/platform/define';
import { rawMamAccessSchema, rawMamAssetSchema, rawObjectStorageUploadSchema, rawUploadSchema } from './upload.schema';
import type { UploadKind } from '@/features/uploads/kinds';

// Uploads (docs/platform-api.md, "Uploads"): one multipart call; the file itself travels as the
// call's `files` option (lib/platform/request.ts), these are its text fields.

/** upload (POST multipart, member token): stores one picture, audio or video file of a member. */
export const uploadCall = defineCall({
  name: 'upload',
  method: 'POST',
  params: (input: { kind: UploadKind; width: number; height: number }) => fileFields(input),
  answer: rawUploadSchema,
  criticality: 'long',
});

type FileFields = { kind: UploadKind; width: number; height: number };
const fileFields = (input: FileFields) => ({ fileType: input.kind, width: input.width, height: input.height });

/** minio upload (POST multipart to minIOUrl, member token): the object-storage path; a consolidated `{list}`. */
export const objectStorageUploadCall = defineCall({
  name: 'upload',
  service: 'minio',
  method: 'POST',
  params: fileFields,
  answer: rawObjectStorageUploadSchema,
  criticality: 'long',
});

/** mamUploadAccessToken2 (member token): the media-asset path's upload token and address. */
export const mamUploadAccessTokenCall = defineCall({
  name: 'mamUploadAccessToken2',
  params: () => ({}),
  answer: rawMamAccessSchema,
});

/** The bytes to the media-asset store, with the token in the form (POST multipart). */
export const mamUploadCall = defineCall({
  name: 'upload',
  service: 'mam',
  method: 'POST',
  params: (input: { accessToken: string }) => ({ accessToken: input.accessToken }),
  answer: rawMamAssetSchema,
  criticality: 'long',
});

/** mamUploadDone2 (POST, member token): files the uploaded asset as the member's; answers as `upload`. */
export const mamUploadDone2Call = defineCall({
  name: 'mamUploadDone2',
  method: 'POST',
  params: (input: FileFields & { assetId: string }) => ({ assetId: input.assetId, ...fileFields(input) }),
  answer: rawUploadSchema,
  criticality: 'long',
});
