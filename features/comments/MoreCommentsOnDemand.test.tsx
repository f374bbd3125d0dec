/**
 * @jest-environment jsdom
 */
import { render, screen, fireEvent } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { callHandler } from '@/lib/client/http';
import { MoreCommentsOnDemand } from './MoreCommentsOnDemand.island';

// The comments' pager under an object is loaded only where it is rendered (the platform failed):
// the same retry as before, then the first page (docs/decisions/0070).
jest.mock('@/lib/client/http', () => ({ callHandler: jest.fn() }));
const calls = jest.mocked(callHandler);

test('where the server could not load the comments, the on-demand pager offers the retry and loads the first page on a tap', async () => {
  calls.mockResolvedValue({ threads: [], hasMore: false });
  render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="Asia/Shanghai">
      <MoreCommentsOnDemand sourceType={0} objectId={1000} ownHost="m.example.com" firstPage={0} failedBefore />
    </NextIntlClientProvider>,
  );
  fireEvent.click(await screen.findByRole('button', { name: messages.comments.retry }));
  expect(await screen.findByText(messages.comments.empty)).toBeTruthy();
  expect(calls).toHaveBeenCalledTimes(1);
  expect(calls.mock.calls[0]![1]).toEqual({ sourceType: 0, objectId: 1000, page: 0, order: 'newest' });
});
