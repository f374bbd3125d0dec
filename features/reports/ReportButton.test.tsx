/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { callHandler } from '@/lib/client/http';
import { reportState, sendReport } from '@/lib/client/endpoints';
import { ClientCallError } from '@/lib/client/clientCallError';
import { sendToHostApp } from '@/lib/client/hostApp';
import { loginHref } from '@/lib/auth/returnPath';
import { serverHtml } from '@/tests/support/hydration';
import { ReportButton } from './ReportButton.island';
import { ReportLine } from './ReportLine';

jest.mock('@/lib/client/http', () => ({ callHandler: jest.fn() }));
const call = jest.mocked(callHandler);
const toast = jest.fn();
jest.mock('@/components/chrome/Toast.island', () => ({ useToast: () => toast }));
jest.mock('@/lib/client/hostApp', () => ({ sendToHostApp: jest.fn(() => false) }));
const hostApp = jest.mocked(sendToHostApp);
jest.mock('@/lib/auth/returnPath', () => ({ loginHref: jest.fn(() => '#login') }));
const login = jest.mocked(loginHref);
// ReportLine's messages come from the server; here the provider around it gives them.
const namespaces = jest.fn();
jest.mock('@/components/i18n/ClientMessages', () => ({
  ClientMessages: ({ namespaces: given, children }: { namespaces: readonly string[]; children: React.ReactNode }) => {
    namespaces(given);
    return children;
  },
}));

const r = en.report;

beforeAll(() => {
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
  toast.mockReset();
  hostApp.mockReset().mockReturnValue(false);
  login.mockClear();
});

const withMessages = (element: React.ReactElement) => (
  <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Shanghai">
    {element}
  </NextIntlClientProvider>
);
const view = (element: React.ReactElement = <ReportButton kind="comment" id={42} name="Pema" />) =>
  render(withMessages(element));

/** The platform as a reader signed in (or not) who sends `answer` (or is refused with it). */
function platform(signedIn: boolean, answer: unknown = { id: 1, again: false }) {
  call.mockImplementation(async (endpoint) => {
    if (endpoint === reportState) return { signedIn };
    if (endpoint === sendReport) {
      if (answer instanceof Error) throw answer;
      return answer;
    }
    throw new Error('unexpected call');
  });
}

const button = () => screen.getByTestId('report-button');
const openDialog = async () => {
  await act(async () => fireEvent.click(button()));
  return screen.findByRole('dialog', { name: r.title });
};

