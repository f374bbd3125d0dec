import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatDateTime, isoDateTime } from '@/lib/format/dateTime';
import { tipoffDetailRoute } from '@/features/tipoffs/paths';
import type { OwnListData } from './mySpace.page';
import type { MyTipoff, OwnPage } from './mine.types';
import { OwnListPage } from './OwnListPage';
import { myTipoffsRoute, pagedHref } from './paths';
import styles from './MySpace.module.css';

/** The platform's tip-off times are epoch milliseconds. */
const timeOf = (ms: number) => new Date(ms);

/** myTipoffs: my tip-offs with the newsroom's handling, and the way to send a new one (the tip-off form). */
export async function MyTipoffsPage({ data }: { data: OwnListData<OwnPage<MyTipoff>> }) {
  const [t, locale] = await Promise.all([getTranslations('mySpace.tipoffs'), getLocale()]);
  const send = (
    <Link href={tipoffDetailRoute.href()} prefetch={false} className={styles.action} data-testid="send-tipoff">
      {t('send')}
    </Link>
  );
  return (
    <OwnListPage
      {...data}
      title={t('title')}
      empty={t('empty')}
      hrefOf={(page) => pagedHref(myTipoffsRoute, page)}
      intro={send}
    >
      {(items) => (
        <ul className={styles.list} data-testid="my-tipoffs">
          {items.map((tip) => (
            <li key={tip.id} className={styles.item}>
              <Link href={tip.href} prefetch={false} className={styles.itemTitle} dir="auto">
                {tip.title || tip.content}
              </Link>
              <span className={styles.meta}>
                <span
                  className={`${styles.state} ${tip.status === 'adopted' ? styles.statePositive : ''}`}
                  data-state={tip.status}
                >
                  {t(`status.${tip.status}`)}
                </span>
                {tip.sentAt > 0 ? (
                  <time dateTime={isoDateTime(timeOf(tip.sentAt))}>
                    {formatDateTime(timeOf(tip.sentAt), locale, 'dateTime')}
                  </time>
                ) : null}
              </span>
              {tip.reply ? (
                <p className={styles.meta} dir="auto">
                  {t('reply', { reply: tip.reply })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </OwnListPage>
  );
}
