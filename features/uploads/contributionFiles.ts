import { uploadedFileIds } from '@/lib/http/handler/params';
import { MAX_FILES } from './kinds';

/**
 * The files a reader's contribution carries (a tip-off, a submission), each kind uploaded first and
 * named by fileId: pictures, a video, audio. Spread into the handler's body schema.
 */
export const contributionFiles = () => ({
  pictureIds: uploadedFileIds(MAX_FILES.picture),
  videoIds: uploadedFileIds(MAX_FILES.video),
  audioIds: uploadedFileIds(MAX_FILES.audio),
});
