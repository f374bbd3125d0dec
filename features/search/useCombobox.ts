'use client';

import { useCallback, useId, useState, type KeyboardEvent } from 'react';

/**
 * The keyboard and open state of a text input with a list of options under it (the ARIA
 * combobox pattern with a listbox popup): the list opens as the reader types, ArrowDown and
 * ArrowUp move the active option (focus stays in the input, which names the option through
 * aria-activedescendant), Enter picks the active option, Escape closes the list. With no active
 * option Enter is left to the form.
 */
export function useCombobox(options: string[], onPick: (option: string) => void) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  // The active option is kept by its text, so a list that changes under it does not move it to another word.
  const [activeWord, setActiveWord] = useState<string | null>(null);
  const activeIndex = activeWord === null ? -1 : options.indexOf(activeWord);

  const expanded = open && options.length > 0;

  const close = useCallback(() => {
    setOpen(false);
    setActiveWord(null);
  }, []);

  /** The reader typed: offer the list again, with nothing active. */
  const typed = useCallback(() => {
    setOpen(true);
    setActiveWord(null);
  }, []);

  const pick = (option: string) => {
    close();
    onPick(option);
  };

  const move = (step: 1 | -1) => {
    const count = options.length;
    const from = activeIndex === -1 ? (step === 1 ? -1 : count) : activeIndex;
    setActiveWord(options[(from + step + count) % count] ?? null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return; // an IME is choosing characters: its keys are its own
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (options.length === 0) return;
        event.preventDefault();
        if (!expanded) setOpen(true);
        move(event.key === 'ArrowDown' ? 1 : -1);
        return;
      case 'Enter':
        if (!expanded || activeIndex === -1) {
          close();
          return;
        }
        event.preventDefault();
        pick(options[activeIndex]!);
        return;
      case 'Escape':
        if (!expanded) return;
        event.preventDefault();
        close();
        return;
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

  return {
    listId,
    expanded,
    activeIndex: expanded ? activeIndex : -1,
    optionId,
    typed,
    close,
    pick,
    /** Props of the input: the combobox role and its state. */
    inputProps: {
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': expanded && activeIndex !== -1 ? optionId(activeIndex) : undefined,
      onKeyDown,
      onBlur: close,
    },
  };
}
