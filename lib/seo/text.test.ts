import { plainText, shareText } from './text';
import { articleDescription } from '@/features/articles/share';
import { sanitizeArticleHtml, stripAllHtml } from '@/lib/content/sanitize';
import type { ArticleDetail } from '@/features/articles/articleDetail.types';

describe('descriptions are plain text, escaped once where they are written (docs/decisions/0024)', () => {
  it('a summary with markup and entities', () => {
    const summary = stripAllHtml('R&D <b>bold</b> 2 > 1');
    expect(articleDescription({ summary, bodyHtml: '' } as ArticleDetail)).toBe('R&D bold 2 > 1');
  });
  it('the start of the body when there is no summary', () => {
    const body = sanitizeArticleHtml('<p>R&amp;D <b>bold</b> 2 &gt; 1</p><p>more</p>');
    expect(plainText(body)).toBe('R&D bold 2 > 1 more');
    expect(articleDescription({ summary: '', bodyHtml: body } as ArticleDetail)).toBe('R&D bold 2 > 1 more');
  });
  it('shareText keeps what it is given', () => {
    expect(shareText('', 'a & b')).toBe('a & b');
  });
});
