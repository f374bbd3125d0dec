/**
 * @jest-environment jsdom
 */
/**
 * The account forms' shared code-and-send logic (PasswordForm, CancelAccountForm): one message at a
 * time, the code field's outcome, and a send that shows a refusal in the account forms' words and
 * stays busy after an answer until the form ends it.
 */
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import cn from '@/messages/cn.json';
import { ClientCallError } from '@/lib/client/clientCallError';
import { useAccountCodeForm } from './useAccountCodeForm';

const wrapper = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="cn" messages={cn} timeZone="Asia/Shanghai">
    {children}
  </NextIntlClientProvider>
);
const render = () => renderHook(() => useAccountCodeForm(), { wrapper });

describe('useAccountCodeForm', () => {
  it('sends the code without the spaces around it, and is ready once the script runs', () => {
    const { result } = render();
    expect(result.current.disabled).toBe(false);
    expect(result.current.trimmedCode).toBe('');
    act(() => result.current.setCode(' 123456 '));
    expect(result.current.code).toBe(' 123456 ');
    expect(result.current.trimmedCode).toBe('123456');
  });

  it('shows one message at a time: an error replaces a notice and a notice an error', () => {
    const { result } = render();
    act(() => result.current.onCodeSent(null));
    expect(result.current.notice).toBe(cn.account.codeSent);
    act(() => result.current.fail('不对'));
    expect([result.current.error, result.current.notice]).toEqual(['不对', null]);
    act(() => result.current.tell('好了'));
    expect([result.current.error, result.current.notice]).toEqual([null, '好了']);
    act(() => result.current.onCodeSent(new ClientCallError('codeWrong', 'code wrong', 400)));
    expect([result.current.error, result.current.notice]).toEqual([cn.account.errors.codeWrong, null]);
  });

  it('a refused send ends the busy state and shows why; an answered one is returned and stays busy', async () => {
    const { result } = render();
    let sent: { answer: string } | null = null;
    await act(async () => {
      sent = await result.current.send(() => Promise.reject(new ClientCallError('codeExpired', 'expired', 400)));
    });
    expect(sent).toBeNull();
    expect(result.current.busy).toBe(false);
    expect(result.current.error).toBe(cn.account.errors.codeExpired);

    await act(async () => {
      sent = await result.current.send(() => Promise.resolve('/home'));
    });
    expect(sent).toEqual({ answer: '/home' });
    expect(result.current.busy).toBe(true);
    expect(result.current.disabled).toBe(true);
  });
});
