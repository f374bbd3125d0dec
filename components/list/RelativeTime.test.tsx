/**
 * @jest-environment jsdom
 */
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { NextIntlClientProvider } from 'next-intl';
import cn from '@/messages/cn.json';
import { forgetClockOffset, setClockOffset } from '@/lib/format/clock';
import { RelativeTime } from './RelativeTime.island';

// docs/decisions/0036: the server HTML of a page is cached for everyone and read minutes later, and
// the reader's phone may be hours off; the first render in the browser must agree with that HTML.
const SITE_NOW = Date.parse('2026-11-23T10:00:00Z');
const SKEW_MS = 2 * 3600_000;
const PUBLISHED = new Date(SITE_NOW - 3 * 60_000).toISOString();

const time = (
  <NextIntlClientProvider locale="cn" messages={cn} timeZone="Asia/Shanghai">
    <RelativeTime iso={PUBLISHED} />
  </NextIntlClientProvider>
);

/** The HTML the server renders at this moment of the site's clock. */
function serverHtml(at: number): string {
  jest.setSystemTime(at);
  return renderToString(time);
}

const roots: Root[] = [];

/** Hydrates that HTML on a phone whose clock reads `phoneNow`; answers the recoverable errors React reported. */
async function hydrateOnPhone(html: string, phoneNow: number) {
  jest.setSystemTime(phoneNow);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const recoverable = jest.fn();
  await act(async () => {
    roots.push(hydrateRoot(container, time, { onRecoverableError: recoverable }));
  });
  return { container, recoverable };
}

beforeEach(() => {
  jest.useFakeTimers({ now: SITE_NOW });
  forgetClockOffset();
});
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('RelativeTime in the server HTML', () => {
  it('is the absolute time, the same whenever the page was rendered (a cached page is read later)', () => {
    const fresh = serverHtml(SITE_NOW);
    const tenMinutesLater = serverHtml(SITE_NOW + 10 * 60_000);
    expect(fresh).toBe(tenMinutesLater);
    expect(fresh).toContain('2026-11-23 17:57');
    expect(fresh).toMatch(new RegExp(`datetime="${PUBLISHED}"`, 'i'));
  });
});

describe('RelativeTime hydrated on the first page of a session', () => {
  it('agrees with the server HTML on a phone 2 hours fast, then says 3分钟前 once the offset is learned', async () => {
    const { container, recoverable } = await hydrateOnPhone(serverHtml(SITE_NOW), SITE_NOW + SKEW_MS);
    expect(recoverable).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('2026-11-23 17:57');
    await act(async () => setClockOffset(-SKEW_MS));
    expect(container).toHaveTextContent('3分钟前');
  });

  it('on a later page of the session (offset known before hydration) also agrees first, then is relative at once', async () => {
    setClockOffset(-SKEW_MS);
    const { container, recoverable } = await hydrateOnPhone(serverHtml(SITE_NOW), SITE_NOW + SKEW_MS);
    expect(recoverable).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('3分钟前');
  });

  it('a page cached 10 minutes ago says 13分钟前, not the 3 of its render', async () => {
    const html = serverHtml(SITE_NOW);
    const { container } = await hydrateOnPhone(html, SITE_NOW + 10 * 60_000);
    await act(async () => setClockOffset(0));
    expect(container).toHaveTextContent('13分钟前');
  });
});
