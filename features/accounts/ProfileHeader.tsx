import type { ReactNode } from 'react';
import styles from './ProfileHeader.module.css';

/**
 * The head of a profile page, a reporter's or a media account's: the avatar, the name as the page's
 * heading with its badge (a reporter's desk, an account's kind), what the page says under the name,
 * and what stands beside the text (a reporter's follow button; an account's goes under its text).
 */
export function ProfileHeader({
  headingId,
  icon,
  name,
  badge,
  children,
  beside,
}: {
  headingId: string;
  icon: string | undefined;
  name: string;
  badge?: ReactNode;
  children?: ReactNode;
  beside?: ReactNode;
}) {
  return (
    <section className={styles.header} aria-labelledby={headingId}>
      {/* eslint-disable-next-line @next/next/no-img-element -- avatars are sized by the platform */}
      {icon ? <img src={icon} alt="" width={64} height={64} className={styles.avatar} /> : null}
      <div className={styles.info}>
        <h1 id={headingId} className={styles.name}>
          {name}
          {badge}
        </h1>
        {children}
      </div>
      {beside}
    </section>
  );
}
