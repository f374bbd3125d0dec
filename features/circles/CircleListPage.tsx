import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Circle } from '@/features/circles/circle.types';
import { formatCount } from '@/lib/format/count';
import { ListPage } from '@/components/list/ListPage';
import styles from './Circle.module.css';
import { circleDetailRoute } from '@/features/circles/paths';

/** The circle list (`/circleDetail.html`): every circle of the site, with its size. */
export async function CircleListPage({ title, circles }: { title: string; circles: Circle[] }) {
  const [t, locale] = await Promise.all([getTranslations('circle'), getLocale()]);
  return (
    <ListPage
      title={title}
      className={styles.body}
      items={circles}
      keyOf={(circle) => circle.id}
      empty={t('noCircles')}
      classes={{ list: styles.circles, empty: styles.meta }}
      renderItem={(circle) => (
        <Link href={circleDetailRoute.href({ id: circle.id })} prefetch={false} className={styles.circleLink}>
          {/* eslint-disable-next-line @next/next/no-img-element -- the platform's picture */}
          <img src={circle.icon} alt="" width={56} height={56} className={styles.icon} loading="lazy" />
          <span className={styles.circleText}>
            <span className={styles.circleName}>{circle.name}</span>
            <span className={styles.meta}>
              {t('size', {
                members: formatCount(circle.memberCount, { locale, cap: 99_999 }),
                posts: formatCount(circle.postCount, { locale, cap: 99_999 }),
              })}
            </span>
            <span className={styles.description}>{circle.description}</span>
          </span>
        </Link>
      )}
    />
  );
}
