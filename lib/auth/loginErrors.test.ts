import { isPhoneNumber, loginErrorReason } from './loginErrors';
import { PlatformError } from '@/lib/platform/errors';

describe('login errors', () => {
  it('maps the platform messages onto translatable reasons', () => {
    expect(loginErrorReason(new PlatformError('status', 'member/loginByCode', 'verification code incorrect', -1))).toBe(
      'codeWrong',
    );
    expect(
      loginErrorReason(new PlatformError('status', 'member/loginByPassword', 'phone number or password incorrect', -1)),
    ).toBe('passwordWrong');
    expect(loginErrorReason(new PlatformError('timeout', 'member/loginByCode', 'network error'))).toBe('network');
    expect(loginErrorReason(new PlatformError('status', 'x', 'something new', -1))).toBe('failed');
    expect(loginErrorReason(new Error('boom'))).toBe('failed');
  });
  it('checks phone numbers', () => {
    expect(isPhoneNumber('13800000001')).toBe(true);
    expect(isPhoneNumber('2380000000')).toBe(false);
    expect(isPhoneNumber(13800000001)).toBe(false);
  });
});

describe('login errors: every message the platform sends (docs/reliability.md, "Mutation testing")', () => {
  const fromPlatform = (message: string) => new PlatformError('status', 'member/x', message, -1);

  it.each([
    ['invalid phone number', 'phoneInvalid'],
    ['image verify code incorrect', 'imageCodeWrong'],
    ['image verify code expired', 'imageCodeWrong'],
    ['verification code incorrect', 'codeWrong'],
    ['verification code expired', 'codeExpired'],
    ['phone number or password incorrect', 'passwordWrong'],
    ['invite code not found', 'inviteNotFound'],
    ['cannot use your own invite code', 'inviteOwn'],
    ['invite code already used', 'inviteUsed'],
    ['password too weak', 'passwordWeak'],
    ['no phone number on this account', 'noPhone'],
  ])('"%s" is %s', (message, reason) => {
    expect(loginErrorReason(fromPlatform(message))).toBe(reason);
  });

  it('an unmapped message is logged with its call, once; a mapped one is not; a foreign error is logged as unexpected', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      loginErrorReason(fromPlatform('invalid phone number'));
      expect(warn).not.toHaveBeenCalled();
      loginErrorReason(new PlatformError('status', 'member/loginByCode', 'something new', -1));
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith('[account] member/loginByCode: unmapped platform message', 'something new');
      const boom = new Error('boom');
      loginErrorReason(boom);
      expect(error).toHaveBeenCalledWith('[account] unexpected error', boom);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });

  it('a phone number is exactly 11 digits starting with 1, nothing around it', () => {
    expect(isPhoneNumber('x13800000001')).toBe(false);
    expect(isPhoneNumber('138000000012')).toBe(false);
  });
});
