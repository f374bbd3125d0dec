/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { ListenSlot } from './ListenSlot.island';

// The player loads only where a voice reads the article's language (docs/decisions/0070).
let playerLoaded = false;
jest.mock('./ListenButton.island', () => {
  playerLoaded = true;
  return { ListenButton: () => <button type="button">player</button> };
});

function giveVoices(langs: string[]) {
  const synth = {
    getVoices: () => langs.map((lang) => ({ lang, localService: true, default: false })),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', {
    value: function Utterance() {},
    configurable: true,
    writable: true,
  });
}

const slot = (lang: string) =>
  render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="Asia/Shanghai">
      <p>before</p>
      <ListenSlot lang={lang} title="拉萨" />
    </NextIntlClientProvider>,
  );

test('a browser without a voice for the article’s language never loads the player', async () => {
  giveVoices(['de-DE']);
  slot('zh-CN');
  await screen.findByText('before');
  expect(screen.queryByRole('button')).toBeNull();
  expect(playerLoaded).toBe(false);
  slot('bo');
  expect(playerLoaded).toBe(false);
});

test('with a voice for it, the player is loaded and shown', async () => {
  giveVoices(['zh-CN']);
  slot('zh-CN');
  expect(await screen.findByRole('button', { name: 'player' })).toBeTruthy();
  expect(playerLoaded).toBe(true);
});
