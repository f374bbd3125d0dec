import { admit, isRetryable } from './uploadQueue';
import { MAX_BYTES } from '@/features/uploads/kinds';

const jpeg = (name: string, size = 1024) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([bytes], name, { type: 'image/jpeg' });
};

describe('admit: the browser’s checks before anything is sent', () => {
  it('refuses a selection of 10 pictures where 9 are allowed, whole', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => jpeg(`p${i}.jpg`));
    expect(await admit('picture', 0, ten)).toEqual({ accepted: [], refusals: [{ reason: 'tooMany', max: 9 }] });
  });

  it('counts the files already there', async () => {
    expect((await admit('picture', 8, [jpeg('a.jpg'), jpeg('b.jpg')])).refusals).toEqual([
      { reason: 'tooMany', max: 9 },
    ]);
    expect((await admit('picture', 8, [jpeg('a.jpg')])).accepted).toHaveLength(1);
  });

  it('refuses a PDF named .jpg, an empty file and an oversized one by name, and keeps the good one', async () => {
    const pdf = new File(['%PDF-1.7'], 'scan.jpg', { type: 'image/jpeg' });
    const empty = new File([], 'empty.jpg', { type: 'image/jpeg' });
    const big = jpeg('big.jpg', MAX_BYTES.picture + 1);
    const good = jpeg('good.jpg');
    const { accepted, refusals } = await admit('picture', 0, [pdf, empty, big, good]);
    expect(accepted).toEqual([good]);
    expect(refusals).toEqual([
      { reason: 'wrongType', name: 'scan.jpg' },
      { reason: 'empty', name: 'empty.jpg' },
      { reason: 'tooLarge', name: 'big.jpg' },
    ]);
  });

  it('offers a retry for the network’s failures, not for the file’s', () => {
    expect(isRetryable('network')).toBe(true);
    expect(isRetryable('platformUnavailable')).toBe(true);
    expect(isRetryable('uploadWrongType')).toBe(false);
    expect(isRetryable('tooLarge')).toBe(false);
  });
});
