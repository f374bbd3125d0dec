import { renderToStaticMarkup } from 'react-dom/server';
import { ItemList } from './ItemList';

const classes = { list: 'list', item: 'item', empty: 'empty' };
type Item = { id: number; name: string };

function html(items: Item[], ordered = false) {
  return renderToStaticMarkup(
    <ItemList
      ordered={ordered}
      items={items}
      keyOf={(item) => item.id}
      empty="Nothing yet."
      classes={classes}
      renderItem={(item, index) => <a href={`/${item.id}`}>{`${index + 1}. ${item.name}`}</a>}
    />,
  );
}

describe('ItemList', () => {
  it('shows each item as the page’s card in its own list item, in order', () => {
    expect(
      html([
        { id: 7, name: '拉萨' },
        { id: 3, name: '日喀则' },
      ]),
    ).toBe(
      '<ul class="list"><li class="item"><a href="/7">1. 拉萨</a></li><li class="item"><a href="/3">2. 日喀则</a></li></ul>',
    );
  });

  it('a ranked or dated list is an ordered list', () => {
    expect(html([{ id: 1, name: '林芝' }], true)).toBe(
      '<ol class="list"><li class="item"><a href="/1">1. 林芝</a></li></ol>',
    );
  });

  it('says so when there is nothing, instead of an empty list', () => {
    expect(html([])).toBe('<p class="empty">Nothing yet.</p>');
  });
});
