import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format/dateTime';
import type { SeekArticle } from '@/features/tipoffs/submission.types';
import { PageHeader } from '@/components/chrome/PageHeader';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { SubmitForm } from './SubmitForm.island';
import styles from '@/features/tipoffs/Tipoff.module.css';
import forms from '@/components/forms/Form.module.css';
import { seekHref } from '@/features/tipoffs/paths';
import { inputArticleDetailRoute } from '@/features/tipoffs/paths';

/** A call for articles: what the newsroom asks for, until when, and (while open) the form. */
export async function SeekArticlePage({ seek }: { seek: SeekArticle }) {
  const [t, locale] = await Promise.all([getTranslations('submission'), getLocale()]);
  return (
    <>
      <PageHeader title={t('seekTitle')} heading={false} />
      <main id="content" className={styles.body}>
        <article className={styles.detail}>
          <h1 className={styles.title}>{seek.title}</h1>
          <p className={styles.meta}>
            {t('period', {
              from: formatDateTime(seek.startsAt, locale, 'date'),
              to: formatDateTime(seek.endsAt, locale, 'date'),
            })}{' '}
            · {t('count', { count: seek.submissions })}
          </p>
          {seek.cover ? (
            // eslint-disable-next-line @next/next/no-img-element -- the platform's picture
            <img
              src={seek.cover}
              alt=""
              width={720}
              height={480}
              style={{ width: '100%', height: 'auto', borderRadius: 12 }}
            />
          ) : null}
          <p className={styles.content}>{seek.content}</p>
          <Link href={inputArticleDetailRoute.href()} prefetch={false} className={styles.link}>
            {t('mine')}
          </Link>
        </article>
        {seek.open ? (
          <ClientMessages namespaces={['submission', 'upload', 'callError']}>
            <SubmitForm seekId={seek.id} returnPath={seekHref(seek)} />
          </ClientMessages>
        ) : (
          <p className={forms.note} role="status">
            {t('closed')}
          </p>
        )}
      </main>
    </>
  );
}
