import { isSessionMember } from './member';

// What counts as a member in an unsealed session (lib/session/session.ts): a user id and both tokens.
describe('isSessionMember', () => {
  const member = { userId: '42', accessToken: 'a', refreshToken: 'r' };

  it('a user id and both tokens', () => {
    expect(isSessionMember(member)).toBe(true);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a string', 'member'],
    ['an empty user id', { ...member, userId: '' }],
    ['a numeric user id', { ...member, userId: 42 }],
    ['no access token', { ...member, accessToken: undefined }],
    ['no refresh token', { ...member, refreshToken: undefined }],
    ['a refresh token that is not text', { ...member, refreshToken: 1 }],
  ])('%s: no member', (_, value) => {
    expect(isSessionMember(value)).toBe(false);
  });
});
