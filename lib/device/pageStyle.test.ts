import { pageStyle } from './pageStyle';

const q = (s = '') => new URLSearchParams(s);

describe('pageStyle', () => {
  it('is the management preview (3) when the URL says so', () => {
    expect(pageStyle(q('preview=1'))).toBe(3);
    expect(pageStyle(q('view=manage'))).toBe(3);
  });
  it('is left to the device (0) otherwise, whoever reads', () => {
    expect(pageStyle(q())).toBe(0);
    expect(pageStyle(q('view=other'))).toBe(0);
  });
});
