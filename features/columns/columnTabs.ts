import type { Column, ColumnWithChildren } from '@/features/columns/column.types';

/** The tab rows of a column page: the top columns, and the child columns of the active one. */
export interface TabState {
  /** The top column whose tab is active; null when none of the top tabs is (a hidden column). */
  topActiveId: number | null;
  /** The column whose children form the second row; null when there is no second row. */
  childParent: Column | null;
  children: Column[];
  /** The active child; null when the parent itself ('all') is shown. */
  childActiveId: number | null;
}

/** The columns worth a tab: visible (appShow) and not forbidden. */
export function tabColumns(columns: Column[]): Column[] {
  return columns.filter((column) => column.visible);
}

/**
 * Which tabs are active for `current` (the page's column). A top column shows its own children in
 * the second row with 'all' active; a child column shows its siblings (the parent's children)
 * with itself active, and the parent's tab active in the top row.
 */
export function selectTabs(
  topColumns: Column[],
  current: ColumnWithChildren,
  parent: ColumnWithChildren | null,
): TabState {
  const top = tabColumns(topColumns);
  const isTop = (id: number) => top.some((column) => column.id === id);
  // A top column's parent is the site's home column (0 on the reference platform, a column of a
  // real site's own): its tabs are the top row, never a second one (docs/decisions/0074).
  if (current.parentId === 0 || parent === null || isTop(current.id)) {
    const children = tabColumns(current.children);
    return {
      topActiveId: isTop(current.id) ? current.id : null,
      childParent: children.length > 0 ? current : null,
      children,
      childActiveId: null,
    };
  }
  const siblings = tabColumns(parent.children);
  // Deeper trees keep the parent's own top column active (two rows at most).
  const topActiveId = isTop(parent.id) ? parent.id : isTop(parent.parentId) ? parent.parentId : null;
  return {
    topActiveId,
    childParent: siblings.length > 0 ? parent : null,
    children: siblings,
    childActiveId: siblings.some((column) => column.id === current.id) ? current.id : null,
  };
}

/** The path of a column page (features/columns/paths.ts): a child column carries its parent. */
export { columnHref } from './paths';
