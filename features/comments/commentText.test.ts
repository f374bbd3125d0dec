import { commentTextPieces } from './commentText';

describe('commentTextPieces', () => {
  it('keeps markup as text: nothing is HTML', () => {
    const text = '<script>alert(1)</script><img src=x onerror="x()">';
    expect(commentTextPieces(text)).toEqual([{ kind: 'text', text }]);
  });

  it('links allow-listed hosts and their subdomains only', () => {
    const pieces = commentTextPieces('见 https://www.gov.cn/zhengce/ 和 https://evil.example/phish。');
    expect(pieces).toEqual([
      { kind: 'text', text: '见 ' },
      { kind: 'link', text: 'https://www.gov.cn/zhengce/', href: 'https://www.gov.cn/zhengce/' },
      { kind: 'text', text: ' 和 https://evil.example/phish。' },
    ]);
  });

  it('never links javascript: or look-alike hosts', () => {
    expect(
      commentTextPieces('javascript:alert(1) https://gov.cn.evil.example/ https://notgov.cn/').every(
        (p) => p.kind === 'text',
      ),
    ).toBe(true);
  });

  it("links the site's own hosts when given, without the sentence's trailing punctuation", () => {
    expect(commentTextPieces('看这里 https://touch.example.org/newsDetail/1/2.html.', ['touch.example.org'])).toEqual([
      { kind: 'text', text: '看这里 ' },
      {
        kind: 'link',
        text: 'https://touch.example.org/newsDetail/1/2.html',
        href: 'https://touch.example.org/newsDetail/1/2.html',
      },
      { kind: 'text', text: '.' },
    ]);
  });

  it('refuses URLs carrying credentials', () => {
    expect(commentTextPieces('https://user:pw@www.gov.cn/').every((p) => p.kind === 'text')).toBe(true);
  });
});
