import { nextIndex, previousIndex, shouldAutoAdvance, slideAtScroll, wrapIndex } from './carousel';

describe('carousel index', () => {
  it('wraps both ways', () => {
    expect(nextIndex(4, 5)).toBe(0);
    expect(previousIndex(0, 5)).toBe(4);
    expect(nextIndex(1, 5)).toBe(2);
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(wrapIndex(12, 5)).toBe(2);
  });

  it('is 0 with no slides or a nonsense index', () => {
    expect(nextIndex(0, 0)).toBe(0);
    expect(wrapIndex(Number.NaN, 3)).toBe(0);
  });

  it('finds the slide in view from the scroll position, clamped', () => {
    expect(slideAtScroll(0, 390, 5)).toBe(0);
    expect(slideAtScroll(390 * 2 + 100, 390, 5)).toBe(2);
    expect(slideAtScroll(390 * 2 + 250, 390, 5)).toBe(3);
    expect(slideAtScroll(99999, 390, 5)).toBe(4);
    expect(slideAtScroll(-390, 390, 5)).toBe(1); // right-to-left scrolling reports negative offsets
    expect(slideAtScroll(100, 0, 5)).toBe(0);
  });
});

describe('shouldAutoAdvance', () => {
  const base = { count: 5, paused: false, interacting: false, reducedMotion: false, hidden: false };
  it('runs when nothing holds it', () => expect(shouldAutoAdvance(base)).toBe(true));
  it.each([
    ['one slide', { count: 1 }],
    ['paused', { paused: true }],
    ['in use', { interacting: true }],
    ['reduced motion', { reducedMotion: true }],
    ['hidden tab', { hidden: true }],
  ])('stops when %s', (_, change) => expect(shouldAutoAdvance({ ...base, ...change })).toBe(false));
});
