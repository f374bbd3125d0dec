import { MAX_ZOOM, nextPage, nextZoom, ZOOM_STEPS } from './viewer';

describe('nextPage', () => {
  it('moves one page with the arrows and Page keys, to the ends with Home and End', () => {
    expect(nextPage(1, 3, 'ArrowRight')).toBe(2);
    expect(nextPage(2, 3, 'PageDown')).toBe(3);
    expect(nextPage(3, 3, 'ArrowLeft')).toBe(2);
    expect(nextPage(2, 3, 'PageUp')).toBe(1);
    expect(nextPage(2, 3, 'Home')).toBe(1);
    expect(nextPage(1, 3, 'End')).toBe(3);
  });
  it('answers null past either end and for other keys, so the key keeps its own meaning', () => {
    expect(nextPage(3, 3, 'ArrowRight')).toBeNull();
    expect(nextPage(1, 3, 'ArrowLeft')).toBeNull();
    expect(nextPage(1, 3, 'Home')).toBeNull();
    expect(nextPage(2, 3, 'Tab')).toBeNull();
    expect(nextPage(1, 1, 'End')).toBeNull();
  });
});

describe('nextZoom', () => {
  it('steps through the zoom factors with + and −, and stops at both ends', () => {
    expect(nextZoom(1, '+')).toBe(1.5);
    expect(nextZoom(1.5, '=')).toBe(2);
    expect(nextZoom(2, '-')).toBe(1.5);
    expect(nextZoom(1.5, '−')).toBe(1);
    expect(nextZoom(1, '-')).toBeNull();
    expect(nextZoom(MAX_ZOOM, '+')).toBeNull();
    expect(nextZoom(1, 'a')).toBeNull();
  });
  it('starts at the width of the page', () => {
    expect(ZOOM_STEPS[0]).toBe(1);
  });
});
