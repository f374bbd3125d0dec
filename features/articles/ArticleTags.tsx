import Link from 'next/link';
import styles from './Article.module.css';
import { tagListRoute } from '@/features/columns/paths';

export function ArticleTags({ tags }: { tags: { id: number; name: string }[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <Link className={styles.tag} href={tagListRoute.href({ tagId: tag.id })} prefetch={false}>
            #{tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
