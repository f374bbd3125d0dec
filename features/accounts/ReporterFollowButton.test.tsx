/**
 * @jest-environment jsdom
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { callHandler } from '@/lib/client/http';
import { ClientCallError } from '@/lib/client/clientCallError';
import { ReporterFollowButton } from './ReporterFollowButton.island';

jest.mock('@/lib/client/http', () => ({ callHandler: jest.fn() }));
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
const toast = jest.fn();
jest.mock('@/components/chrome/Toast.island', () => ({ useToast: () => toast }));
const called = jest.mocked(callHandler);

/** The questions about a reporter's follow state (GET), apart from the follows (POST). */
const questions = () => called.mock.calls.filter(([endpoint]) => (endpoint as { method: string }).method === 'GET');

/** An answer the test settles when it wants: what is shown meanwhile is the optimistic state. */
function pending<T>() {
  let settle: { resolve: (value: T) => void; reject: (error: unknown) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, settle };
}

const view = (reporterId: number, copies = 1) =>
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Shanghai">
      {Array.from({ length: copies }, (_, i) => (
        <ReporterFollowButton key={i} reporterId={reporterId} name="Dawa" />
      ))}
    </NextIntlClientProvider>,
  );

beforeEach(() => {
  called.mockReset();
  push.mockReset();
  toast.mockReset();
});

// Each case a reporter of its own: SWR's cache lives as long as the test file.
describe('ReporterFollowButton', () => {
  it('asks once for the buttons of one reporter mounted together, through SWR (docs/decisions/0066)', async () => {
    called.mockResolvedValue({ signedIn: true, following: true });
    view(701, 2);
    await waitFor(() =>
      expect(screen.getAllByRole('button').every((button) => !(button as HTMLButtonElement).disabled)).toBe(true),
    );
    expect(questions()).toHaveLength(1);
    expect(questions()[0]![1]).toEqual({ id: 701 });
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-pressed'))).toEqual([
      'true',
      'true',
    ]);
  });

  it('stays disabled while unknown and when the question fails', async () => {
    called.mockRejectedValue(new ClientCallError('network', 'network error', 0));
    view(702);
    expect(screen.getByRole('button')).toBeDisabled();
    await waitFor(() => expect(questions()).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.getByRole('button')).toBeDisabled();
  });

  it('follows at once and keeps the platform’s answer; a refusal puts the state back and says so', async () => {
    called.mockResolvedValueOnce({ signedIn: true, following: false });
    view(703);
    const button = () => screen.getByRole('button');
    await waitFor(() => expect(button()).toBeEnabled());
    const follow = pending<{ following: boolean }>();
    called.mockReturnValueOnce(follow.promise);
    act(() => button().click());
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(called.mock.calls.at(-1)![1]).toEqual({ reporterId: 703, follow: true });
    await act(async () => follow.settle.resolve({ following: true }));
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(toast).toHaveBeenLastCalledWith(en.reporterFollow.followed);

    const unfollow = pending<{ following: boolean }>();
    called.mockReturnValueOnce(unfollow.promise);
    act(() => button().click());
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    await act(async () => unfollow.settle.reject(new ClientCallError('network', 'network error', 0)));
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(toast).toHaveBeenCalledTimes(2);
    expect(questions()).toHaveLength(1);
  });

  it('sends a signed-out reader to sign in and back, without a write', async () => {
    called.mockResolvedValueOnce({ signedIn: false, following: false });
    view(704);
    await waitFor(() => expect(screen.getByRole('button')).toBeEnabled());
    act(() => screen.getByRole('button').click());
    expect(push).toHaveBeenCalledWith(expect.stringContaining('login'));
    expect(called).toHaveBeenCalledTimes(1);
  });

  it('a later page shows the tab’s last answer at once and asks afresh', async () => {
    called.mockResolvedValueOnce({ signedIn: true, following: true });
    const first = view(705);
    await waitFor(() => expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'true'));
    first.unmount();
    // Later: islands mounted in the same tick as the answer share it (dedupingInterval 0 lasts a tick).
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    const again = pending<{ signedIn: boolean; following: boolean }>();
    called.mockReturnValueOnce(again.promise);
    view(705);
    expect(screen.getByRole('button')).toBeEnabled();
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    // With an answer to show, SWR asks again on the next animation frame, not at once: wait for the
    // question before answering it (settling first made the test depend on how fast the machine is).
    await waitFor(() => expect(questions()).toHaveLength(2));
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    await act(async () => again.settle.resolve({ signedIn: true, following: false }));
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'false');
  });
});
