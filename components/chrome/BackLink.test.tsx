/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { BackLink } from './BackLink.island';

// The page's back arrow (docs/product.md §2, Chrome): back in history when the previous page is ours, else a link.
type WithNavigation = { navigation?: { canGoBack?: boolean } };

describe('BackLink', () => {
  const back = jest.spyOn(window.history, 'back').mockImplementation(() => {});
  afterEach(() => {
    back.mockClear();
    delete (window as unknown as WithNavigation).navigation;
  });

  function tap(): boolean {
    render(<BackLink fallbackHref="/wap/touch/home.html" label="返回" />);
    const link = screen.getByRole('link', { name: '返回' });
    expect(link).toHaveAttribute('href', '/wap/touch/home.html');
    return fireEvent.click(link);
  }

  it('goes back in history when the previous entry is one of our pages', () => {
    (window as unknown as WithNavigation).navigation = { canGoBack: true };
    expect(tap()).toBe(false); // the link's own navigation was prevented
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('follows its link when nothing of ours is behind the page (opened from a chat)', () => {
    (window as unknown as WithNavigation).navigation = { canGoBack: false };
    expect(tap()).toBe(true);
    expect(back).not.toHaveBeenCalled();
  });

  it('without the Navigation API, trusts a referrer from this site only', () => {
    const referrer = jest.spyOn(document, 'referrer', 'get');
    referrer.mockReturnValue('https://mp.weixin.qq.com/s/abc');
    expect(tap()).toBe(true);
    expect(back).not.toHaveBeenCalled();
    referrer.mockReturnValue(`${window.location.origin}/wap/touch/qaDetail.html`);
    fireEvent.click(screen.getAllByRole('link', { name: '返回' })[0]!);
    expect(back).toHaveBeenCalledTimes(1);
    referrer.mockRestore();
  });
});
