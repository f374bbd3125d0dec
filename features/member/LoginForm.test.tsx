/**
 * @jest-environment jsdom
 */
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { callHandler } from '@/lib/client/http';
import { LoginForm } from './LoginForm.island';

jest.mock('@/lib/client/http', () => ({ callHandler: jest.fn() }));
const sent = jest.mocked(callHandler);

const form = (
  <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Shanghai">
    <LoginForm redirect="/getUserInfo.html" />
  </NextIntlClientProvider>
);

function button(container: HTMLElement, name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

describe('LoginForm', () => {
  it('cannot be asked for a code before the script runs, and then sends what was typed while it loaded', async () => {
    sent.mockResolvedValue({});
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    // A tap in the server HTML would do nothing and say nothing: the button says it cannot be used yet.
    expect(button(container, en.account.sendCode).disabled).toBe(true);
    const [phone, image] = [...container.querySelectorAll('input')] as HTMLInputElement[];
    phone!.value = '13912345678';
    image!.value = 'AB12';
    await act(async () => {
      hydrateRoot(container, form);
    });
    const getCode = button(container, en.account.sendCode);
    expect(getCode.disabled).toBe(false);
    await act(async () => {
      getCode.click();
    });
    expect(sent).toHaveBeenCalledWith(expect.anything(), { phone: '13912345678', imageCode: 'AB12' });
    expect(container.textContent).toContain(en.account.codeSent);
  });
});
