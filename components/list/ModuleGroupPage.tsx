import type { ModuleGroup } from '@/lib/types/module';
import { PageHeader } from '@/components/chrome/PageHeader';
import { ModuleItemLink } from './ModuleGroups';
import styles from './Section.module.css';

/** moreModules: every item of a module group, with the office behind each service. */
export function ModuleGroupPage({ group }: { group: ModuleGroup }) {
  return (
    <>
      <PageHeader title={group.title} />
      <main id="content">
        <ul className={styles.rows}>
          {group.items.map((item) => (
            <li key={item.id}>
              <ModuleItemLink item={item} className={styles.row}>
                {item.name}
                {item.duty || item.description ? <span className={styles.duty}>{[item.duty, item.description].filter(Boolean).join(' · ')}</span> : null}
              </ModuleItemLink>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
