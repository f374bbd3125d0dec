/**
 * @jest-environment jsdom
 *
 * hls.js is fetched only when the reader presses play (docs/decisions/0004: a reader who only reads the
 * page must not pay its download nor its evaluation). jsdom plays no HLS natively, like Firefox,
 * so the hls.js path is the one under test (this machine's Chromium 156 plays HLS itself, so the
 * e2e suite never takes it). hls.js itself is a fake that records calls.
 */
import { act, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/cn.json';
import { VideoPlayer } from './VideoPlayer.island';

const calls: string[] = [];
let supported = true;

jest.mock('hls.js', () => {
  class FakeHls {
    static Events = { ERROR: 'hlsError' };
    static isSupported = () => supported;
    on() {}
    loadSource(url: string) {
      calls.push(`loadSource ${url}`);
    }
    attachMedia() {
      calls.push('attachMedia');
    }
    destroy() {
      calls.push('destroy');
    }
  }
  calls.push('hls.js evaluated');
  return { __esModule: true, default: FakeHls };
});

const SRC = 'https://media.example.org/v/1/index.m3u8';

function renderPlayer(src = SRC) {
  return render(
    <NextIntlClientProvider locale="cn" messages={messages}>
      <VideoPlayer src={src} poster="" title="视频" />
    </NextIntlClientProvider>,
  );
}

/** Lets the dynamic import and its `then` run. */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeEach(() => {
  calls.length = 0;
  supported = true;
  jest.resetModules();
});

test('an HLS video loads nothing until the reader presses play, then hls.js gets the source', async () => {
  const { container } = renderPlayer();
  await settle();
  expect(calls).toEqual([]);

  const video = container.querySelector('video')!;
  act(() => {
    video.dispatchEvent(new Event('play'));
  });
  await settle();
  expect(calls).toEqual(['hls.js evaluated', `loadSource ${SRC}`, 'attachMedia']);

  // A second press does not load or attach again.
  act(() => {
    video.dispatchEvent(new Event('play'));
  });
  await settle();
  expect(calls.filter((call) => call === 'attachMedia')).toHaveLength(1);
});

test('a press that came before hydration is honoured: the source is attached at once', async () => {
  const paused = jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockReturnValue(false);
  try {
    renderPlayer();
    await settle();
    expect(calls).toContain('attachMedia');
  } finally {
    paused.mockRestore();
  }
});

test('a browser where hls.js cannot play says so instead of a dead player', async () => {
  supported = false;
  const { container, findByRole } = renderPlayer();
  act(() => {
    container.querySelector('video')!.dispatchEvent(new Event('play'));
  });
  expect((await findByRole('alert')).textContent).toBe(messages.media.videoFailed);
  expect(calls).not.toContain('attachMedia');
});

test('a plain MP4 is given to the element directly, without hls.js', async () => {
  const { container } = renderPlayer('https://media.example.org/v/1.mp4');
  await settle();
  expect(container.querySelector('video')!.getAttribute('src')).toBe('https://media.example.org/v/1.mp4');
  act(() => {
    container.querySelector('video')!.dispatchEvent(new Event('play'));
  });
  await settle();
  expect(calls).toEqual([]);
});

test('leaving the page destroys the player', async () => {
  const { container, unmount } = renderPlayer();
  act(() => {
    container.querySelector('video')!.dispatchEvent(new Event('play'));
  });
  await settle();
  unmount();
  expect(calls.at(-1)).toBe('destroy');
});
