import type { ReactNode } from 'react';

/** The look of a list: its domain's classes (each list page keeps its design's spacing and cards). */
export interface ItemListClasses {
  list?: string;
  item?: string;
  /** The line that says the list is empty. */
  empty?: string;
}

export interface ItemListProps<Item> {
  items: readonly Item[];
  /** An item's identity (the list's React key). */
  keyOf: (item: Item) => number | string;
  /** The card of one item, inside its `<li>`. */
  renderItem: (item: Item, index: number) => ReactNode;
  /** What the page says when there is nothing to list (a list is never a blank space). */
  empty: string;
  /** A ranked or dated sequence (`<ol>`) rather than a set (`<ul>`). */
  ordered?: boolean;
  classes: ItemListClasses;
}

/**
 * The items of a list page, one card each, or the sentence saying there are none: the part every
 * list page shares (docs/decisions/0035). Server-rendered; the card is the page's own.
 */
export function ItemList<Item>({ items, keyOf, renderItem, empty, ordered = false, classes }: ItemListProps<Item>) {
  if (items.length === 0) return <p className={classes.empty}>{empty}</p>;
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={classes.list}>
      {items.map((item, index) => (
        <li key={keyOf(item)} className={classes.item}>
          {renderItem(item, index)}
        </li>
      ))}
    </List>
  );
}
