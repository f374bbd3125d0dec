/**
 * @jest-environment jsdom
 */
import { act, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import cn from '@/messages/cn.json';
import { SCROLL_THROTTLE_MS } from '@/lib/client/watchScroll';
import { BACK_TO_TOP_THRESHOLD, SCROLL_STATUS_THRESHOLD, ScrollDock } from './ScrollDock.island';

jest.mock('next/navigation', () => ({ usePathname: () => '/wap/touch/home.html' }));

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(SCROLL_THROTTLE_MS);
  });
}

describe('ScrollDock (docs/product.md §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.documentElement.removeAttribute('data-scrolled');
  });

  it('flags the page as scrolled past 400 px, and back at the top unflags it', () => {
    expect(SCROLL_STATUS_THRESHOLD).toBe(400);
    render(
      <NextIntlClientProvider locale="cn" messages={cn}>
        <ScrollDock />
      </NextIntlClientProvider>,
    );
    const scrolled = () => document.documentElement.hasAttribute('data-scrolled');
    expect(scrolled()).toBe(false);
    scrollTo(BACK_TO_TOP_THRESHOLD + 50);
    // Back to top shows from 300 px; the scroll status only from 400.
    expect(document.querySelector('[data-testid="scroll-dock"]')).not.toBeNull();
    expect(scrolled()).toBe(false);
    scrollTo(SCROLL_STATUS_THRESHOLD);
    expect(scrolled()).toBe(false);
    scrollTo(SCROLL_STATUS_THRESHOLD + 1);
    expect(scrolled()).toBe(true);
    scrollTo(0);
    expect(scrolled()).toBe(false);
  });
});
