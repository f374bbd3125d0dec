import { getLocale, getTranslations } from 'next-intl/server';
import { formatCount } from '@/lib/format/count';
import { formatDateTime, isoDateTime } from '@/lib/format/dateTime';
import type { GovQa } from '@/features/qa/qa.types';
import type { CommentsSectionData } from '@/features/comments/server/loadComments';
import { COMMENT_SOURCE } from '@/features/comments/comment.types';
import { PageHeader } from '@/components/chrome/PageHeader';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { PhotoGallery } from '@/components/media/PhotoGallery.island';
import { VideoPlayer } from '@/components/media/VideoPlayer.island';
import { CommentsSection } from '@/features/comments/CommentsSection';
import { AudioClip } from './AudioClip';
import styles from './Qa.module.css';

/**
 * qaDetail / newQaDetail: a reader's question to a department (its type, text, pictures, voice
 * recordings and videos) and the department's answer with its pictures, then the comments.
 * Pictures open in the photo viewer, videos play as on video pages, audio in a labelled player.
 */
export async function GovQaPage({ qa, comments }: { qa: GovQa; comments: Promise<CommentsSectionData | null> }) {
  const [t, locale] = await Promise.all([getTranslations('qa'), getLocale()]);
  const when = (value: string | null, key: 'askedAt' | 'answeredAt') =>
    value ? (
      <time dateTime={isoDateTime(value)}>{t(key, { time: formatDateTime(value, locale, 'dateTime') })}</time>
    ) : null;
  return (
    <>
      <PageHeader title={t('govTitle')} heading={false} />
      <ClientMessages namespaces={['media']}>
        <main id="content" className={styles.body}>
          <article className={styles.detail} aria-labelledby="qa-title">
            <h1 id="qa-title" className={styles.title}>
              {qa.type ? <span className={styles.badge}>{t(`type.${qa.type}`)}</span> : null}
              {qa.title}
            </h1>
            <p className={styles.meta}>
              {[qa.asker ?? t('anonymousAsker'), qa.region].filter(Boolean).join(' · ')}
              {qa.askedAt ? ' · ' : null}
              {when(qa.askedAt, 'askedAt')}
            </p>
            <p className={styles.meta}>{t('clicks', { count: formatCount(qa.clicks, { locale }) })}</p>
            <p className={styles.content} dir="auto">
              {qa.content}
            </p>
            {qa.images.length > 0 ? (
              <PhotoGallery pictures={qa.images.map((url) => ({ url, caption: '' }))} title={qa.title} />
            ) : null}
            {qa.audios.map((src, index) => (
              <AudioClip
                key={src}
                src={src}
                label={t('audioN', { number: index + 1 })}
                downloadLabel={t('downloadAudio', { number: index + 1 })}
              />
            ))}
            {qa.videos.map((src) => (
              <div key={src} className={styles.media}>
                <VideoPlayer src={src} poster="" title={qa.title} />
              </div>
            ))}
            {qa.answer ? (
              <section className={styles.answer} aria-labelledby="qa-answer">
                <h2 id="qa-answer" className={styles.label}>
                  {t('departmentAnswer', { department: qa.department })}
                </h2>
                <p className={styles.meta}>{when(qa.answeredAt, 'answeredAt')}</p>
                <p className={styles.content}>{qa.answer}</p>
                {qa.answerPictures.length > 0 ? (
                  <PhotoGallery
                    pictures={qa.answerPictures.map((url) => ({ url, caption: '' }))}
                    title={qa.department}
                  />
                ) : null}
              </section>
            ) : null}
          </article>
          <CommentsSection
            sourceType={COMMENT_SOURCE.qa}
            sourceId={qa.id}
            comments={comments}
            path={qa.href}
            closed={qa.commentsClosed}
          />
        </main>
      </ClientMessages>
    </>
  );
}
