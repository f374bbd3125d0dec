import { isPhoneNumber, loginErrorReason } from './loginErrors';
import { PlatformError } from '@/lib/platform/errors';

describe('login errors', () => {
  it('maps the platform messages onto translatable reasons', () => {
    expect(loginErrorReason(new PlatformError('status', 'member/loginByCode', 'verification code incorrect', -1))).toBe('codeWrong');
    expect(loginErrorReason(new PlatformError('status', 'member/loginByPassword', 'phone number or password incorrect', -1))).toBe('passwordWrong');
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
