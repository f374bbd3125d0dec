/**
 * A reader's comment as the server renders it: escaped exactly once (markup and entities show as
 * typed), line breaks kept as text, only allow-listed links as anchors.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { CommentText } from './CommentText';

describe('CommentText', () => {
  it('escapes markup and already-escaped entities once, never decoding or running them', () => {
    const html = renderToStaticMarkup(
      <CommentText text={'<script>alert(1)</script> &lt;b&gt; & "q"\n第二行'} ownHost="" />,
    );
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp;lt;b&amp;gt; &amp; &quot;q&quot;\n第二行');
    expect(html).not.toContain('<script');
  });

  it('makes only allow-listed addresses links, marked as user content', () => {
    const html = renderToStaticMarkup(
      <CommentText text="https://www.gov.cn/x javascript:alert(1) https://evil.example/" ownHost="touch.example.org" />,
    );
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('<a href="https://www.gov.cn/x" rel="nofollow ugc noopener noreferrer" target="_blank">');
  });
});
