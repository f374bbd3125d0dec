import { inviteCodeOf } from './download.page';

describe('inviteCodeOf', () => {
  it('reads letters and digits, in capitals', () => {
    expect(inviteCodeOf('ab12cd')).toBe('AB12CD');
  });

  it('shows no code for anything else', () => {
    for (const raw of [undefined, '', 'ab', 'AB-12', '<b>x</b>', 'A'.repeat(13)]) expect(inviteCodeOf(raw)).toBeNull();
  });
});
