import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getModuleGroup } from '@/lib/platform/lists/modules';
import { parseId } from '@/lib/http/apiResponses';
import { listMetadata } from '@/lib/lists/listMetadata';
import { PageHeader } from '@/components/chrome/PageHeader';
import { ModuleItemLink } from '@/components/list/ModuleGroups';
import styles from '@/components/list/Section.module.css';

type Props = { searchParams: Promise<{ id?: string | string[] }> };

const load = cache(async (rawId: string | string[] | undefined) => {
  const id = parseId(typeof rawId === 'string' ? rawId : undefined);
  if (id === null) notFound();
  const group = await getModuleGroup(id);
  if (!group) notFound();
  return group;
});

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const group = await load((await searchParams).id);
  return listMetadata(group.title, group.title, `/moreModules.html?id=${group.id}`);
}

/** moreModules (`?id=` the group): every item of a module group, with the office behind each service. */
export default async function MoreModulesPage({ searchParams }: Props) {
  const group = await load((await searchParams).id);
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
