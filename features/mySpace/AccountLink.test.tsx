/**
 * @jest-environment jsdom
 */
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { NextIntlClientProvider } from 'next-intl';
import cn from '@/messages/cn.json';
import { AccountLink } from './AccountLink.island';
import { UNREAD_EVENT } from './MarkMessagesRead.island';

const answer = jest.fn();
jest.mock('@/lib/client/http', () => ({ callHandler: () => answer() }));

const link = (
  <NextIntlClientProvider locale="cn" messages={cn} timeZone="Asia/Shanghai">
    <AccountLink loginHref="/login.html?redirect=%2Fhome.html" className="action" />
  </NextIntlClientProvider>
);

async function hydrated(): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(link);
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, link);
  });
  return container;
}

describe('AccountLink', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("renders the same login link for everyone on the server, then a member's initial, page and unread count", async () => {
    answer.mockResolvedValue({ signedIn: true, initial: '高', head: '', unread: 3 });
    const server = renderToString(link);
    expect(server).toContain('/login.html?redirect=%2Fhome.html');
    expect(server).not.toContain('高');
    const container = await hydrated();
    const anchor = container.querySelector('a')!;
    expect(anchor.getAttribute('href')).toMatch(/\/getUserInfo\.html$/);
    expect(anchor.textContent).toBe('高3');
    expect(anchor.getAttribute('aria-label')).toBe('我的账户（已登录），3 条未读消息');
    // The message centre read everything: the figure goes.
    await act(async () => {
      window.dispatchEvent(new CustomEvent(UNREAD_EVENT, { detail: 0 }));
    });
    expect(container.querySelector('[data-testid="unread-count"]')).toBeNull();
  });

  it('stays the login link for a signed-out reader, and when the question fails', async () => {
    answer.mockResolvedValue({ signedIn: false, initial: '', head: '', unread: null });
    expect((await hydrated()).querySelector('a')!.getAttribute('href')).toBe('/login.html?redirect=%2Fhome.html');
    answer.mockRejectedValue(new Error('offline'));
    expect((await hydrated()).querySelector('a')!.getAttribute('href')).toBe('/login.html?redirect=%2Fhome.html');
  });
});
