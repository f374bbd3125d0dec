/**
 * @jest-environment jsdom
 */
import { act, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { callHandler } from '@/lib/client/http';
import { VoteButton } from './VoteButton.island';

jest.mock('@/lib/client/http', () => ({ callHandler: jest.fn() }));
const asked = jest.mocked(callHandler);

const inEnglish = (children: React.ReactNode) => (
  <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Shanghai">
    {children}
  </NextIntlClientProvider>
);
const buttons = (container: HTMLElement) => [...container.querySelectorAll('button')];

beforeEach(() => asked.mockReset());

// docs/decisions/0094: with no votes left today the buttons are off, not a tap the platform answers 409.
describe('VoteButton', () => {
  it('is off when the page loaded with no votes left today', () => {
    const { container } = render(
      inEnglish(<VoteButton voteId={1} optionId={11} name="A" initialCount={3} open initialLeft={0} />),
    );
    expect(buttons(container)[0]!.disabled).toBe(true);
  });

  it("turns every option's button off once the day's last vote is counted", async () => {
    asked.mockResolvedValue({ count: 4, leftToday: 0, leftOnOption: 0 });
    const { container } = render(
      inEnglish(
        <>
          <VoteButton voteId={1} optionId={11} name="A" initialCount={3} open initialLeft={1} />
          <VoteButton voteId={1} optionId={12} name="B" initialCount={5} open initialLeft={1} />
        </>,
      ),
    );
    expect(buttons(container).map((b) => b.disabled)).toEqual([false, false]);
    await act(async () => buttons(container)[0]!.click());
    expect(asked).toHaveBeenCalledTimes(1);
    expect(buttons(container).map((b) => b.disabled)).toEqual([true, true]);
  });
});
