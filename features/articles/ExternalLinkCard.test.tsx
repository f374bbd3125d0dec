/**
 * A link or H5 article's way out (docs/product.md §2, linkDetail) opens only an http(s) address:
 * any other scheme the platform sends (javascript:, data:, a relative path) gives no button at all.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { ExternalLinkCard } from './ExternalLinkCard';

const card = (url: string) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={messages}>
      <ExternalLinkCard url={url} kind="link" />
    </NextIntlClientProvider>,
  );

describe('ExternalLinkCard', () => {
  it.each(['https://example.org/page?a=1', 'http://example.org/'])('opens %s, with its host shown', (url) => {
    const html = card(url);
    expect(html).toContain(`href="${url.replace('&', '&amp;')}"`);
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain(new URL(url).host);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript://example.org/%0Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.org/file',
    '/newsDetail/1/2.html',
    '',
  ])('offers nothing for %s', (url) => {
    expect(card(url)).toBe('');
  });
});
