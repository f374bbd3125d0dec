import { liteBodyHtml } from './liteBody';
import { sanitizeArticleHtml } from '@/lib/content/sanitize';
import { resolveInlineImages } from '@/lib/content/inlineImages';

const labels = { picture: (n: number) => `Picture ${n}`, video: 'Video' };

describe('liteBodyHtml', () => {
  const raw =
    '<p>one</p><!--IMAGES#1--><p>two</p><!--IMAGES#2-->' +
    '<video src="https://media.example/v.mp4" controls></video><iframe src="https://player.example/e"></iframe>';
  const images = [
    {
      ref: '<!--IMAGES#1-->',
      url: 'https://media.example/p1.jpg',
      caption: 'First "caption"',
      width: 1080,
      height: 720,
    },
    { ref: '<!--IMAGES#2-->', url: 'https://media.example/p2.jpg', caption: 'Second', width: 1080, height: 720 },
  ];
  const body = liteBodyHtml(sanitizeArticleHtml(resolveInlineImages(raw, images)), labels);

  it('keeps only the first picture, lazy, with its size reserved', () => {
    expect(body.match(/<img\b/g)).toHaveLength(1);
    expect(body).toMatch(
      /<img src="https:\/\/media\.example\/p1\.jpg" alt="First &quot;caption&quot;" width="1080" height="720" loading="lazy" decoding="async" \/>/,
    );
    expect(body).not.toContain('fetchpriority');
  });

  it('turns later pictures and every player into links', () => {
    expect(body).toContain('<a href="https://media.example/p2.jpg">Picture 2</a>');
    expect(body).toContain('<a href="https://media.example/v.mp4">Video</a>');
    expect(body).not.toMatch(/<(video|iframe|source)\b/);
  });

  it('uses the smaller copy of the first picture when one is offered', () => {
    const small = liteBodyHtml('<img src="https://media.example/p1.jpg">', labels, {
      firstPictureUrl: (url) => `${url}@!middle`,
    });
    expect(small).toContain('src="https://media.example/p1.jpg@!middle"');
  });

  it('drops data: pictures instead of carrying their bytes, and counts only the real ones', () => {
    const html = liteBodyHtml(
      '<img src="data:image/png;base64,AAAA"><img src="https://m.example/a.jpg"><img src="https://m.example/b.jpg">',
      labels,
    );
    expect(html).not.toContain('data:');
    expect(html.match(/<img\b/g)).toHaveLength(1);
    expect(html).toContain('>Picture 2</a>');
  });

  it('lets no script through, even from hostile input', () => {
    const hostile = liteBodyHtml(
      '<script>alert(1)</script><p onclick="x()">t</p><a href="javascript:alert(1)">l</a><img src=x onerror="y()">',
      labels,
    );
    expect(hostile).not.toMatch(/<script|onclick|onerror|javascript:/i);
  });
});
