/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import cn from '@/messages/cn.json';
import { callHandler } from '@/lib/client/http';
import { Splash } from './Splash.island';
import { SPLASH_SEEN_KEY } from './splash';

jest.mock('@/lib/client/http', () => ({ callHandler: jest.fn() }));
const call = callHandler as jest.MockedFunction<typeof callHandler>;

const AD = {
  id: 1,
  title: '高原融媒客户端全新上线',
  imageUrl: 'https://img/1.jpg',
  targetUrl: 'https://elsewhere.example/app',
  position: 0,
  startsAt: null,
  endsAt: null,
};

const toasts: string[] = [];
const onToast = (event: Event) => toasts.push((event as CustomEvent<string>).detail);

function mount() {
  return render(
    <NextIntlClientProvider locale="cn" messages={cn} timeZone="Asia/Shanghai">
      <Splash />
    </NextIntlClientProvider>,
  );
}

const settle = () =>
  act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });

beforeEach(() => {
  sessionStorage.clear();
  toasts.length = 0;
  call.mockReset();
  window.addEventListener('touch:toast', onToast);
  jest.useFakeTimers();
});
afterEach(() => {
  window.removeEventListener('touch:toast', onToast);
  jest.useRealTimers();
});

describe('Splash', () => {
  it('shows the ad marked as an ad, counts down its seconds and is skipped at once', async () => {
    call.mockResolvedValue({ ad: AD, seconds: 5, imageSrcSet: '' });
    mount();
    await settle();
    const dialog = screen.getByRole('dialog', { name: '开屏广告' });
    expect(dialog).toHaveTextContent('广告');
    expect(screen.getByRole('button', { name: '跳过 5' })).toHaveFocus();
    // The seconds wait for the picture.
    await act(async () => {
      jest.advanceTimersByTime(10_000);
    });
    expect(screen.getByRole('button', { name: '跳过 5' })).toBeTruthy();
    fireEvent.load(screen.getByRole('img'));
    await act(async () => {
      jest.advanceTimersByTime(2_000);
    });
    fireEvent.click(screen.getByRole('button', { name: '跳过 3' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the picture in the widths of the image styles, drawn across the screen, and the stored one alone without them', async () => {
    const srcSet = 'https://img/1.jpg@!small 240w, https://img/1.jpg@!middle 480w, https://img/1.jpg 1080w';
    call.mockResolvedValue({ ad: AD, seconds: 5, imageSrcSet: srcSet });
    const sized = mount();
    await settle();
    expect(screen.getByRole('img')).toHaveAttribute('srcset', srcSet);
    expect(screen.getByRole('img')).toHaveAttribute('sizes', '100vw');
    sized.unmount();
    sessionStorage.clear();
    call.mockResolvedValue({ ad: AD, seconds: 5, imageSrcSet: '' });
    mount();
    await settle();
    expect(screen.getByRole('img')).not.toHaveAttribute('srcset');
    expect(screen.getByRole('img')).not.toHaveAttribute('sizes');
  });

  it('closes by itself when its seconds are up, or when its picture cannot be loaded', async () => {
    call.mockResolvedValue({ ad: AD, seconds: 2, imageSrcSet: '' });
    const { unmount } = mount();
    await settle();
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    sessionStorage.clear();
    mount();
    await settle();
    fireEvent.load(screen.getByRole('img'));
    await act(async () => {
      jest.advanceTimersByTime(2_000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is asked once per session: the next page view asks nothing', async () => {
    call.mockResolvedValue({ ad: AD, seconds: 5, imageSrcSet: '' });
    mount().unmount();
    await settle();
    expect(sessionStorage.getItem(SPLASH_SEEN_KEY)).not.toBeNull();
    mount();
    await settle();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('warns to contact an administrator when the ads call fails (SPEC §8), and shows nothing', async () => {
    call.mockRejectedValue(new Error('ads host down'));
    mount();
    await settle();
    expect(toasts).toEqual(['广告加载失败，请联系管理员']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing when no splash runs', async () => {
    call.mockResolvedValue({ ad: null, seconds: 1, imageSrcSet: '' });
    mount();
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('never for a robot (navigator.webdriver)', async () => {
    Object.defineProperty(navigator, 'webdriver', { configurable: true, get: () => true });
    try {
      mount();
      await settle();
      expect(call).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(navigator, 'webdriver', { configurable: true, get: () => false });
    }
  });
});
