/**
 * @jest-environment jsdom
 */
import { render } from '@testing-library/react';
import { serverHtml } from '@/tests/support/hydration';
import { UntilStart } from './UntilStart.island';

const startsAt = '2026-11-22T23:30:00.000Z';
const start = Date.parse(startsAt);
const reminder = <a href="/live.ics">calendar</a>;

// docs/decisions/0094: a cached page rendered before the start and read after it offers no reminder.
describe('UntilStart', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps the reminder while the browser clock is before the start', () => {
    jest.useFakeTimers({ now: start - 60_000 });
    const { container } = render(
      <UntilStart startsAt={startsAt} renderedAt={start - 120_000}>
        {reminder}
      </UntilStart>,
    );
    expect(container.querySelector('a')).not.toBeNull();
  });

  it('drops the reminder of a page rendered before the start once the browser clock is past it', async () => {
    jest.useFakeTimers({ now: start + 3 * 86_400_000 });
    const { container, hydrate } = serverHtml(
      <UntilStart startsAt={startsAt} renderedAt={start - 120_000}>
        {reminder}
      </UntilStart>,
    );
    // The HTML is the server's (rendered before the start), so it still has it...
    expect(container.querySelector('a')).not.toBeNull();
    await hydrate();
    // ...and the browser's clock takes it away.
    expect(container.querySelector('a')).toBeNull();
  });
});
