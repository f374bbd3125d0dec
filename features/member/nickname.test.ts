import { checkNickname, NICKNAME_MAX } from './nickname';

describe('checkNickname', () => {
  it('trims and joins spaces, and counts characters, not UTF-16 units', () => {
    expect(checkNickname('  纳木错 \t 的风 ')).toEqual({ ok: true, nickname: '纳木错 的风' });
    expect(checkNickname('𠮷'.repeat(NICKNAME_MAX))).toEqual({ ok: true, nickname: '𠮷'.repeat(NICKNAME_MAX) });
    expect(checkNickname('བཀྲ་ཤིས་བདེ་ལེགས')).toMatchObject({ ok: true });
  });
  it('refuses too short, too long, markup, control and bidi characters', () => {
    expect(checkNickname('风')).toEqual({ ok: false, problem: 'length' });
    expect(checkNickname('   ')).toEqual({ ok: false, problem: 'length' });
    expect(checkNickname('一'.repeat(NICKNAME_MAX + 1))).toEqual({ ok: false, problem: 'length' });
    expect(checkNickname('<b>高原</b>')).toEqual({ ok: false, problem: 'characters' });
    expect(checkNickname('高原\u202Eevil')).toEqual({ ok: false, problem: 'characters' });
    expect(checkNickname('高原\u0000读者')).toEqual({ ok: false, problem: 'characters' });
  });
});
