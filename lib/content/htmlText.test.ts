import { decodeHtmlText } from './htmlText';

describe('decodeHtmlText', () => {
  it('decodes each entity sanitised HTML writes, once (docs/decisions/0024)', () => {
    expect(decodeHtmlText('&lt;b&gt; &quot;R&amp;D&quot; &#39;x&#39;&nbsp;y')).toBe('<b> "R&D" \'x\'\u00a0y');
    expect(decodeHtmlText('&amp;lt; &copy;')).toBe('&lt; &copy;');
  });
});
