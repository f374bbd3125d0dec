/**
 * A headline is content: in an interface of another language it says its own (docs/product.md §2,
 * languages), so a screen reader reads a Chinese headline in the Tibetan interface as Chinese.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import bo from '@/messages/bo.json';
import cn from '@/messages/cn.json';
import { articleSummary } from '@/tests/support/builders';
import { ArticleCard } from './ArticleCard';

function card(locale: 'cn' | 'bo', title: string): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={locale === 'bo' ? bo : cn} timeZone="Asia/Shanghai">
      <ArticleCard article={articleSummary({ id: 1000, title })} columnStyle="news" leftThumbnail={false} />
    </NextIntlClientProvider>,
  );
}

describe('ArticleCard headline language', () => {
  it('marks a Chinese headline as Chinese in the Tibetan interface', () => {
    expect(card('bo', '拉萨今日晴')).toMatch(/<h3[^>]*lang="zh-CN"[^>]*>拉萨今日晴<\/h3>/);
  });

  it('adds nothing where the headline is in the interface language', () => {
    expect(card('cn', '拉萨今日晴')).not.toContain('lang=');
    expect(card('bo', 'ལྷ་སའི་གནམ་གཤིས།')).not.toContain('lang=');
  });

  it('marks a Tibetan headline as Tibetan in the Chinese interface', () => {
    expect(card('cn', 'ལྷ་སའི་གནམ་གཤིས།')).toMatch(/<h3[^>]*lang="bo"/);
  });
});
