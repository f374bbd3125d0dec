/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import cn from '@/messages/cn.json';
import { callHandler } from '@/lib/client/http';
import { Splash } from './Splash.island';
import { SPLASH_SEEN_KEY, SPLASH_SHOWN_KEY } from './splash';

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

/** The <img> that loads the picture for the canvas (never painted itself). */
const picture = () => document.querySelector<HTMLImageElement>('img')!;

const settle = () =>
  act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
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
    call.mockResolvedValue({ ad: AD, seconds: 5, imageSrcSet: '', everyHours: 0 });
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
    fireEvent.load(picture());
    await act(async () => {
      jest.advanceTimersByTime(2_000);
    });
    fireEvent.click(screen.getByRole('button', { name: '跳过 3' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('paints its picture into a canvas named by the ad, never as a painted <img> (it must not be the page’s largest paint)', async () => {
    const drawImage = jest.fn();
    const getContext = jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue({ drawImage } as unknown as CanvasRenderingContext2D);
    try {
      call.mockResolvedValue({ ad: AD, seconds: 5, imageSrcSet: '', everyHours: 0 });
      mount();
      await settle();
      const canvas = screen.getByRole('img', { name: AD.title });
      expect(canvas.tagName).toBe('CANVAS');
      expect(picture()).toHaveAttribute('hidden');
      Object.defineProperty(picture(), 'naturalWidth', { value: 1080 });
      Object.defineProperty(picture(), 'naturalHeight', { value: 1920 });
      fireEvent.load(picture());
      expect(drawImage).toHaveBeenCalledWith(
        picture(),
        expect.any(Number),
        expect.any(Number),
        expect.any(Number),
        expect.any(Number),
      );
    } finally {
      getContext.mockRestore();
    }
  });

  it('offers the picture in the widths of the image styles, drawn across the screen, and the stored one alone without them', async () => {
    const srcSet = 'https://img/1.jpg@!small 240w, https://img/1.jpg@!middle 480w, https://img/1.jpg 1080w';
    call.mockResolvedValue({ ad: AD, seconds: 5, imageSrcSet: srcSet, everyHours: 0 });
    const sized = mount();
    await settle();
    expect(picture()).toHaveAttribute('srcset', srcSet);
    expect(picture()).toHaveAttribute('sizes', '100vw');
    sized.unmount();
    sessionStorage.clear();
    call.mockResolvedValue({ ad: AD, seconds: 5, imageSrcSet: '', everyHours: 0 });
    mount();
    await settle();
    expect(picture()).not.toHaveAttribute('srcset');
    expect(picture()).not.toHaveAttribute('sizes');
  });

  it('closes by itself when its seconds are up, or when its picture cannot be loaded', async () => {
    call.mockResolvedValue({ ad: AD, seconds: 2, imageSrcSet: '', everyHours: 0 });
    const { unmount } = mount();
    await settle();
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.error(picture());
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    sessionStorage.clear();
    mount();
    await settle();
    fireEvent.load(picture());
    await act(async () => {
      jest.advanceTimersByTime(2_000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is asked once per session: the next page view asks nothing', async () => {
    call.mockResolvedValue({ ad: AD, seconds: 5, imageSrcSet: '', everyHours: 0 });
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
    call.mockResolvedValue({ ad: null, seconds: 1, imageSrcSet: '', everyHours: 0 });
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

  describe('never to a reader arriving from elsewhere (docs/decisions/0087)', () => {
    afterEach(() => {
      window.history.replaceState(null, '', '/');
      Object.defineProperty(document, 'referrer', { configurable: true, get: () => '' });
    });

    it.each([
      ['a search engine', 'https://www.baidu.com/s?wd=news', '/'],
      ['a shared link opened in weixin', '', '/?from=singlemessage&isappinstalled=0'],
      ['a campaign link', '', '/?utm_source=newsletter'],
      ['another site', 'https://elsewhere.example/page', '/'],
    ])('asks nothing for %s, nor on the next visit home this session', async (_name, referrer, address) => {
      call.mockResolvedValue({ ad: AD, seconds: 5, imageSrcSet: '', everyHours: 0 });
      window.history.replaceState(null, '', address);
      Object.defineProperty(document, 'referrer', { configurable: true, get: () => referrer });
      mount().unmount();
      await settle();
      window.history.replaceState(null, '', '/');
      Object.defineProperty(document, 'referrer', { configurable: true, get: () => window.location.origin + '/' });
      mount();
      await settle();
      expect(call).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('is still offered to a reader coming from a page of the site itself', async () => {
      call.mockResolvedValue({ ad: AD, seconds: 5, imageSrcSet: '', everyHours: 0 });
      Object.defineProperty(document, 'referrer', { configurable: true, get: () => window.location.origin + '/a/1' });
      mount();
      await settle();
      expect(call).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('dialog')).toBeTruthy();
    });
  });

  it("is offered again in a new session only once the site's interval has passed", async () => {
    call.mockResolvedValue({ ad: AD, seconds: 5, imageSrcSet: '', everyHours: 24 });
    mount().unmount();
    await settle();
    expect(localStorage.getItem(SPLASH_SHOWN_KEY)).not.toBeNull();
    sessionStorage.clear();
    mount().unmount();
    await settle();
    expect(call).toHaveBeenCalledTimes(1);
    const [, hours] = (localStorage.getItem(SPLASH_SHOWN_KEY) ?? '').split(' ');
    localStorage.setItem(SPLASH_SHOWN_KEY, `${Date.now() - 25 * 3_600_000} ${hours}`);
    sessionStorage.clear();
    mount();
    await settle();
    expect(call).toHaveBeenCalledTimes(2);
  });
});
