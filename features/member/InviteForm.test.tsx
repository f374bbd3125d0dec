/**
 * @jest-environment jsdom
 */
import { act } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { callHandler } from '@/lib/client/http';
import { serverHtml } from '@/tests/support/hydration';
import { InviteForm } from './InviteForm.island';

jest.mock('@/lib/client/http', () => ({ callHandler: jest.fn() }));
const sent = jest.mocked(callHandler);

// The pattern of every form whose fields are mirrored in state (lib/client/useTypedBeforeHydration).
describe('InviteForm', () => {
  it('sends the code typed while the page loaded, not the empty state it hydrated with', async () => {
    sent.mockResolvedValue({ inviter: 'Pema' });
    const { container, hydrate } = serverHtml(
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Shanghai">
        <InviteForm />
      </NextIntlClientProvider>,
    );
    (container.querySelector('input') as HTMLInputElement).value = 'ab12cd';
    await hydrate();
    await act(async () => {
      (container.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    });
    expect(sent).toHaveBeenCalledWith(expect.anything(), { code: 'AB12CD' });
    expect(container.textContent).toContain('Pema');
  });
});
