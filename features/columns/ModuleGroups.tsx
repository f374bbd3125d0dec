import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ModuleGroup, ModuleItem } from '@/features/columns/module.types';
import styles from '@/components/list/Section.module.css';
import { moreModulesRoute } from '@/features/columns/paths';

function ItemLink({ item, className, children }: { item: ModuleItem; className?: string; children: React.ReactNode }) {
  if (item.href === '') return <span className={className}>{children}</span>;
  if (item.external) {
    return (
      <a href={item.href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link href={item.href} className={className} prefetch={false}>
      {children}
    </Link>
  );
}

/** Module groups at the head of a column: service links or column entries, four to a row. */
export async function ModuleGroups({ groups }: { groups: ModuleGroup[] }) {
  const t = await getTranslations('list');
  return groups
    .filter((group) => group.items.length > 0)
    .map((group) => (
      <section key={group.id} className={styles.section} aria-labelledby={`module-${group.id}`}>
        <div className={styles.head}>
          <h2 className={styles.title} id={`module-${group.id}`}>
            {group.title}
          </h2>
          {group.hasMore ? (
            <Link
              href={moreModulesRoute.href(undefined, { id: group.id })}
              className={styles.more}
              prefetch={false}
              aria-label={t('moreOf', { name: group.title })}
            >
              {t('more')}
            </Link>
          ) : null}
        </div>
        <ul className={styles.grid}>
          {group.items.map((item) => (
            <li key={item.id}>
              <ItemLink item={item} className={styles.gridItem}>
                {item.icon ? (
                  // eslint-disable-next-line @next/next/no-img-element -- icons are sized by the platform
                  <img src={item.icon} alt="" width={40} height={40} className={styles.icon} loading="lazy" />
                ) : null}
                <span>{item.name}</span>
              </ItemLink>
            </li>
          ))}
        </ul>
      </section>
    ));
}

export { ItemLink as ModuleItemLink };