describe('ReportButton: its name', () => {
  it('names whose comment it reports, and says it opens a dialog', () => {
    view();
    expect(screen.getByRole('button', { name: "Report Pema's comment" })).toHaveTextContent(r.button);
    expect(button()).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('without a name, names no one', () => {
    view(<ReportButton kind="comment" id={1} />);
    expect(button()).toHaveAccessibleName(r.labels.comment.replace('{name}', ''));
  });

  it('names each other kind', () => {
    for (const kind of ['article', 'question', 'post', 'moment'] as const) {
      const { unmount } = view(<ReportButton kind={kind} id={1} />);
      expect(button()).toHaveAccessibleName(r.labels[kind]);
      unmount();
    }
  });

  it('takes the look of the actions beside it, else its own', () => {
    const { unmount } = view(<ReportButton kind="comment" id={1} name="Pema" className="action" />);
    expect(button()).toHaveClass('action');
    unmount();
    view(<ReportButton kind="article" id={1} />);
    expect(button()).not.toHaveClass('action');
    expect(button().className).not.toBe('');
  });

  it('ReportLine puts the button for its kind and id, with the messages the button and its dialog use', async () => {
    platform(true);
    view(<ReportLine kind="question" id={9} />);
    expect(namespaces).toHaveBeenCalledWith(['report', 'callError']);
    expect(button()).toHaveAccessibleName(r.labels.question);
    fireEvent.click(screen.getByRole('button', { name: r.labels.question }));
    await act(async () => undefined);
    expect(call).toHaveBeenCalledWith(reportState, {});
  });
});

describe('ReportButton: the tap', () => {
  it('cannot be tapped before the script has run', async () => {
    const { container, hydrate } = serverHtml(withMessages(<ReportButton kind="article" id={5} />));
    expect(container.querySelector('button')).toBeDisabled();
    await hydrate();
    expect(container.querySelector('button')).toBeEnabled();
    container.remove();
  });

  it('asks once whether the reader is signed in, waiting on the answer', async () => {
    let settle: (value: unknown) => void = () => undefined;
    call.mockReturnValueOnce(new Promise((resolve) => (settle = resolve)) as ReturnType<typeof callHandler>);
    hostApp.mockReturnValue(true);
    view();
    fireEvent.click(button());
    expect(button()).toBeDisabled();
    fireEvent.click(button());
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(reportState, {});
    await act(async () => settle({ signedIn: false }));
    expect(button()).toBeEnabled();
  });

  it('sends a signed-out reader to sign in and back to this page', async () => {
    platform(false);
    window.history.pushState({}, '', '/article/42?from=list');
    // jsdom does not navigate: it says so, which is the sign the page was asked to.
    const navigation = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    view();
    await act(async () => fireEvent.click(button()));
    expect(hostApp).toHaveBeenCalledWith('login');
    expect(login).toHaveBeenCalledWith('/article/42?from=list');
    expect(navigation).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('navigation') }),
    );
    navigation.mockRestore();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("in the provider's app, asks the app to sign in instead", async () => {
    platform(false);
    hostApp.mockReturnValue(true);
    view();
    await act(async () => fireEvent.click(button()));
    expect(hostApp).toHaveBeenCalledWith('login');
    expect(login).not.toHaveBeenCalled();
  });

  it('says why when the question fails, and can be tapped again', async () => {
    call.mockRejectedValueOnce(new ClientCallError('network', 'network error', 0));
    view();
    await act(async () => fireEvent.click(button()));
    expect(toast).toHaveBeenCalledWith(en.callError.network);
    expect(button()).toBeEnabled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('ReportButton: the dialog', () => {
  it("opens the dialog for a signed-in reader, in <body>, reporting this button's kind and id", async () => {
    platform(true);
    const { container } = view(<ReportButton kind="post" id={77} />);
    const dialog = await openDialog();
    expect(container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: r.reasons.spam }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: r.send })));
    expect(call).toHaveBeenCalledWith(sendReport, { kind: 'post', id: 77, reason: 1, text: '' });
  });

  it('sent: the dialog goes, the reader is thanked, and focus is back on the button', async () => {
    platform(true);
    view();
    await openDialog();
    fireEvent.click(screen.getByRole('radio', { name: r.reasons.abuse }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: r.send })));
    expect(screen.queryByTestId('report-dialog')).toBeNull();
    expect(toast).toHaveBeenCalledWith(r.sent);
    expect(button()).toHaveFocus();
  });

  it('reported before: says so', async () => {
    platform(true, { id: 1, again: true });
    view();
    await openDialog();
    fireEvent.click(screen.getByRole('radio', { name: r.reasons.abuse }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: r.send })));
    expect(toast).toHaveBeenCalledWith(r.already);
  });

  it('cancelled: the dialog goes without a word, focus back on the button', async () => {
    platform(true);
    view();
    await openDialog();
    fireEvent.click(screen.getByRole('button', { name: r.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toast).not.toHaveBeenCalled();
    expect(button()).toHaveFocus();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('signed out meanwhile: off to sign in, no word', async () => {
    platform(true, new ClientCallError('loginRequired', 'login', 401));
    view();
    await openDialog();
    fireEvent.click(screen.getByRole('radio', { name: r.reasons.abuse }));
    hostApp.mockReturnValue(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: r.send })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(hostApp).toHaveBeenCalledWith('login');
    expect(toast).not.toHaveBeenCalled();
    expect(button()).not.toHaveFocus();
  });
});
