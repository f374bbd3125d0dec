import 'server-only';
import { platformCall } from '../call';
import { uploadCall } from './calls';
import type { UploadKind } from '@/lib/upload/kinds';

export interface StoredUpload {
  url: string;
  fileId: string;
  type: string;
  size: number;
}

/** Sends one checked (and, for a picture, re-encoded) file to the platform's store, as the member. */
export async function uploadToPlatform(
  file: { kind: UploadKind; bytes: Buffer; type: string; name: string; width: number; height: number },
  member: { token: string; device: string },
  signal?: AbortSignal,
): Promise<StoredUpload> {
  const answer = await platformCall(
    uploadCall,
    { kind: file.kind, width: file.width, height: file.height },
    { memberToken: member.token, device: member.device, signal, files: [{ field: 'file', name: file.name, type: file.type, bytes: file.bytes }] },
  );
  return { url: answer.url, fileId: answer.fileId, type: answer.type, size: answer.size };
}
