import { cardLayout, formatDuration } from './cardLayout';
import type { ArticleSummary } from '@/features/articles/article.types';
import { articleSummary } from '@/tests/support/builders';

const pics = ['a', 'b', 'c'];
/** An article with its pictures (a layout falls back to text without them). */
const article = (extra: Partial<ArticleSummary>) =>
  articleSummary({ image: { small: 's', middle: 'm', big: 'b' }, ...extra });

describe('cardLayout', () => {
  it('video and live always get the big picture', () => {
    expect(cardLayout(article({ kind: 'video' }), 'news')).toBe('big');
    expect(cardLayout(article({ kind: 'live' }), 'threePics')).toBe('big');
  });

  it('the column style asks first', () => {
    expect(cardLayout(article({ picType: 1 }), 'bigPic')).toBe('big');
    expect(cardLayout(article({ pictures: pics }), 'threePics')).toBe('three');
    expect(cardLayout(article({ kind: 'photos', pictures: pics }), 'image')).toBe('three');
  });

  it('then the article picType', () => {
    expect(cardLayout(article({ picType: 2 }), 'news')).toBe('big');
    expect(cardLayout(article({ picType: 3, pictures: pics }), 'news')).toBe('three');
    expect(cardLayout(article({ picType: 1 }), 'news')).toBe('text');
    expect(cardLayout(article({ kind: 'photos', pictures: pics }), 'news')).toBe('three');
  });

  it('falls back to text when the pictures are missing', () => {
    expect(cardLayout(article({ picType: 3, pictures: ['a'] }), 'news')).toBe('text');
    expect(cardLayout(article({ kind: 'video', image: { small: '', middle: '', big: '' } }), 'video')).toBe('text');
    expect(cardLayout(article({ image: { small: '', middle: '', big: '' } }), 'bigPic')).toBe('text');
  });
});

describe('formatDuration', () => {
  it('mm:ss, then h:mm:ss', () => {
    expect(formatDuration(6)).toBe('00:06');
    expect(formatDuration(125.7)).toBe('02:05');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(Number.NaN)).toBe('00:00');
  });
});
