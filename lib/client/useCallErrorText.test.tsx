/**
 * @jest-environment jsdom
 */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { ClientCallError } from './clientCallError';
import { useCallErrorText } from './useCallErrorText';

const wrapper = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="en" messages={messages} timeZone="Asia/Shanghai">
    {children}
  </NextIntlClientProvider>
);

describe('useCallErrorText', () => {
  const text = () => renderHook(() => useCallErrorText(), { wrapper }).result.current;

  it("says the platform's own words when it refused (docs/product.md §8)", () => {
    expect(text()(new ClientCallError('platformRefused', '该稿件已下线', 502, { platformStatus: 10201 }))).toBe(
      '该稿件已下线',
    );
  });

  it('words the codes every handler can answer in the reader’s language', () => {
    expect(text()(new ClientCallError('network', 'network error', 0))).toBe('Network error');
    expect(text()(new ClientCallError('loginRequired', 'sign in first', 401))).toBe('Please log in first');
    expect(text()(new ClientCallError('rateLimited', 'too many', 429, { retryAfterSeconds: 42 }))).toBe(
      'Too many attempts, please try again in 42 s',
    );
    expect(
      text()(
        new ClientCallError('rateLimited', 'too many attempts, try again in 15 minutes', 429, {
          retryAfterSeconds: 900,
        }),
      ),
    ).toBe('Too many attempts, please try again in 15 minutes');
  });

  it("falls back to the component's own words, else the shared 'that did not work'", () => {
    expect(text()(new ClientCallError('codeWrong', 'verification code incorrect', 400), 'Like failed')).toBe(
      'Like failed',
    );
    expect(text()(new Error('not ours'))).toBe('That did not work, please try again');
  });
});
