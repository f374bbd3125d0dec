/**
 * @jest-environment jsdom
 */
import { act } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { callHandler } from '@/lib/client/http';
import { serverHtml } from '@/tests/support/hydration';
import { MoreEntries } from './MoreEntries.island';

jest.mock('@/lib/client/http', () => ({ callHandler: jest.fn() }));
const asked = jest.mocked(callHandler);

// The pattern of every "more" list (lib/client/useMorePages): comments, replies, dynamics, the collection.
describe('MoreEntries', () => {
  it('offers the next page only once the script runs: a tap in the server HTML would load nothing', async () => {
    asked.mockResolvedValue({ entries: [{ id: 9, nickname: 'Dawa' }], hasMore: false });
    const { container, hydrate } = serverHtml(
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Shanghai">
        <MoreEntries activityId={5} first={[{ id: 1, nickname: 'Pema' }]} hasMore />
      </NextIntlClientProvider>,
    );
    const more = () => container.querySelector('button') as HTMLButtonElement;
    expect(more().textContent).toBe(en.activity.entries.more);
    expect(more().disabled).toBe(true);
    await hydrate();
    expect(more().disabled).toBe(false);
    await act(async () => {
      more().click();
    });
    expect(asked).toHaveBeenCalledWith(expect.anything(), { activityId: 5, page: 1 });
    expect(container.textContent).toContain('Dawa');
  });
});
