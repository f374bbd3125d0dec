import Link from 'next/link';
import type { Column } from '@/features/columns/column.types';
import styles from '../articleList/ArticleCard.module.css';
import { specDetailRoute } from '@/features/columns/paths';

/** The special topics a topics column holds, each opening its specDetail page. */
export function SpecialTopicList({ topics, label }: { topics: Column[]; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {topics.map((topic) => (
        <li key={topic.id} className={styles.card}>
          <Link href={specDetailRoute.href({ id: topic.id })} className={styles.link} prefetch={false}>
            <div className={styles.text}>
              <h2 className={styles.title}>{topic.name}</h2>
              {topic.description ? <p className={styles.meta}>{topic.description}</p> : null}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
