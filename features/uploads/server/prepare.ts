import 'server-only';
import { HandlerError, handlerError } from '@/lib/http/handler';
import { CONTENT_TYPE, MAX_BYTES, type UploadFormat, type UploadKind } from '../kinds';
import { MalformedMedia, stripMediaMetadata } from '../mediaMetadata';
import { reencodePicture, UndecodablePicture } from './reencode';
import { checkUpload, sniffFormat, SNIFF_BYTES } from '../sniff';

/** A file ready for the platform's store: checked by its content, a picture drawn again. */
export interface PreparedFile {
  kind: UploadKind;
  format: UploadFormat;
  bytes: Buffer;
  type: string;
  /** Our own name for it (`upload.jpeg`): the reader's file name says nothing we pass on. */
  name: string;
  width: number;
  height: number;
}

/**
 * The checks of docs/decisions/0022 on the server, in order: not empty (400), not over the kind's limit
 * (413), a format of the kind by its content (415), a picture that decodes and a sound or video
 * container that holds together (415). Refusals
 * carry codes the uploader turns into the reader's words (features/uploads/).
 */
export async function prepareUpload(kind: UploadKind, bytes: Buffer): Promise<PreparedFile> {
  const refusal = checkUpload(kind, bytes.length, bytes.subarray(0, SNIFF_BYTES), MAX_BYTES[kind]);
  if (refusal === 'empty') throw new HandlerError('uploadEmpty', 400, 'the file is empty');
  if (refusal === 'tooLarge') throw handlerError('tooLarge', `file larger than ${MAX_BYTES[kind]} bytes`);
  if (refusal === 'wrongType') throw new HandlerError('uploadWrongType', 415, `not a ${kind} of an accepted format`);
  // checkUpload said the content is one of the kind's formats: this names which.
  const format = sniffFormat(kind, bytes.subarray(0, SNIFF_BYTES))!;
  if (kind !== 'picture') {
    try {
      // Not transcoded: the container's metadata (where it was recorded, the device) is cut out.
      const stripped = stripMediaMetadata(format, bytes);
      return {
        kind,
        format,
        bytes: stripped,
        type: CONTENT_TYPE[format],
        name: `upload.${format}`,
        width: 0,
        height: 0,
      };
    } catch (error) {
      if (error instanceof MalformedMedia)
        throw new HandlerError('uploadUnreadable', 415, `the ${kind} file cannot be read`);
      throw error;
    }
  }
  try {
    const picture = await reencodePicture(bytes, format as 'jpeg' | 'png' | 'gif' | 'bmp');
    return {
      kind,
      format: picture.format,
      bytes: picture.bytes,
      type: CONTENT_TYPE[picture.format],
      name: `upload.${picture.format}`,
      width: picture.width,
      height: picture.height,
    };
  } catch (error) {
    if (error instanceof UndecodablePicture)
      throw new HandlerError('uploadUnreadable', 415, 'the picture cannot be read');
    throw error;
  }
}
