import { getTranslations } from 'next-intl/server';
import { SearchView, type SearchViewProps } from './SearchView.island';
import { ClientMessages } from '@/components/i18n/ClientMessages';

/** The search screen: a skip link, then the view keyed by the URL's class and keyword. */
export async function SearchPage(props: SearchViewProps) {
  const t = await getTranslations('chrome');
  return (
    <>
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <ClientMessages namespaces={['search', 'list', 'kind', 'time', 'xy', 'callError']}>
        <SearchView key={`${props.initialTclass}|${props.initialOrder}|${props.initialKeyword}`} {...props} />
      </ClientMessages>
    </>
  );
}
