import { columnHref, selectTabs, tabColumns } from './columnTabs';
import type { Column, ColumnWithChildren } from '@/features/columns/column.types';

function col(id: number, parentId = 0, extra: Partial<Column> = {}): Column {
  return {
    id,
    name: `c${id}`,
    style: 'news',
    kind: 'list',
    parentId,
    hasChildren: false,
    linkUrl: '',
    description: '',
    icon: '',
    visible: true,
    ...extra,
  };
}
const withChildren = (column: Column, children: Column[]): ColumnWithChildren => ({
  ...column,
  hasChildren: children.length > 0,
  children,
});

const top = [col(1), col(2), col(3), col(9)];

describe('selectTabs', () => {
  it('a top column with children: its tab active, its children in the second row, "all" active', () => {
    const state = selectTabs(top, withChildren(col(2), [col(14, 2), col(15, 2), col(18, 2, { visible: false })]), null);
    expect(state.topActiveId).toBe(2);
    expect(state.childParent?.id).toBe(2);
    expect(state.children.map((c) => c.id)).toEqual([14, 15]);
    expect(state.childActiveId).toBeNull();
  });

  it('a real site’s top column, under its own home column (1000), is a top tab even when handed that root as its parent', () => {
    const realTop = [col(5, 1000), col(6, 1000)];
    const root = withChildren(col(1000), realTop);
    const state = selectTabs(realTop, withChildren(col(6, 1000), [col(61, 6)]), root);
    expect(state.topActiveId).toBe(6);
    expect(state.childParent?.id).toBe(6);
    expect(state.children.map((c) => c.id)).toEqual([61]);
    expect(state.childActiveId).toBeNull();
  });

  it('a top column without children has no second row', () => {
    const state = selectTabs(top, withChildren(col(1), []), null);
    expect(state).toEqual({ topActiveId: 1, childParent: null, children: [], childActiveId: null });
  });

  it('a child column: the parent tab active, siblings in the second row, itself active', () => {
    const parent = withChildren(col(3), [col(19, 3), col(20, 3)]);
    const state = selectTabs(top, withChildren(col(20, 3), []), parent);
    expect(state.topActiveId).toBe(3);
    expect(state.children.map((c) => c.id)).toEqual([19, 20]);
    expect(state.childActiveId).toBe(20);
  });

  it('a hidden column (a special-topic sub-column) activates no tab it is not in', () => {
    const parent = withChildren(col(35, 9, { visible: false }), [col(38, 35), col(39, 35)]);
    const state = selectTabs(top, withChildren(col(38, 35), []), parent);
    expect(state.topActiveId).toBe(9);
    expect(state.childActiveId).toBe(38);
    const hiddenTop = selectTabs(top, withChildren(col(77), []), null);
    expect(hiddenTop.topActiveId).toBeNull();
  });

  it('tabColumns drops hidden columns', () => {
    expect(tabColumns([col(1), col(2, 0, { visible: false })]).map((c) => c.id)).toEqual([1]);
  });
});

describe('columnHref', () => {
  it('home is home.html, a child carries its parent', () => {
    expect(columnHref(col(1), 1)).toBe('/home.html');
    expect(columnHref(col(2), 1)).toBe('/columnDetail/2.html');
    expect(columnHref(col(14, 2), 1)).toBe('/columnDetail/2/14.html');
  });
});
