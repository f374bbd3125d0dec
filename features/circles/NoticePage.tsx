import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format/dateTime';
import type { Notice } from '@/features/circles/circle.types';
import { PageHeader } from '@/components/chrome/PageHeader';
import styles from './Circle.module.css';
import { circleDetailRoute } from '@/features/circles/paths';

/** noticeDetail: one notice of a circle ('notice'). */
export async function NoticePage({ notice }: { notice: Notice }) {
  const [t, locale] = await Promise.all([getTranslations('circle'), getLocale()]);
  return (
    <>
      <PageHeader title={t('notice')} heading={false} />
      <main id="content" className={styles.body}>
        <article className={styles.postDetail}>
          <h1 className={styles.noticeTitle}>{notice.title}</h1>
          <p className={styles.meta}>
            {notice.circleName} · {formatDateTime(notice.createdAt, locale, 'date')}
          </p>
          <p className={styles.postBody}>{notice.content}</p>
          <Link href={circleDetailRoute.href({ id: notice.circleId })} prefetch={false} className={styles.backLink}>
            {t('backToCircle', { name: notice.circleName })}
          </Link>
        </article>
      </main>
    </>
  );
}
