import { ClientMessages } from '@/components/i18n/ClientMessages';
import { HTML_LANG } from '@/lib/i18n/locales';
import { contentLocaleOf } from './contentLocale';
import { ListenSlot } from './ListenSlot.island';

/** Listening to an article, in its own language (docs/decisions/0062): the one slot the article page gives it. */
export function Listen({ title }: { title: string }) {
  return (
    <ClientMessages namespaces={['listen']}>
      <ListenSlot lang={HTML_LANG[contentLocaleOf(title)]} title={title} />
    </ClientMessages>
  );
}
