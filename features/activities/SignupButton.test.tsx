/**
 * @jest-environment jsdom
 */
import { act, render, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { callHandler } from '@/lib/client/http';
import { ClientCallError } from '@/lib/client/clientCallError';
import { serverHtml } from '@/tests/support/hydration';
import type { SignupTiming } from './activity.types';
import type { SignupState } from './signupState';
import { SignupButton } from './SignupButton.island';

jest.mock('@/lib/client/http', () => ({ callHandler: jest.fn() }));
const asked = jest.mocked(callHandler);

/** Registration open, no limit, the activity running until long after any test. */
const OPEN: SignupTiming = {
  startsAt: null,
  endsAt: '2099-01-01T00:00:00.000Z',
  signupStartsAt: null,
  signupEndsAt: null,
  signupClosed: false,
  capacity: 0,
};

const button = (activityId: number, timing: SignupTiming = OPEN, initialState: SignupState = 'registerNow') => (
  <SignupButton activityId={activityId} timing={timing} initialState={initialState} initialEntryCount={3} />
);
const inEnglish = (children: React.ReactNode) => (
  <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Shanghai">
    {children}
  </NextIntlClientProvider>
);
const states = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-testid="signup-button"]')].map((dock) => dock.getAttribute('data-state'));

beforeEach(() => asked.mockReset());

// Each case an activity of its own: SWR's cache lives as long as the test file.
describe('SignupButton', () => {
  it('shows the state the page was rendered with, then this reader’s own after hydration', async () => {
    asked.mockResolvedValue({ registered: true, entryId: 42, entryCount: 4 });
    const { container, hydrate } = serverHtml(inEnglish(button(801)));
    expect(container.querySelector('[data-testid="signup-button"]')?.getAttribute('data-state')).toBe('registerNow');
    expect(asked).not.toHaveBeenCalled();
    await hydrate();
    await waitFor(() =>
      expect(container.querySelector('[data-testid="signup-button"]')?.getAttribute('data-state')).toBe('registered'),
    );
    expect(asked.mock.calls[0]![1]).toEqual({ activityId: 801 });
    expect(container.querySelector('a')?.getAttribute('href')).toMatch(/\/registrationDetail\/801\/42\.html$/);
    expect(container.textContent).toBe(en.activity.state.registeredSee);
  });

  it('asks once for the islands of one activity mounted together, through SWR (docs/decisions/0066)', async () => {
    asked.mockResolvedValue({ registered: false, entryId: null, entryCount: 5 });
    const { container } = render(inEnglish([button(802), button(802)].map((island, i) => <div key={i}>{island}</div>)));
    await waitFor(() => expect(asked).toHaveBeenCalled());
    await act(async () => undefined);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(states(container)).toEqual(['registerNow', 'registerNow']);
  });

  it('when the question fails, shows what the page’s own figures allow now', async () => {
    asked.mockRejectedValue(new ClientCallError('network', 'network error', 0));
    // Rendered while registration was open; it has closed since.
    const { container } = render(inEnglish(button(803, { ...OPEN, signupEndsAt: '2020-01-01T00:00:00.000Z' })));
    expect(states(container)).toEqual(['registerNow']);
    await waitFor(() => expect(states(container)).toEqual(['registrationClosed']));
    expect(within(container).getByRole('button')).toBeDisabled();
  });
});
