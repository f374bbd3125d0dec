/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { ClientCallError } from '@/lib/client/clientCallError';
import { serverHtml } from '@/tests/support/hydration';
import { LikeButton } from './LikeButton.island';

const answer = jest.fn();
jest.mock('@/lib/client/http', () => ({ callHandler: () => answer() }));
const toast = jest.fn();
jest.mock('@/components/chrome/Toast.island', () => ({ useToast: () => toast }));
jest.mock('@/features/analytics/analytics', () => ({ track: jest.fn() }));

/** An answer the test settles when it wants: what is shown meanwhile is the optimistic state. */
function pending() {
  let settle: { resolve: (value: unknown) => void; reject: (error: unknown) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  answer.mockReturnValueOnce(new Promise((resolve, reject) => (settle = { resolve, reject })));
  return settle;
}

const view = (articleId: number) =>
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Shanghai">
      <LikeButton articleId={articleId} initialLikes={7} />
    </NextIntlClientProvider>,
  );

const button = () => screen.getByRole('button');
const count = () => screen.getByTestId('like-count').textContent;

beforeEach(() => {
  answer.mockReset();
  toast.mockReset();
  window.localStorage.clear();
});

describe('LikeButton', () => {
  it("moves the count at once, then shows the platform's answer and remembers it on the device", async () => {
    view(501);
    const settle = pending();
    fireEvent.click(button());
    expect(count()).toBe('8');
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    await act(async () => settle.resolve({ likes: 12, liked: true }));
    expect(count()).toBe('12');
    expect(window.localStorage.getItem('touch:liked:501')).toBe('1');
  });

  it('puts the count and the state back when the platform refuses, and says why', async () => {
    view(502);
    const settle = pending();
    fireEvent.click(button());
    expect(count()).toBe('8');
    await act(async () => settle.reject(new ClientCallError('network', 'network error', 0)));
    expect(count()).toBe('7');
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    expect(toast).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('touch:liked:502')).toBeNull();
  });

  // The pattern of every one-tap action of a shared page (like, vote, reply, report).
  it('cannot be tapped in the server HTML (the tap would be lost), and likes once the script runs', async () => {
    const { container, hydrate } = serverHtml(
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Shanghai">
        <LikeButton articleId={503} initialLikes={7} />
      </NextIntlClientProvider>,
    );
    const like = () => container.querySelector('button') as HTMLButtonElement;
    expect(like().disabled).toBe(true);
    await hydrate();
    expect(like().disabled).toBe(false);
    answer.mockResolvedValueOnce({ likes: 8, liked: true });
    await act(async () => {
      like().click();
    });
    expect(answer).toHaveBeenCalledTimes(1);
    expect(like().getAttribute('aria-pressed')).toBe('true');
  });
});
