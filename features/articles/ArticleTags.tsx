import Link from 'next/link';
import styles from './Article.module.css';

export function ArticleTags({ tags }: { tags: { id: number; name: string }[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <Link className={styles.tag} href={`/tagList/${tag.id}.html`} prefetch={false}>
            #{tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
