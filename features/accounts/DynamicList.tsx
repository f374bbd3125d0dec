import Link from 'next/link';
import type { Dynamic } from '@/features/accounts/reporter.types';
import { RelativeTime } from '@/components/list/RelativeTime.island';
import styles from './Reporter.module.css';

/** Pictures shown in a list entry; the dynamic's page shows them all. */
const LIST_PICTURES = 3;

/** One entry of a list of dynamics: its text (a link to it), time and first pictures. Also used by the client list. */
export function DynamicItem({ dynamic }: { dynamic: Dynamic }) {
  return (
    <li className={styles.dynamic}>
      <Link href={dynamic.href} prefetch={false} className={styles.dynamicText}>
        {dynamic.content}
      </Link>
      {dynamic.pictures.length > 0 ? (
        <div className={styles.pictures}>
          {dynamic.pictures.slice(0, LIST_PICTURES).map((src, index) => (
            // eslint-disable-next-line @next/next/no-img-element -- platform pictures, sized by CSS
            <img key={`${src}-${index}`} src={src} alt="" loading="lazy" className={styles.picture} />
          ))}
        </div>
      ) : null}
      {dynamic.publishedAt ? (
        <p className={styles.time}>
          <RelativeTime iso={dynamic.publishedAt} />
        </p>
      ) : null}
    </li>
  );
}

export function DynamicList({ dynamics, label }: { dynamics: Dynamic[]; label: string }) {
  return (
    <ul className={styles.dynamics} aria-label={label}>
      {dynamics.map((dynamic) => (
        <DynamicItem key={dynamic.id} dynamic={dynamic} />
      ))}
    </ul>
  );
}
