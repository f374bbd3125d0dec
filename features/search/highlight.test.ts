import { escapeRegExp, highlight, searchTerms, type Segment } from './highlight';

/** Segments written as text with [brackets] around matches, for readable expectations. */
const show = (segments: Segment[]) => segments.map((s) => (s.match ? `[${s.text}]` : s.text)).join('');
const joined = (segments: Segment[]) => segments.map((s) => s.text).join('');

describe('highlight', () => {
  it('marks every occurrence of the keyword', () => {
    expect(show(highlight('拉萨青稞产业，青稞丰收', '青稞'))).toBe('拉萨[青稞]产业，[青稞]丰收');
  });

  it('finds CJK, Tibetan and Latin terms alike', () => {
    expect(show(highlight('高原融媒：拉萨青稞产业迎来新发展', '拉萨'))).toBe('高原融媒：[拉萨]青稞产业迎来新发展');
    expect(show(highlight('བོད་ལྗོངས་ཀྱི་གསར་འགྱུར།', 'གསར་འགྱུར'))).toBe('བོད་ལྗོངས་ཀྱི་[གསར་འགྱུར]།');
    expect(show(highlight('Lhasa barley harvest', 'barley'))).toBe('Lhasa [barley] harvest');
  });

  it('ignores letter case and keeps the text as written', () => {
    expect(show(highlight('Lhasa and LHASA and lhasa', 'lhasa'))).toBe('[Lhasa] and [LHASA] and [lhasa]');
  });

  it('marks several space-separated terms', () => {
    expect(show(highlight('拉萨青稞产业迎来新发展', '拉萨 发展'))).toBe('[拉萨]青稞产业迎来新[发展]');
    expect(show(highlight('拉萨青稞产业迎来新发展', '拉萨\u3000发展'))).toBe('[拉萨]青稞产业迎来新[发展]');
  });

  it('joins overlapping and touching matches into one mark', () => {
    expect(show(highlight('拉萨青稞产业', '拉萨青 萨青稞'))).toBe('[拉萨青稞]产业');
    expect(show(highlight('拉萨青稞产业', '拉萨 青稞'))).toBe('[拉萨青稞]产业');
    expect(show(highlight('aaaa', 'aa'))).toBe('[aaaa]');
    expect(show(highlight('abcde', 'bcd c'))).toBe('a[bcd]e');
  });

  it('treats regular-expression characters in the keyword literally', () => {
    for (const keyword of ['.*', 'C++', '(x)', '[', '\\', '$1', 'a|b', '^', '{2}', '?', '/', 'a-b']) {
      const text = `before ${keyword} after`;
      expect(show(highlight(text, keyword))).toBe(`before [${keyword}] after`);
    }
    expect(show(highlight('100% 全覆盖', '100%'))).toBe('[100%] 全覆盖');
    expect(show(highlight('abc', '.'))).toBe('abc');
  });

  it('never turns markup into anything but text', () => {
    const text = '<script>alert(1)</script> & <b>拉萨</b>';
    const segments = highlight(text, '<b>');
    expect(joined(segments)).toBe(text);
    expect(show(segments)).toBe('<script>alert(1)</script> & [<b>]拉萨</b>');
    expect(show(highlight(text, '拉萨'))).toBe('<script>alert(1)</script> & <b>[拉萨]</b>');
  });

  it('handles characters outside the BMP', () => {
    expect(show(highlight('𠀀𠀀x𠀀', '𠀀𠀀'))).toBe('[𠀀𠀀]x𠀀');
    expect(show(highlight('🎉 节日 🎉', '🎉'))).toBe('[🎉] 节日 [🎉]');
  });

  it('leaves text alone for a blank keyword and gives nothing for blank text', () => {
    expect(highlight('拉萨', '')).toEqual([{ text: '拉萨', match: false }]);
    expect(highlight('拉萨', '   ')).toEqual([{ text: '拉萨', match: false }]);
    expect(highlight('', '拉萨')).toEqual([]);
    expect(highlight('拉萨', '北京')).toEqual([{ text: '拉萨', match: false }]);
  });

  it('always gives back exactly the text it was given', () => {
    const text = 'Aa拉萨 aA 🎉 [=x1] .*+ 拉萨青稞';
    for (const keyword of ['a', 'A 拉', '拉萨 萨青', '.*+', '🎉', 'x', 'zz'])
      expect(joined(highlight(text, keyword))).toBe(text);
  });
});

describe('searchTerms and escapeRegExp', () => {
  it('splits on spaces and drops duplicates in any letter case', () => {
    expect(searchTerms('  拉萨  Lhasa lhasa 青稞产业 ')).toEqual(['拉萨', 'Lhasa', '青稞产业']);
  });
  it('escapes exactly what is valid to escape with the u flag', () => {
    const text = '\\^$.*+?()[]{}|/-';
    expect(() => new RegExp(escapeRegExp(text), 'u')).not.toThrow();
    expect(new RegExp(escapeRegExp(text), 'u').test(text)).toBe(true);
  });
});
