import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format/dateTime';
import type { Submission } from '@/features/tipoffs/submission.types';
import { PageHeader } from '@/components/chrome/PageHeader';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { OpenClientNotice } from '@/features/member/OpenClientNotice.island';
import { PhotoGallery } from '@/components/media/PhotoGallery.island';
import { VideoPlayer } from '@/components/media/VideoPlayer.island';
import forms from '@/components/forms/Form.module.css';
import styles from '@/features/tipoffs/Tipoff.module.css';
import { inputArticleDetailRoute, seekArticleDetailRoute } from '@/features/tipoffs/paths';

/** inputArticleDetail: one of the reader's submissions with its review, or the list of them. */
export async function SubmissionPage({
  mode,
  submission,
  submissions,
  path,
}: {
  mode: 'list' | 'detail' | 'app';
  submission: Submission | null;
  submissions: Submission[] | null;
  path: string;
}) {
  const [t, locale] = await Promise.all([getTranslations('submission'), getLocale()]);
  const when = (ms: number) => formatDateTime(ms, locale, 'dateTime');
  return (
    <>
      <PageHeader
        title={mode === 'detail' ? t('detailTitle') : t('mineTitle')}
        heading={!(mode === 'detail' && submission)}
      />
      <main id="content" className={styles.body}>
        {mode === 'app' ? (
          <OpenClientNotice path={path} />
        ) : mode === 'list' ? (
          submissions && submissions.length > 0 ? (
            <ul className={styles.detail} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {submissions.map((s) => (
                <li key={s.id}>
                  <Link href={inputArticleDetailRoute.href({ id: s.id })} prefetch={false} className={styles.link}>
                    {s.title}
                  </Link>
                  <p className={styles.meta}>
                    {s.seekTitle} · {t(`status.${s.status}`)} · {when(s.sentAt)}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className={forms.note}>{t('none')}</p>
          )
        ) : submission ? (
          <ClientMessages namespaces={['media']}>
            <article className={styles.detail}>
              <h1 className={styles.title}>{submission.title}</h1>
              <p className={styles.meta}>
                {t('to', { call: submission.seekTitle })} · {when(submission.sentAt)}
              </p>
              <section
                className={styles.status}
                data-status={
                  submission.status === 'published'
                    ? 'adopted'
                    : submission.status === 'reviewing'
                      ? 'checking'
                      : submission.status
                }
                aria-labelledby="submission-status"
              >
                <h3 id="submission-status" className={styles.statusLabel}>
                  {t('statusLabel')}:{' '}
                  <strong data-testid="submission-status">{t(`status.${submission.status}`)}</strong>
                </h3>
                {submission.reply ? <p className={styles.reply}>{submission.reply}</p> : null}
              </section>
              <p className={styles.content} dir="auto">
                {submission.content}
              </p>
              {submission.pictures.length > 0 ? (
                <PhotoGallery
                  pictures={submission.pictures.map((url) => ({ url, caption: '' }))}
                  title={submission.title}
                />
              ) : null}
              {submission.videos.map((src) => (
                <VideoPlayer key={src} src={src} poster="" title={submission.title} />
              ))}
              {submission.audios.map((src, index) => (
                <figure key={src} className={styles.media}>
                  <figcaption className={styles.meta}>{t('audioN', { number: index + 1 })}</figcaption>
                  <audio controls preload="metadata" src={src} aria-label={t('audioN', { number: index + 1 })} />
                </figure>
              ))}
              <Link
                href={seekArticleDetailRoute.href({ id: submission.seekId })}
                prefetch={false}
                className={styles.link}
              >
                {t('backToCall')}
              </Link>
            </article>
          </ClientMessages>
        ) : null}
      </main>
    </>
  );
}
