/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import cn from '@/messages/cn.json';
import { ReadingTools } from './ReadingTools.island';

// WCAG 2.5.3 (label in name): the font-size buttons show "A−" and "A+", so their names begin with it.
describe('ReadingTools', () => {
  it('names each font-size button by what it shows, then what it does', () => {
    render(
      <NextIntlClientProvider locale="cn" messages={cn} timeZone="Asia/Shanghai">
        <ReadingTools toBottom={false} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('button', { name: 'A− 缩小字号' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'A+ 放大字号' })).toBeTruthy();
  });
});
