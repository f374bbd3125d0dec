/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { callHandler } from '@/lib/client/http';
import { sendReport } from '@/lib/client/endpoints';
import { ClientCallError } from '@/lib/client/clientCallError';
import { ReportDialog } from './ReportDialog.island';

jest.mock('@/lib/client/http', () => ({ callHandler: jest.fn() }));
const call = jest.mocked(callHandler);
const onClosed = jest.fn();

beforeAll(() => {
  // jsdom has <dialog> without its modal methods; close() fires 'close' as the browser's does.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

beforeEach(() => {
  call.mockReset();
  onClosed.mockReset();
});

const view = (kind: 'comment' | 'post' = 'comment', id = 42) =>
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Shanghai">
      <ReportDialog kind={kind} id={id} onClosed={onClosed} />
    </NextIntlClientProvider>,
  );

const r = en.report;
const send = () => screen.getByRole('button', { name: r.send });
const words = () => screen.getByRole('textbox');
const choose = (label: string) => fireEvent.click(screen.getByRole('radio', { name: label }));
const type = (text: string) => fireEvent.change(words(), { target: { value: text } });

/** An answer the test settles when it wants. */
function pending() {
  let settle: { resolve: (value: unknown) => void; reject: (error: unknown) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  call.mockReturnValueOnce(
    new Promise((resolve, reject) => (settle = { resolve, reject })) as ReturnType<typeof callHandler>,
  );
  return settle;
}

describe('ReportDialog: choosing a reason', () => {
  it('opens as a modal dialog named by its title and described by its intro, the reasons in order, nothing chosen', () => {
    view();
    const dialog = screen.getByRole('dialog', { name: r.title });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription(r.intro);
    expect(screen.getByRole('group', { name: r.reasonLegend })).toBeInTheDocument();
    const reasons = screen.getAllByRole('radio');
    expect(reasons.map((radio) => (radio as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5', '6', '9']);
    expect(reasons.map((radio) => radio.closest('label')?.textContent)).toEqual([
      r.reasons.spam,
      r.reasons.abuse,
      r.reasons.vulgar,
      r.reasons.illegal,
      r.reasons.false,
      r.reasons.rights,
      r.reasons.other,
    ]);
    expect(reasons.some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(send()).toBeDisabled();
    expect(screen.getByRole('button', { name: r.cancel })).toBeEnabled();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('a reason enables sending; the words are optional, counted against 200', () => {
    view();
    choose(r.reasons.abuse);
    expect(screen.getByRole('radio', { name: r.reasons.abuse })).toBeChecked();
    expect(send()).toBeEnabled();
    const box = screen.getByRole('textbox', { name: r.textLabel });
    expect(box).toHaveAttribute('maxlength', '200');
    expect(box).not.toBeRequired();
    expect(box).toHaveAccessibleDescription('0/200');
    type('刷屏😀');
    expect(box).toHaveAccessibleDescription('3/200');
  });

  it('"Other" needs words: said in the label, required, not sent blank', () => {
    view();
    choose(r.reasons.other);
    const box = screen.getByRole('textbox', { name: r.textLabelRequired });
    expect(box).toBeRequired();
    expect(send()).toBeDisabled();
    type('   ');
    expect(send()).toBeDisabled();
    fireEvent.submit(send().closest('form') as HTMLFormElement);
    expect(screen.getByRole('alert')).toHaveTextContent(r.needWords);
    expect(call).not.toHaveBeenCalled();
    type('广告');
    expect(send()).toBeEnabled();
  });

  it('a submit without a reason sends nothing and says nothing', () => {
    view();
    fireEvent.submit(send().closest('form') as HTMLFormElement);
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(call).not.toHaveBeenCalled();
  });
});

describe('ReportDialog: sending', () => {
  it('sends the kind, the id, the reason and the trimmed words once, saying it is sending, then closes as sent', async () => {
    view('post', 7);
    choose(r.reasons.other);
    type('  广告刷屏  ');
    const settle = pending();
    fireEvent.click(send());
    expect(call).toHaveBeenCalledWith(sendReport, { kind: 'post', id: 7, reason: 9, text: '广告刷屏' });
    const sending = screen.getByRole('button', { name: r.sending });
    expect(sending).toBeDisabled();
    fireEvent.submit(sending.closest('form') as HTMLFormElement);
    expect(call).toHaveBeenCalledTimes(1);
    await act(async () => settle.resolve({ id: 3, again: false }));
    expect(onClosed).toHaveBeenCalledWith('sent');
    expect(screen.getByTestId('report-dialog')).not.toHaveAttribute('open');
  });

  it('closes as "again" when the member had reported it already', async () => {
    view();
    choose(r.reasons.spam);
    call.mockResolvedValueOnce({ id: 3, again: true });
    await act(async () => fireEvent.click(send()));
    expect(call).toHaveBeenCalledWith(sendReport, { kind: 'comment', id: 42, reason: 1, text: '' });
    expect(onClosed).toHaveBeenCalledWith('again');
  });

  it('closes as signed out when the session has gone', async () => {
    view();
    choose(r.reasons.spam);
    call.mockRejectedValueOnce(new ClientCallError('loginRequired', 'login', 401));
    await act(async () => fireEvent.click(send()));
    expect(onClosed).toHaveBeenCalledWith('signedOut');
  });

  it('a refusal is said in the dialog, which stays open with what was chosen and can send again', async () => {
    view();
    choose(r.reasons.vulgar);
    type('x');
    call.mockRejectedValueOnce(new ClientCallError('rateLimited', 'limited', 429, { retryAfterSeconds: 30 }));
    await act(async () => fireEvent.click(send()));
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts, please try again in 30 s');
    expect(onClosed).not.toHaveBeenCalled();
    expect(screen.getByTestId('report-dialog')).toHaveAttribute('open');
    expect(screen.getByRole('radio', { name: r.reasons.vulgar })).toBeChecked();
    expect(words()).toHaveValue('x');
    expect(send()).toBeEnabled();

    call.mockRejectedValueOnce(new Error('boom'));
    await act(async () => fireEvent.click(send()));
    expect(screen.getByRole('alert')).toHaveTextContent(r.failed);

    const settle = pending();
    fireEvent.click(send());
    expect(screen.getByRole('alert').textContent).toBe('');
    await act(async () => settle.resolve({ id: 4, again: false }));
    expect(onClosed).toHaveBeenCalledWith('sent');
  });

  it('Cancel closes as cancelled without sending', () => {
    view();
    choose(r.reasons.spam);
    fireEvent.click(screen.getByRole('button', { name: r.cancel }));
    expect(onClosed).toHaveBeenCalledWith('cancelled');
    expect(call).not.toHaveBeenCalled();
  });

  it('closed by the browser (Escape) is cancelled', () => {
    view();
    act(() => (screen.getByTestId('report-dialog') as HTMLDialogElement).close());
    expect(onClosed).toHaveBeenCalledWith('cancelled');
  });

  it('taken away, it closes its modal so the page is usable again', () => {
    const close = jest.spyOn(HTMLDialogElement.prototype, 'close');
    const { unmount } = view();
    expect(close).not.toHaveBeenCalled();
    unmount();
    expect(close).toHaveBeenCalledTimes(1);
    close.mockRestore();
  });
});
