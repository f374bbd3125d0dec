import { titleFromQuery } from './queryTitle';

describe('titleFromQuery', () => {
  it('reads the decoded title', () => {
    expect(titleFromQuery(new URLSearchParams('title=%E7%99%BB%E5%BD%95%E9%AB%98%E5%8E%9F'))).toBe('登录高原');
  });

  it('counts a blank or absent title as none', () => {
    expect(titleFromQuery(new URLSearchParams('title=%20%20'))).toBeNull();
    expect(titleFromQuery(new URLSearchParams('dark=true'))).toBeNull();
  });

  it('bounds a title taken from a URL', () => {
    expect(titleFromQuery(new URLSearchParams({ title: 'x'.repeat(500) }))?.length).toBe(100);
  });
});
