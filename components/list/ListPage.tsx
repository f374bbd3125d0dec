import type { ReactNode } from 'react';
import { PageHeader } from '@/components/chrome/PageHeader';
import { ItemList, type ItemListProps } from './ItemList';
import { ListSection } from './ListSection';

interface ListPageProps<Item> extends ItemListProps<Item> {
  /** The page's title, in its bar (the page's one h1). */
  title: string;
  /** The class of the page's main: its domain's margins. */
  className?: string;
  /** The list under a heading of its own, in a labelled section, where the page's family shows its lists so (Q&A). */
  section?: { id: string; heading: string; classes: { section?: string; heading?: string } };
  /** What comes first in the page: an introduction, a way to related pages. */
  intro?: ReactNode;
  /** What comes under the list: the links to the other pages of a paged list. */
  footer?: ReactNode;
}

/**
 * A page that is a list (docs/decisions/0035): the bar with the title, the main landmark the skip
 * link goes to, the items as the page's own cards or the sentence saying there are none, and the
 * pager when the list has pages. What varies between list pages is given: the card, the look, the
 * heading, the pager. Failures never reach it: they are the 503 page (docs/decisions/0024).
 */
export function ListPage<Item>({ title, className, section, intro, footer, ...list }: ListPageProps<Item>) {
  const items = <ItemList {...list} />;
  return (
    <>
      <PageHeader title={title} />
      <main id="content" className={className}>
        {intro}
        {section ? (
          <ListSection id={section.id} heading={section.heading} classes={section.classes}>
            {items}
          </ListSection>
        ) : (
          items
        )}
        {footer}
      </main>
    </>
  );
}
