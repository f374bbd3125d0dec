/**
 * @jest-environment jsdom
 */
// The splash's own code (SplashView.tsx, its picture and styles) is loaded only for a reader who
// gets a splash (docs/decisions/0110): not with home's first load, not when no splash runs, not for
// a reader arriving from elsewhere. Its module factory counts when it is first required.
import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import cn from '@/messages/cn.json';
import { callHandler } from '@/lib/client/http';
import { Splash } from './Splash.island';

jest.mock('@/lib/client/http', () => ({ callHandler: jest.fn() }));
const mockViewLoaded = jest.fn();
jest.mock('./SplashView', () => {
  mockViewLoaded();
  return jest.requireActual('./SplashView');
});
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

const mount = () =>
  render(
    <NextIntlClientProvider locale="cn" messages={cn} timeZone="Asia/Shanghai">
      <Splash />
    </NextIntlClientProvider>,
  );
const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  call.mockReset();
});

it('is not loaded with the page, nor for a reader from a search engine, nor when no splash runs; loaded for the one shown', async () => {
  expect(mockViewLoaded).not.toHaveBeenCalled();

  Object.defineProperty(document, 'referrer', { configurable: true, get: () => 'https://www.baidu.com/s?wd=news' });
  call.mockResolvedValue({ ad: AD, seconds: 5, imageSrcSet: '', everyHours: 0 });
  mount().unmount();
  await settle();
  Object.defineProperty(document, 'referrer', { configurable: true, get: () => '' });
  expect(call).not.toHaveBeenCalled();
  expect(mockViewLoaded).not.toHaveBeenCalled();

  sessionStorage.clear();
  call.mockResolvedValue({ ad: null, seconds: 1, imageSrcSet: '', everyHours: 0 });
  mount().unmount();
  await settle();
  expect(call).toHaveBeenCalledTimes(1);
  expect(mockViewLoaded).not.toHaveBeenCalled();

  sessionStorage.clear();
  call.mockResolvedValue({ ad: AD, seconds: 5, imageSrcSet: '', everyHours: 0 });
  mount();
  await settle();
  expect(mockViewLoaded).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('dialog', { name: '开屏广告' })).toBeTruthy();
});
