import { anchoredScroll, doubleTapZoom, isDoubleTap, MAX_ZOOM, pinchZoom, stepZoom, zoomForKey } from './zoom';
import { edgeArticle, layoutsOnward, neighbourOf } from './neighbours';
import { mapPaperLayout } from './paper.map';
import type { PaperLayout, PaperLayoutArticle } from './paper.types';

// The paper edition as a paper (docs/decisions/0063): the page image's zoom, previous and next within
// an issue, and a page's PDF.

describe('the page image’s zoom', () => {
  it('steps through the buttons’ zooms, from between two steps after a pinch too, and stops at the ends', () => {
    expect(stepZoom(1, 1)).toBe(1.5);
    expect(stepZoom(1.7, 1)).toBe(2);
    expect(stepZoom(1.7, -1)).toBe(1.5);
    expect(stepZoom(MAX_ZOOM, 1)).toBeNull();
    expect(stepZoom(1, -1)).toBeNull();
  });

  it('answers + and − (and = for the unshifted key), 0 for the whole page, and leaves other keys alone', () => {
    expect(zoomForKey(1, '+')).toBe(1.5);
    expect(zoomForKey(1, '=')).toBe(1.5);
    expect(zoomForKey(2, '-')).toBe(1.5);
    expect(zoomForKey(3, '0')).toBe(1);
    expect(zoomForKey(1, '0')).toBeNull();
    expect(zoomForKey(2, 'Tab')).toBeUndefined();
    expect(zoomForKey(2, 'Enter')).toBeUndefined();
  });

  it('follows a pinch between the ends', () => {
    expect(pinchZoom(1, 100, 200)).toBe(2);
    expect(pinchZoom(2, 100, 50)).toBe(1);
    expect(pinchZoom(1, 100, 40)).toBe(1);
    expect(pinchZoom(3, 100, 300)).toBe(MAX_ZOOM);
    expect(pinchZoom(2, 0, 50)).toBe(2);
  });

  it('double tap: in on the whole page, back to it when zoomed', () => {
    expect(doubleTapZoom(1)).toBeGreaterThan(1);
    expect(doubleTapZoom(1.5)).toBe(1);
  });

  it('tells a double tap from two taps: soon after and close by', () => {
    const first = { x: 100, y: 100, time: 1000 };
    expect(isDoubleTap(null, first)).toBe(false);
    expect(isDoubleTap(first, { x: 110, y: 95, time: 1200 })).toBe(true);
    expect(isDoubleTap(first, { x: 110, y: 95, time: 1400 })).toBe(false);
    expect(isDoubleTap(first, { x: 200, y: 100, time: 1100 })).toBe(false);
    expect(isDoubleTap(first, { x: 100, y: 100, time: 900 })).toBe(false);
  });

  it('keeps the point under the fingers where it is', () => {
    // At zoom 1 the point 100,50 of the window is 100,50 of the page; at 2 it is 200,100: scrolled by 100,50.
    expect(anchoredScroll({ left: 0, top: 0 }, { x: 100, y: 50 }, 1, 2)).toEqual({ left: 100, top: 50 });
    expect(anchoredScroll({ left: 100, top: 50 }, { x: 100, y: 50 }, 2, 1)).toEqual({ left: 0, top: 0 });
    expect(anchoredScroll({ left: 0, top: 0 }, { x: 10, y: 10 }, 2, 1)).toEqual({ left: 0, top: 0 });
  });
});

const layout = (id: number, articleCount: number | null): PaperLayout => ({
  id,
  no: `0${id}`,
  name: `L${id}`,
  image: { src: '', width: 600, height: 900 },
  articleCount,
  pdf: null,
});
const article = (id: number): PaperLayoutArticle => ({
  id,
  title: `A${id}`,
  subTitle: '',
  introTitle: '',
  author: '',
  publishedAt: null,
  region: null,
});

describe('previous and next within an issue', () => {
  const layouts = [layout(1, 3), layout(2, 0), layout(3, 2)];

  it('turns to the nearest layouts, skipping those said to be empty, and stops at the issue’s ends', () => {
    const ids = (found: PaperLayout[]) => found.map((l) => l.id);
    expect(ids(layoutsOnward(layouts, 0, 1))).toEqual([3]);
    expect(ids(layoutsOnward(layouts, 2, -1))).toEqual([1]);
    expect(layoutsOnward(layouts, 0, -1)).toEqual([]);
    expect(layoutsOnward(layouts, 2, 1)).toEqual([]);
    // A layout whose count the platform does not give is kept: its articles tell.
    expect(ids(layoutsOnward([layout(1, 3), layout(2, null), layout(3, 2)], 0, 1))).toEqual([2, 3]);
  });

  it('goes back to the last article of the layout before, on to the first of the one after', () => {
    const articles = [article(7), article(8), article(9)];
    expect(edgeArticle(articles, -1)?.id).toBe(9);
    expect(edgeArticle(articles, 1)?.id).toBe(7);
    expect(edgeArticle([], 1)).toBeNull();
  });

  it('names the layout only when the neighbour stands on another page', () => {
    expect(neighbourOf(article(8), null)).toEqual({ id: 8, title: 'A8', layout: null });
    expect(neighbourOf(article(8), layouts[2] ?? null)).toEqual({
      id: 8,
      title: 'A8',
      layout: { no: '03', name: 'L3' },
    });
  });
});

describe('a page’s PDF', () => {
  const raw = {
    id: 1,
    layoutNo: '01',
    layoutName: '城事',
    picUrl: 'https://media.example/p.jpg',
    width: 600,
    height: 900,
    articleCount: 3,
  };

  it('is offered with its address and size where the platform has one', () => {
    expect(mapPaperLayout({ ...raw, pdfUrl: 'https://media.example/p.pdf', pdfSize: 63_000 }).pdf).toEqual({
      href: 'https://media.example/p.pdf',
      bytes: 63_000,
    });
  });

  it('is offered without a size where the platform names its address alone (the real CMS)', () => {
    expect(mapPaperLayout({ ...raw, pdfUrl: 'https://media.example/p.pdf', pdfSize: 0 }).pdf).toEqual({
      href: 'https://media.example/p.pdf',
      bytes: null,
    });
  });

  it('is not offered without one, or with an address a browser should not open', () => {
    expect(mapPaperLayout({ ...raw, pdfUrl: '', pdfSize: 0 }).pdf).toBeNull();
    expect(mapPaperLayout({ ...raw, pdfUrl: 'javascript:alert(1)', pdfSize: 10 }).pdf).toBeNull();
  });
});
