import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickMessages, type MessageNamespace } from '@/lib/i18n/pickMessages';
import { MessagesAdded } from './MessagesAdded.island';

// Client components ('use client' islands) translate in the browser, so their messages travel in
// the page. Each page sends only the namespaces its islands use (docs/decisions/0013): the root
// layout sends those of the islands on every page, and a server component that renders an island
// wraps it in <ClientMessages> with that island's namespaces. lib/i18n/islandNamespaces.test.ts
// fails when an island is rendered without the namespaces it uses.

interface ClientMessagesProps {
  /** Literal arrays only: the test reads them from the source. */
  namespaces: readonly MessageNamespace[];
  children: React.ReactNode;
}

/** The root layout's provider: the locale, its time zone, and these namespaces. */
export async function RootClientMessages({ namespaces, children }: ClientMessagesProps) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickMessages(messages, namespaces)}>{children}</NextIntlClientProvider>;
}

/** Adds these namespaces to the messages the islands below already have (never replaces them). */
export async function ClientMessages({ namespaces, children }: ClientMessagesProps) {
  const messages = await getMessages();
  return <MessagesAdded messages={pickMessages(messages, namespaces)}>{children}</MessagesAdded>;
}
