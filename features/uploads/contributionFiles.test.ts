import { z } from 'zod';
import { contributionFiles } from './contributionFiles';

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

describe('contributionFiles', () => {
  it('names pictures (9 at most), a video and an audio, each empty when not sent', () => {
    const files = z.object(contributionFiles());
    expect(files.parse({})).toEqual({ pictureIds: [], videoIds: [], audioIds: [] });
    const nine = Array.from({ length: 9 }, (_, index) => `0000000${index}`);
    expect(files.parse({ pictureIds: nine }).pictureIds).toHaveLength(9);
    expect(accepts(files, { pictureIds: [...nine, '00000009'] })).toBe(false);
    expect(accepts(files, { videoIds: ['0000000a', '0000000b'] })).toBe(false);
    expect(accepts(files, { audioIds: ['0000000a', '0000000b'] })).toBe(false);
    expect(files.parse({ videoIds: ['0000000a'], audioIds: ['0000000b'] })).toMatchObject({
      videoIds: ['0000000a'],
      audioIds: ['0000000b'],
    });
  });
});
