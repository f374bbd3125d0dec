'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './Toast.module.css';

const TOAST_EVENT = 'touch:toast';
export const TOAST_MS = 2000;
/** More than this many waiting messages means something repeats; older ones are dropped. */
const MAX_WAITING = 3;

/** Shows a short message to the reader (like success, login expired, …), from anywhere. */
export function useToast(): (message: string) => void {
  return useCallback((message: string) => {
    window.dispatchEvent(new CustomEvent<string>(TOAST_EVENT, { detail: message }));
  }, []);
}

/** Where a toast waits for the next page when the page that says it is left by a full load. */
const AFTER_LOAD_KEY = 'touch:toast-after-load';

/**
 * A toast for the page the browser loads next (a sign-out goes home by a full load, which drops the
 * toast host with its page): kept in session storage, said once by the next page's host.
 */
export function toastAfterLoad(message: string): void {
  try {
    window.sessionStorage.setItem(AFTER_LOAD_KEY, message);
  } catch {
    // Storage refused (private mode): the page that loads next simply says nothing.
  }
}

function takeToastAfterLoad(): string | null {
  try {
    const message = window.sessionStorage.getItem(AFTER_LOAD_KEY);
    if (message !== null) window.sessionStorage.removeItem(AFTER_LOAD_KEY);
    return message;
  } catch {
    return null;
  }
}

/**
 * The one place toasts appear; a polite live region so screen readers hear them too.
 * Messages wait their turn: "link copied" followed at once by "+2 points" shows both, each
 * for its full time, instead of the second wiping out the first before it could be read.
 */
export function ToastHost() {
  const [message, setMessage] = useState<string | null>(null);
  const waiting = useRef<string[]>([]);
  const shown = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const showNext = () => {
      const next = waiting.current.shift();
      shown.current = next ?? null;
      setMessage(shown.current);
      timer.current = next === undefined ? undefined : setTimeout(showNext, TOAST_MS);
    };
    const onToast = (event: Event) => {
      const text = (event as CustomEvent<string>).detail;
      // The same message twice in a row (a double tap) is said once.
      if ((waiting.current.at(-1) ?? shown.current) === text) return;
      waiting.current.push(text);
      if (waiting.current.length > MAX_WAITING) waiting.current.shift();
      if (timer.current === undefined) showNext();
    };
    window.addEventListener(TOAST_EVENT, onToast);
    const fromLastPage = takeToastAfterLoad();
    if (fromLastPage) onToast(new CustomEvent<string>(TOAST_EVENT, { detail: fromLastPage }));
    return () => {
      window.removeEventListener(TOAST_EVENT, onToast);
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {message ? <p className={styles.toast}>{message}</p> : null}
    </div>
  );
}
