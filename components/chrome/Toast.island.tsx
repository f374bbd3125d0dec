'use client';

import { useCallback, useEffect, useState } from 'react';
import styles from './Toast.module.css';

const TOAST_EVENT = 'touch:toast';
const TOAST_MS = 2000;

/** Shows a short message to the reader (like success, login expired, …), from anywhere. */
export function useToast(): (message: string) => void {
  return useCallback((message: string) => {
    window.dispatchEvent(new CustomEvent<string>(TOAST_EVENT, { detail: message }));
  }, []);
}

/** The one place toasts appear; a polite live region so screen readers hear them too. */
export function ToastHost() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onToast = (event: Event) => {
      setMessage((event as CustomEvent<string>).detail);
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => setMessage(null), TOAST_MS);
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => {
      window.removeEventListener(TOAST_EVENT, onToast);
      if (timer) clearTimeout(timer);
    };
  }, []);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {message ? <p className={styles.toast}>{message}</p> : null}
    </div>
  );
}
