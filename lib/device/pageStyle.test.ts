import { isOldIe, pageStyle } from './pageStyle';

const q = (s = '') => new URLSearchParams(s);

describe('pageStyle', () => {
  it('phones are 2', () => expect(pageStyle('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148', q())).toBe(2));
  it('desktops are 1', () => expect(pageStyle('Mozilla/5.0 (X11; Linux x86_64) Chrome/120', q())).toBe(1));
  it('desktop in the management preview is 3', () => expect(pageStyle('Mozilla/5.0 (Windows NT 10.0) Chrome/120', q('preview=1'))).toBe(3));
});

describe('isOldIe', () => {
  it('knows IE 9-11', () => {
    expect(isOldIe('Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)')).toBe(true);
    expect(isOldIe('Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko')).toBe(true);
    expect(isOldIe('Mozilla/5.0 (Windows NT 10.0) Chrome/120 Edg/120')).toBe(false);
  });
});
