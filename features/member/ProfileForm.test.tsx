/**
 * @jest-environment jsdom
 */
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { NextIntlClientProvider } from 'next-intl';
import cn from '@/messages/cn.json';
import { ProfileForm } from './ProfileForm.island';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

const form = (
  <NextIntlClientProvider locale="cn" messages={cn} timeZone="Asia/Shanghai">
    <ProfileForm nickname="139****3140" />
  </NextIntlClientProvider>
);

describe('ProfileForm', () => {
  it('keeps a nickname typed before the script ran, and checks that one when sent', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    const field = container.querySelector('input:not([type])') as HTMLInputElement;
    expect(field.value).toBe('139****3140');
    field.value = '风'; // typed while the page was still loading
    await act(async () => {
      hydrateRoot(container, form);
    });
    expect(field.value).toBe('风');
    await act(async () => {
      container.querySelector('form')!.requestSubmit();
    });
    // The typed one-character name is what was checked, not the stored one ('nothing to save').
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      cn.account.profile.errors.nicknameLength.replace('{min}', '2').replace('{max}', '16'),
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
