import { renderToStaticMarkup } from 'react-dom/server';
import { Highlight } from './Highlight';

const html = (text: string, keyword: string) => renderToStaticMarkup(<Highlight text={text} keyword={keyword} />);

describe('Highlight', () => {
  it('wraps matches in <mark> and escapes everything else', () => {
    expect(html('<img src=x onerror=alert(1)> 拉萨 & "青稞"', '拉萨')).toBe(
      '&lt;img src=x onerror=alert(1)&gt; <mark class="mark">拉萨</mark> &amp; &quot;青稞&quot;',
    );
  });

  it('escapes inside the mark too, for a keyword that is itself markup', () => {
    expect(html('a <b> b', '<b>')).toBe('a <mark class="mark">&lt;b&gt;</mark> b');
  });

  it('renders the text unchanged when nothing matches', () => {
    expect(html('拉萨', '北京')).toBe('拉萨');
  });
});
