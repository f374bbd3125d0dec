import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format/dateTime';
import type { Tipoff } from '@/features/tipoffs/tipoff.types';
import { PhotoGallery } from '@/components/media/PhotoGallery.island';
import { VideoPlayer } from '@/components/media/VideoPlayer.island';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import styles from './Tipoff.module.css';
import { newsDetailRoute } from '@/features/articles/paths';

/** One tip-off: what the reader sent (text, pictures, video, audio) and the newsroom's handling of it. */
export async function TipoffDetail({ tipoff }: { tipoff: Tipoff }) {
  const [t, locale] = await Promise.all([getTranslations('tipoff'), getLocale()]);
  const title = tipoff.title || t('untitled');
  return (
    <ClientMessages namespaces={['media']}>
      <article className={styles.detail}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.meta}>
          {t('sentAt', { time: formatDateTime(tipoff.sentAt, locale, 'dateTime') })}
          {tipoff.location ? ` · ${tipoff.location}` : ''}
        </p>
        <section className={styles.status} data-status={tipoff.status} aria-labelledby="tipoff-status">
          <h3 id="tipoff-status" className={styles.statusLabel}>
            {t('statusLabel')}: <strong data-testid="tipoff-status">{t(`status.${tipoff.status}`)}</strong>
          </h3>
          {tipoff.reply ? <p className={styles.reply}>{tipoff.reply}</p> : null}
          {tipoff.handledAt ? (
            <p className={styles.meta}>
              {t('handledAt', { time: formatDateTime(tipoff.handledAt, locale, 'dateTime') })}
            </p>
          ) : null}
          {tipoff.articleId ? (
            <Link href={newsDetailRoute.href({ id: tipoff.articleId })} prefetch={false} className={styles.link}>
              {t('readReport')}
            </Link>
          ) : null}
        </section>
        <p className={styles.content} dir="auto">
          {tipoff.content}
        </p>
        {tipoff.pictures.length > 0 ? (
          <PhotoGallery pictures={tipoff.pictures.map((url) => ({ url, caption: '' }))} title={title} />
        ) : null}
        {tipoff.videos.map((src) => (
          <div key={src} className={styles.media}>
            <VideoPlayer src={src} poster="" title={title} />
          </div>
        ))}
        {tipoff.audios.map((src, index) => (
          <figure key={src} className={styles.media}>
            <figcaption className={styles.meta}>{t('audioN', { number: index + 1 })}</figcaption>
            <audio controls preload="metadata" src={src} aria-label={t('audioN', { number: index + 1 })} />
          </figure>
        ))}
      </article>
    </ClientMessages>
  );
}
