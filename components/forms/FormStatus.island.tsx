'use client';

import { BASE_PATH } from '@/lib/routing/basePath';
import { loginHref } from '@/lib/auth/returnPath';
import { ClientCallError } from '@/lib/client/clientCallError';
import styles from './Form.module.css';

/** What went wrong with a send, in the reader's words, and whether signing in is the way on. */
export interface FormProblem {
  text: string;
  signIn: boolean;
}

/** The problem of a failed send: the reader's words for it, and a sign-in link when the session was gone. */
export function formProblem(failure: unknown, text: string): FormProblem {
  return { text, signIn: failure instanceof ClientCallError && failure.code === 'loginRequired' };
}

interface FormStatusProps {
  problem: FormProblem | null;
  /** What a send achieved, when the form stays on the page (a question asked). */
  notice?: string | null;
  /** Where signing in comes back to (without the base path). */
  returnPath: string;
  /** The sign-in link's words ('sign in to post', …). */
  signInLabel: string;
}

/**
 * The tail of a reader's form, above its button: the problem of the last send (an alert), with a
 * link to sign in and come back when the session was gone, or what the send achieved. The live
 * region is there from the first render, so what appears in it is announced. The link is a plain
 * anchor: signing in is a page of its own, loaded whole.
 */
export function FormStatus({ problem, notice = null, returnPath, signInLabel }: FormStatusProps) {
  return (
    <div aria-live="polite">
      {problem ? (
        <p className={styles.error} role="alert">
          {problem.text}
          {problem.signIn ? (
            <>
              {' '}
              <a href={`${BASE_PATH}${loginHref(returnPath)}`} rel="nofollow" className={styles.signIn}>
                {signInLabel}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
    </div>
  );
}
