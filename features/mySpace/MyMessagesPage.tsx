import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatDateTime, isoDateTime } from '@/lib/format/dateTime';
import type { OwnListData } from './mySpace.page';
import type { MessagePage } from './mine.types';
import { OwnListPage } from './OwnListPage';
import { MarkMessagesRead } from './MarkMessagesRead.island';
import { myMessagesRoute, pagedHref } from './paths';
import styles from './MySpace.module.css';

/**
 * myMessages: the message centre (docs/decisions/0051): replies to my comments, answers to my
 * questions, my tip-offs handled, my registrations decided, newest first, the new ones marked.
 * Once shown, the island tells the platform they were read.
 */
export async function MyMessagesPage({ data }: { data: OwnListData<MessagePage> }) {
  const [t, locale] = await Promise.all([getTranslations('mySpace.messages'), getLocale()]);
  const unread = data.list?.unread ?? 0;
  const intro = data.list ? (
    <p className={styles.note} data-testid="messages-unread">
      {unread > 0 ? t('unread', { count: unread }) : t('allRead')}
    </p>
  ) : null;
  return (
    <OwnListPage
      {...data}
      title={t('title')}
      empty={t('empty')}
      hrefOf={(page) => pagedHref(myMessagesRoute, page)}
      intro={intro}
    >
      {(items) => (
        <>
          <ul className={styles.list} data-testid="my-messages">
            {items.map((m) => (
              <li key={m.id} className={styles.item} data-kind={m.kind}>
                <span className={styles.meta}>
                  {m.unread ? <span className={styles.unread}>{t('new')}</span> : null}
                  {t(`kind.${m.kind}`)}
                  {m.state !== 'none' ? ` · ${t(`state.${m.state}`)}` : null}
                </span>
                <Link href={m.href} prefetch={false} className={styles.itemTitle} dir="auto">
                  {m.title || t(`kind.${m.kind}`)}
                </Link>
                {m.content ? (
                  <p className={styles.text} dir="auto">
                    {m.content}
                  </p>
                ) : null}
                {m.at ? (
                  <time className={styles.meta} dateTime={isoDateTime(m.at)}>
                    {formatDateTime(m.at, locale, 'dateTime')}
                  </time>
                ) : null}
              </li>
            ))}
          </ul>
          <MarkMessagesRead unread={unread} />
        </>
      )}
    </OwnListPage>
  );
}
