'use client';

import { lazy, Suspense, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { reportState } from '@/lib/client/endpoints';
import { useCallErrorText } from '@/lib/client/useCallErrorText';
import { sendToHostApp } from '@/lib/client/hostApp';
import { loginHref } from '@/lib/auth/returnPath';
import { BASE_PATH } from '@/lib/routing/basePath';
import { useToast } from '@/components/chrome/Toast.island';
import type { ReportKind } from './reportTarget';
import styles from './Report.module.css';
import { useHydrated } from '@/lib/client/useHydrated';
import { withChunkTimeout } from '@/lib/client/chunkTimeout';

// The dialog is code only a reader who reports needs: loaded on the first tap, not with the page.
const ReportDialog = lazy(
  withChunkTimeout('ReportDialog', () =>
    import('./ReportDialog.island').then((module) => ({ default: module.ReportDialog })),
  ),
);

interface ReportButtonProps {
  kind: ReportKind;
  id: number;
  /** Whose it is (a comment's writer), for the button's accessible name. */
  name?: string;
  /** Drawn like the actions beside it (a comment's reply and like), else a plain text button. */
  className?: string;
}

/**
 * 举报 on anything readers wrote or read (docs/decisions/0052). The page around it is the same for
 * every reader and cached, so whether this reader is signed in is asked on the tap: a signed-out
 * reader goes to sign in and comes back here; a signed-in one chooses a reason in a dialog.
 */
export function ReportButton({ kind, id, name = '', className }: ReportButtonProps) {
  const t = useTranslations('report');
  const toast = useToast();
  const errorText = useCallErrorText();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // A tap in the server HTML would be lost without a sign: the control waits for the script.
  const hydrated = useHydrated();
  const button = useRef<HTMLButtonElement>(null);

  const goToLogin = () => {
    // A full load rather than the router: the button lives inside comments, which are also rendered
    // without an app router around them (features/comments/readerTextIsolation.test.tsx).
    if (!sendToHostApp('login')) {
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(`${BASE_PATH}${loginHref(`${window.location.pathname}${window.location.search}`)}`);
    }
  };

  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { signedIn } = await callHandler(reportState, {});
      if (signedIn) setOpen(true);
      else goToLogin();
    } catch (error) {
      toast(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const onClosed = (outcome: 'sent' | 'again' | 'cancelled' | 'signedOut') => {
    setOpen(false);
    if (outcome === 'signedOut') return goToLogin();
    // Back to the button the dialog came from, so a keyboard reader keeps their place.
    button.current?.focus();
    if (outcome !== 'cancelled') toast(t(outcome === 'sent' ? 'sent' : 'already'));
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={className ?? styles.trigger}
        onClick={() => void onClick()}
        aria-haspopup="dialog"
        aria-label={kind === 'comment' ? t('labels.comment', { name }) : t(`labels.${kind}`)}
        disabled={!hydrated || busy}
        data-testid="report-button"
      >
        {t('button')}
      </button>
      {/* In <body>, not beside the button: a dialog may not sit in a comment's line of actions or a paragraph. */}
      {open
        ? createPortal(
            <Suspense fallback={null}>
              <ReportDialog kind={kind} id={id} onClosed={onClosed} />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
