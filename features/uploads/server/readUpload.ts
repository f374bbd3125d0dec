import 'server-only';
import { handlerError, HandlerError } from '@/lib/http/handler';

// The body of an upload, read as it streams in and cut off at a limit: a reader (or a script)
// who sends more than the kind allows is stopped at the limit, not after the whole body has
// been held in memory. The multipart form is parsed only once the body is known to be small enough.

/** Room for the multipart boundaries and part headers around the file. */
const FORM_OVERHEAD_BYTES = 16 * 1024;

export interface ReceivedFile {
  bytes: Buffer;
  /** As the browser named it: shown back to the reader, never trusted for the type. */
  name: string;
}

/** Reads the body up to `maxBytes` (plus the form's own overhead); 413 as soon as it passes. */
async function readCapped(request: Request, maxBytes: number): Promise<Buffer> {
  const cap = maxBytes + FORM_OVERHEAD_BYTES;
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > cap) throw handlerError('tooLarge', `file larger than ${maxBytes} bytes`);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      await reader.cancel();
      throw handlerError('tooLarge', `file larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/**
 * The one file of an upload's multipart body, in its `file` field. Refuses another media
 * type (415), more than one file or none (400), and a body over the limit (413).
 */
export async function readUploadedFile(request: Request, maxBytes: number): Promise<ReceivedFile> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;/i.test(type))
    throw handlerError('unsupportedMediaType', 'send multipart/form-data with one file in "file"');
  const body = await readCapped(request, maxBytes);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), {
      headers: { 'content-type': type },
    }).formData();
  } catch {
    throw handlerError('badRequest', 'the multipart body cannot be read');
  }
  const files = form.getAll('file').filter((entry): entry is File => typeof entry !== 'string');
  if (files.length !== 1) throw new HandlerError('oneFile', 400, 'send exactly one file in "file"');
  const file = files[0]!;
  if (file.size > maxBytes) throw handlerError('tooLarge', `file larger than ${maxBytes} bytes`);
  return { bytes: Buffer.from(await file.arrayBuffer()), name: file.name.slice(0, 200) };
}
