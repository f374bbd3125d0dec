/**
 * @jest-environment jsdom
 */
import { act } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { serverHtml } from '@/tests/support/hydration';
import { ThemeSwitch } from './ThemeSwitch.island';

// The pattern of the toggles that only script can work (theme, font size, carousel, certificate pages).
describe('ThemeSwitch', () => {
  it('says its choices cannot be used before the script runs, then switches the theme on a tap', async () => {
    const { container, hydrate } = serverHtml(
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Shanghai">
        <ThemeSwitch />
      </NextIntlClientProvider>,
    );
    const dark = () =>
      [...container.querySelectorAll('button')].find(
        (b) => b.textContent === en.chrome.themes.dark,
      ) as HTMLButtonElement;
    expect(dark().disabled).toBe(true);
    await hydrate();
    expect(dark().disabled).toBe(false);
    await act(async () => {
      dark().click();
    });
    expect(dark().getAttribute('aria-pressed')).toBe('true');
  });
});
