import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { platformEnv } from '@/lib/platform/env';
import { PlatformError } from '@/lib/platform/errors';
import { isSameEndpoint } from '@/lib/platform/sameEndpoint';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import {
  mamUploadAccessTokenCall,
  mamUploadCall,
  mamUploadDone2Call,
  objectStorageUploadCall,
  uploadCall,
} from '../calls';
import type { UploadKind } from '@/features/uploads/kinds';

export interface StoredUpload {
  url: string;
  fileId: string;
  type: string;
  size: number;
}

type PreparedFile = { kind: UploadKind; bytes: Buffer; type: string; name: string; width: number; height: number };
type Member = { token: string; device: string };

/**
 * Sends one checked (and, for a picture, re-encoded) file to the platform's store, as the member,
 * by the path the site config names (siteConfig.uploadType): app_if `upload`, the object storage,
 * or the media-asset store. Every path stores the same checked bytes and answers the same fields,
 * so what names the file afterwards (a post, a tip-off) does not know which path it took.
 */
export async function uploadToPlatform(
  file: PreparedFile,
  member: Member,
  signal?: AbortSignal,
): Promise<StoredUpload> {
  const { uploadPath } = await getSiteConfig();
  const options = { memberToken: member.token, device: member.device, signal };
  const fields = { kind: file.kind, width: file.width, height: file.height };
  const files = [{ field: 'file', name: file.name, type: file.type, bytes: file.bytes }];
  let answer: StoredUpload;
  if (uploadPath === 'objectStorage') {
    const { list } = await platformCall(objectStorageUploadCall, fields, { ...options, files });
    if (list.length !== 1) throw new PlatformError('invalid', objectStorageUploadCall.name, 'invalid answer');
    answer = list[0]!;
  } else if (uploadPath === 'mediaAssets') {
    const grant = await platformCall(mamUploadAccessTokenCall, undefined, options);
    // The member's file goes only to the media-asset store we know, whatever address an answer names.
    // A platform on this machine may name itself by either loopback name.
    if (!isSameEndpoint(grant.uploadUrl, `${platformEnv.mamUrl}/upload`))
      throw new PlatformError('invalid', mamUploadAccessTokenCall.name, 'invalid answer');
    const { assetId } = await platformCall(mamUploadCall, { accessToken: grant.accessToken }, { ...options, files });
    answer = await platformCall(mamUploadDone2Call, { ...fields, assetId }, options);
  } else {
    answer = await platformCall(uploadCall, fields, { ...options, files });
  }
  return { url: answer.url, fileId: answer.fileId, type: answer.type, size: answer.size };
}
