/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { callHandler } from '@/lib/client/http';
import { fakeIntersectionObserver } from '@/tests/support/fakeIntersectionObserver';
import { AdLink } from './AdLink.island';

jest.mock('@/lib/client/http', () => ({ callHandler: jest.fn() }));
const call = callHandler as jest.MockedFunction<typeof callHandler>;

beforeEach(() => {
  call.mockReset();
  call.mockResolvedValue({ reported: true });
  fakeIntersectionObserver.install();
});

const reports = () => call.mock.calls.map(([, input]) => input);
const seen = () => act(async () => fakeIntersectionObserver.fire(true));

describe('AdLink', () => {
  it('reports its impression once per view, when it comes on screen', async () => {
    render(
      <AdLink id={5} href="https://shop.example/a">
        ad
      </AdLink>,
    );
    await act(async () => fakeIntersectionObserver.fire(false));
    expect(call).not.toHaveBeenCalled();
    await seen();
    await seen();
    expect(reports()).toEqual([{ id: 5, event: 'impression' }]);
  });

  it('reports a click on an address elsewhere and lets the browser open it (a new tab, escaped by React)', async () => {
    render(
      <AdLink id={7} href={'https://shop.example/a?"><b>'}>
        ad
      </AdLink>,
    );
    const link = screen.getByRole('link', { name: 'ad' });
    expect(link.getAttribute('href')).toBe('https://shop.example/a?"><b>');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('sponsored');
    const followed = fireEvent.click(link);
    expect(followed).toBe(true);
    expect(reports()).toEqual([{ id: 7, event: 'click' }]);
  });

  it('follows nothing that is not http(s), and is no link without an address', async () => {
    render(
      <AdLink id={8} href="javascript:alert(1)">
        bad
      </AdLink>,
    );
    expect(fireEvent.click(screen.getByText('bad'))).toBe(false);
    render(
      <AdLink id={9} href="">
        plain
      </AdLink>,
    );
    expect(screen.getByText('plain').closest('a')).toBeNull();
  });

  it('reports nothing for a robot', async () => {
    Object.defineProperty(navigator, 'webdriver', { configurable: true, get: () => true });
    try {
      render(
        <AdLink id={5} href="https://shop.example/a">
          ad
        </AdLink>,
      );
      await seen();
      fireEvent.click(screen.getByRole('link', { name: 'ad' }));
      expect(call).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(navigator, 'webdriver', { configurable: true, get: () => false });
    }
  });
});
