import { withSizedBodyPictures } from './sizedPictures';
import { sanitizeArticleHtml } from '@/lib/content/sanitize';
import { resolveInlineImages } from '@/lib/content/inlineImages';

const settings = {
  suffix: {
    small: '?x-oss-process=style/small',
    middle: '?x-oss-process=style/middle',
    big: '?x-oss-process=style/big',
  },
};

describe('withSizedBodyPictures (docs/decisions/0067)', () => {
  it('gives the body pictures a srcset of the site styles up to the stored picture, on the sanitised body', () => {
    const body = sanitizeArticleHtml(
      resolveInlineImages('<p>a</p><!--IMAGES#0--><p>b</p><img src="https://m.example/2.jpg?v=1&amp;w=2">', [
        { ref: '<!--IMAGES#0-->', url: 'https://m.example/1.jpg', caption: 'c', width: 1080, height: 720 },
      ]),
    );
    const out = withSizedBodyPictures(body, settings);
    const tags = out.match(/<img\b[^>]*>/g) ?? [];
    expect(tags).toHaveLength(2);
    expect(tags[0]).toContain(
      'srcset="https://m.example/1.jpg?x-oss-process=style/small 240w, https://m.example/1.jpg?x-oss-process=style/middle 480w, https://m.example/1.jpg?x-oss-process=style/big 828w, https://m.example/1.jpg 1080w"',
    );
    expect(tags[0]).toContain('sizes="100vw"');
    // The largest paint keeps its priority; the address with a query is joined with & and escaped once.
    expect(tags[0]).toContain('fetchpriority="high"');
    expect(tags[1]).toContain('https://m.example/2.jpg?v=1&amp;w=2&amp;x-oss-process=style/big 828w');
  });

  it('leaves the body as it is without a suffix, and GIFs (the styles would stop them moving)', () => {
    const body = '<p><img src="https://m.example/1.jpg" alt="" /><img src="https://m.example/a.gif" alt="" /></p>';
    expect(withSizedBodyPictures(body, { suffix: {} })).toBe(body);
    expect(withSizedBodyPictures(body, settings)).toContain('<img src="https://m.example/a.gif" alt="" />');
  });
});
