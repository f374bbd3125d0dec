import { resolveInlineMedia } from './inlineImages';

// The figures the platform's placeholders become, before the sanitiser (lib/content/sanitize.ts) sees them.
describe('resolveInlineMedia', () => {
  const image = { ref: '<!--IMAGEARRAY#12-->', url: 'https://m.example/a.jpg', caption: '', width: 640, height: 480 };

  it('writes a sized figure, without a caption when the picture has none', () => {
    expect(resolveInlineMedia('<!--IMAGEARRAY#12-->', [image])).toBe(
      '<figure class="article-figure"><img src="https://m.example/a.jpg" alt="" width="640" height="480"></figure>',
    );
  });
  it('gives a picture no size unless both sides are known', () => {
    const sides: [number, number][] = [
      [0, 480],
      [640, 0],
    ];
    for (const [width, height] of sides) {
      expect(resolveInlineMedia('<!--IMAGEARRAY#12-->', [{ ...image, width, height }])).toBe(
        '<figure class="article-figure"><img src="https://m.example/a.jpg" alt=""></figure>',
      );
    }
  });
  it('escapes a caption in the alternative text and the figure caption', () => {
    expect(resolveInlineMedia('<!--IMAGEARRAY#12-->', [{ ...image, caption: 'a"b<c>&d' }])).toContain(
      'alt="a&quot;b&lt;c&gt;&amp;d" width="640" height="480"><figcaption class="article-caption">a&quot;b&lt;c&gt;&amp;d</figcaption>',
    );
  });
  it('reads a placeholder with spaces anywhere and a number of several digits, against a ref with spaces', () => {
    const spaced = { ...image, ref: '<!-- IMAGEARRAY # 12 -->' };
    for (const placeholder of ['<!--IMAGEARRAY #12-->', '<!--IMAGEARRAY# 12-->', '<!-- IMAGEARRAY # 12 -->']) {
      expect(resolveInlineMedia(placeholder, [spaced])).toContain('src="https://m.example/a.jpg"');
    }
  });
  it('writes a video without a poster or a caption when it has none', () => {
    const video = { ref: '<!--VIDEOARRAY#0-->', url: 'https://m.example/v.mp4', poster: '', caption: '' };
    expect(resolveInlineMedia('<!--VIDEOARRAY#0-->', [], [video])).toBe(
      '<figure class="article-figure"><video src="https://m.example/v.mp4" controls preload="none" playsinline></video></figure>',
    );
  });
});
