import { getLocale, getTranslations } from 'next-intl/server';
import type { Moment } from '@/features/circles/circle.types';
import { formatCount } from '@/lib/format/count';
import { PageHeader } from '@/components/chrome/PageHeader';
import { PhotoGallery } from '@/components/media/PhotoGallery.island';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { PostAuthor } from './PostParts';
import { ReportLine } from '@/features/reports/ReportLine';
import styles from './Circle.module.css';

/** friendsCircleDetail: one moment of the friends circle. */
export async function MomentPage({ moment }: { moment: Moment }) {
  const [t, locale] = await Promise.all([getTranslations('circle'), getLocale()]);
  return (
    <>
      <PageHeader title={t('friendsCircle')} heading={false} />
      <ClientMessages namespaces={['media']}>
        <main id="content" className={styles.body}>
          <article className={styles.postDetail}>
            <PostAuthor as="h1" author={moment.author} createdAt={moment.createdAt} locale={locale} when="dateTime" />
            <p className={styles.postBody} dir="auto">
              {moment.content}
            </p>
            {moment.pictures.length > 0 ? (
              <PhotoGallery
                pictures={moment.pictures.map((url) => ({ url, caption: '' }))}
                title={moment.content.slice(0, 30)}
              />
            ) : null}
            <p className={styles.meta}>
              {moment.location ? `${moment.location} · ` : ''}
              {t('likes', { likes: formatCount(moment.likes, { locale }) })}
            </p>
            <ReportLine kind="moment" id={moment.id} />
          </article>
        </main>
      </ClientMessages>
    </>
  );
}
