'use client';

import { useEffect, useState, type RefObject } from 'react';

/**
 * What a reader typed into a controlled field before the page's script ran: the field shows it but
 * the state does not (hydrating keeps the field's text and reports no change), so the form would
 * send the empty state and ask for what is plainly there. Taken up once, on mount, as if typed now.
 * `take` of the first render is the one called: pass a state setter or a function of setters.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  take: (text: string) => void,
): void {
  const [first] = useState(() => ({ take }));
  useEffect(() => {
    const element = field.current;
    // defaultValue is the text the server rendered: anything else came from the reader.
    if (element && element.value !== element.defaultValue) first.take(element.value);
  }, [field, first]);
}
