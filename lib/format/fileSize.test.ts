import { fileSize } from './fileSize';

describe('fileSize', () => {
  it('says kilobytes, rounded up, and megabytes from 1000 KB', () => {
    expect(fileSize(300)).toBe('1 KB');
    expect(fileSize(1024)).toBe('1 KB');
    expect(fileSize(62_000)).toBe('61 KB');
    expect(fileSize(999 * 1024)).toBe('999 KB');
    expect(fileSize(1000 * 1024)).toBe('1.0 MB');
    expect(fileSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
    expect(fileSize(25 * 1024 * 1024)).toBe('25 MB');
    // Whole megabytes from 10 MB on (lib-format's mutation run, docs/reliability.md).
    expect(fileSize(10 * 1024 * 1024)).toBe('10 MB');
  });
  it('says 0 KB for nothing or nonsense', () => {
    expect(fileSize(0)).toBe('0 KB');
    expect(fileSize(Number.NaN)).toBe('0 KB');
  });
});
