import { getTranslations } from 'next-intl/server';
import type { ModuleGroup } from '@/features/columns/module.types';
import { ListPage } from '@/components/list/ListPage';
import { ModuleItemLink } from './ModuleGroups';
import styles from '@/components/list/Section.module.css';

/** moreModules: every item of a module group, with the office behind each service. */
export async function ModuleGroupPage({ group }: { group: ModuleGroup }) {
  const t = await getTranslations('list');
  return (
    <ListPage
      title={group.title}
      items={group.items}
      keyOf={(item) => item.id}
      empty={t('noContent')}
      classes={{ list: styles.rows, empty: styles.empty }}
      renderItem={(item) => (
        <ModuleItemLink item={item} className={styles.row}>
          {item.name}
          {item.duty || item.description ? (
            <span className={styles.duty}>{[item.duty, item.description].filter(Boolean).join(' · ')}</span>
          ) : null}
        </ModuleItemLink>
      )}
    />
  );
}
