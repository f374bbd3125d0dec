'use client';

import { useMemo } from 'react';
import { IntlProvider, useLocale, useMessages } from 'next-intl';
import { mergeMessages, type MessageTree } from '@/lib/i18n/pickMessages';

/**
 * A provider that keeps the messages of the one above it and adds its own: next-intl's providers
 * replace their parent's messages, and an island must not lose the root layout's namespaces
 * because it sits inside another <ClientMessages>. Time zone, formats and `now` are inherited.
 */
export function MessagesAdded({ messages, children }: { messages: MessageTree; children: React.ReactNode }) {
  const locale = useLocale();
  const parent = useMessages();
  const merged = useMemo(() => mergeMessages(parent, messages), [parent, messages]);
  return (
    <IntlProvider locale={locale} messages={merged}>
      {children}
    </IntlProvider>
  );
}
