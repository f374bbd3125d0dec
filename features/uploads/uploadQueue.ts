import { MAX_BYTES, MAX_FILES, type UploadKind } from '@/features/uploads/kinds';
import { checkUpload, SNIFF_BYTES, type UploadRefusal } from '@/features/uploads/sniff';

// The uploader's bookkeeping, kept apart from React so it can be tested: which files a
// selection may add, and the browser's own check of each before anything is sent.

export type ItemStatus = 'uploading' | 'done' | 'failed';

export interface UploadItem {
  key: string;
  kind: UploadKind;
  file: File;
  status: ItemStatus;
  /** 0..1 while uploading. */
  progress: number;
  /** Error code of the last failure (ClientCallError.code), for its words and whether to offer a retry. */
  error: string | null;
  fileId: string | null;
  url: string | null;
}

/** What a refused selection says: too many files, or which file failed which check. */
export type SelectionRefusal = { reason: 'tooMany'; max: number } | { reason: UploadRefusal; name: string };

/** The first bytes of a file, for the format check. */
async function headOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
}

/**
 * The files of a selection that may be added, or why not: a selection that would pass the
 * kind's count is refused whole (the reader chooses again, nothing half-added); a file that
 * fails a check is refused alone, the others go on.
 */
export async function admit(
  kind: UploadKind,
  already: number,
  files: readonly File[],
): Promise<{ accepted: File[]; refusals: SelectionRefusal[] }> {
  if (already + files.length > MAX_FILES[kind])
    return { accepted: [], refusals: [{ reason: 'tooMany', max: MAX_FILES[kind] }] };
  const accepted: File[] = [];
  const refusals: SelectionRefusal[] = [];
  for (const file of files) {
    const refusal = checkUpload(kind, file.size, await headOf(file), MAX_BYTES[kind]);
    if (refusal) refusals.push({ reason: refusal, name: file.name });
    else accepted.push(file);
  }
  return { accepted, refusals };
}

/** Failures worth trying again as they are (the network, the platform); not the file's own fault. */
export function isRetryable(code: string | null): boolean {
  return (
    code === 'network' ||
    code === 'platformUnavailable' ||
    code === 'internal' ||
    code === 'rateLimited' ||
    code === 'cancelled'
  );
}
