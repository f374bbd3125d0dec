/**
 * @jest-environment jsdom
 */
import { render } from '@testing-library/react';
import type { PaperLayout } from './paper.types';
import { LayoutTurn } from './LayoutTurn';

const layout = (id: number, no: string, name: string): PaperLayout => ({
  id,
  no,
  name,
  image: { src: '', width: 1, height: 1 },
  articleCount: 1,
  pdf: null,
});
const layouts = [layout(1, '01', '要闻'), layout(2, '02', '综合'), layout(3, '03', '文化')];
const labels = {
  nav: '翻版',
  previous: '上一版',
  next: '下一版',
  layout: (no: string, name: string) => `第${no}版：${name}`,
};
const turn = (current: number) =>
  [
    ...render(
      <LayoutTurn layouts={layouts} current={current} hrefOf={(no) => `/paper/${no}`} labels={labels} />,
    ).container.querySelectorAll('a'),
  ].map((a) => [a.getAttribute('rel'), a.getAttribute('href'), a.textContent]);

// docs/decisions/0094: the paper edition turns its pages, 上一版 / 下一版.
describe('LayoutTurn', () => {
  it('links the layouts before and after the one shown', () => {
    expect(turn(2)).toEqual([
      ['prev', '/paper/01', '‹ 上一版第01版：要闻'],
      ['next', '/paper/03', '下一版 ›第03版：文化'],
    ]);
  });

  it('has no previous on the first layout and no next on the last', () => {
    expect(turn(1).map(([rel]) => rel)).toEqual(['next']);
    expect(turn(3).map(([rel]) => rel)).toEqual(['prev']);
  });
});
