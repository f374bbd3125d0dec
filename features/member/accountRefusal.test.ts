import { accountRefusal } from './accountRefusal';
import { HandlerError } from '@/lib/http/handler';
import { PlatformError } from '@/lib/platform/errors';

describe('accountRefusal', () => {
  it.each([
    ['verification code incorrect', 'codeWrong', 400],
    ['image verify code expired', 'imageCodeWrong', 400],
    ['phone number or password incorrect', 'passwordWrong', 401],
    ['invite code not found', 'inviteNotFound', 404],
    ['invite code already used', 'inviteUsed', 409],
  ])('the platform refusing with %p is the refusal %s (%i), with its message and status', (message, code, status) => {
    const refusal = accountRefusal(new PlatformError('status', 'member/x', message, 10002));
    expect(refusal).toBeInstanceOf(HandlerError);
    expect(refusal).toMatchObject({ code, status, message, platformStatus: 10002 });
  });

  it("the platform's limit is a 429 with Retry-After in seconds (docs/decisions/0024)", () => {
    const refusal = accountRefusal(
      new PlatformError('status', 'member/loginByPassword', 'too many attempts, try again in 15 minutes', -1),
    );
    expect(refusal).toMatchObject({ code: 'rateLimited', status: 429, retryAfterSeconds: 900 });
  });

  it('passes on what is not a refusal of what the reader typed: the wrapper answers it', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const down = new PlatformError('network', 'member/x', 'network error');
    const unknown = new PlatformError('status', 'member/x', 'a message nobody mapped', 9);
    const bug = new Error('ours');
    expect([accountRefusal(down), accountRefusal(unknown), accountRefusal(bug)]).toEqual([down, unknown, bug]);
    warn.mockRestore();
  });
});
