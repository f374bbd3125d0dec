/**
 * @jest-environment jsdom
 */
import { clampFontStep, FONT_STEP_BOOT, FONT_STEP_KEY, FONT_STEP_MAX, FONT_STEP_MIN } from './fontStep';

describe('clampFontStep', () => {
  it('keeps steps in range and treats junk as the base size', () => {
    expect(clampFontStep(2)).toBe(2);
    expect(clampFontStep('3')).toBe(3);
    expect(clampFontStep(9)).toBe(FONT_STEP_MAX);
    expect(clampFontStep(-5)).toBe(FONT_STEP_MIN);
    expect(clampFontStep('abc')).toBe(0);
    expect(clampFontStep(null)).toBe(0);
  });
});

describe('FONT_STEP_BOOT', () => {
  beforeEach(() => {
    document.documentElement.style.removeProperty('--font-step');
    localStorage.clear();
  });

  it('applies a remembered step before hydration', () => {
    localStorage.setItem(FONT_STEP_KEY, '2');
    new Function(FONT_STEP_BOOT)();
    expect(document.documentElement.style.getPropertyValue('--font-step')).toBe('2');
  });

  it('ignores a stored value out of range', () => {
    localStorage.setItem(FONT_STEP_KEY, '40');
    new Function(FONT_STEP_BOOT)();
    expect(document.documentElement.style.getPropertyValue('--font-step')).toBe('');
  });
});
