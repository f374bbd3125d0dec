import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { DynamicPage as DynamicPageData } from '@/features/accounts/reporter.types';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { PageHeader } from '@/components/chrome/PageHeader';
import { RelativeTime } from '@/components/list/RelativeTime.island';
import { DynamicList } from './DynamicList';
import { MoreDynamics } from './MoreDynamics.island';
import styles from './Reporter.module.css';

/** dynamicDetail: one post from the field, with all its pictures, then the reporter's other dynamics, 10 at a time. */
export async function DynamicPage({ page, title }: { page: DynamicPageData; title: string }) {
  const t = await getTranslations('reporter');
  const { dynamic } = page;
  const reporter = dynamic.reporter;
  return (
    <>
      <PageHeader title={title} />
      <main id="content">
        <article className={styles.detail} aria-labelledby="dynamic-author">
          <header className={styles.detailHeader}>
            {reporter?.icon ? (
              // eslint-disable-next-line @next/next/no-img-element -- avatars are sized by the platform
              <img src={reporter.icon} alt="" width={40} height={40} className={styles.smallAvatar} />
            ) : null}
            <div>
              <h2 id="dynamic-author" className={styles.detailAuthor}>
                {reporter ? (
                  <Link href={reporter.href} prefetch={false}>
                    {reporter.name}
                  </Link>
                ) : (
                  title
                )}
              </h2>
              {dynamic.publishedAt ? (
                <p className={styles.time}>
                  <RelativeTime iso={dynamic.publishedAt} style={4} />
                </p>
              ) : null}
            </div>
          </header>
          <p className={styles.detailText}>{dynamic.content}</p>
          {dynamic.pictures.length > 0 ? (
            <div className={styles.detailPictures}>
              {dynamic.pictures.map((src, index) => (
                // eslint-disable-next-line @next/next/no-img-element -- platform pictures, sized by CSS
                <img
                  key={`${src}-${index}`}
                  src={src}
                  alt={t('pictureOf', { index: index + 1, total: dynamic.pictures.length })}
                  className={styles.detailPicture}
                />
              ))}
            </div>
          ) : null}
        </article>
        {reporter && page.others.length > 0 ? (
          <section aria-labelledby="more-dynamics">
            <h2 id="more-dynamics" className={styles.sectionTitle}>
              {t('dynamicsOf', { name: reporter.name })}
            </h2>
            <DynamicList dynamics={page.others} label={t('dynamicsOf', { name: reporter.name })} />
            <ClientMessages namespaces={['list', 'time', 'callError']}>
              <MoreDynamics
                reporterId={reporter.id}
                initialHasMore={page.hasMore}
                label={t('dynamicsOf', { name: reporter.name })}
              />
            </ClientMessages>
          </section>
        ) : null}
      </main>
    </>
  );
}
