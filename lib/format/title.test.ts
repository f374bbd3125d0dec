import { stripTitleMarkers } from './title';

describe('stripTitleMarkers', () => {
  it('removes markers anywhere in the title and trims', () => {
    expect(stripTitleMarkers('[=x1]Flood warning')).toBe('Flood warning');
    expect(stripTitleMarkers('Flood warning [=abc] ')).toBe('Flood warning');
    expect(stripTitleMarkers('[=x1] 两会 [=big]特别报道')).toBe('两会 特别报道');
    expect(stripTitleMarkers('[=]Empty marker')).toBe('Empty marker');
  });

  it('keeps ordinary brackets', () => {
    expect(stripTitleMarkers('[Live] Match day')).toBe('[Live] Match day');
    expect(stripTitleMarkers('a [= unclosed')).toBe('a [= unclosed');
  });

  it('gives empty text for missing titles', () => {
    expect(stripTitleMarkers(undefined)).toBe('');
    expect(stripTitleMarkers(null)).toBe('');
    expect(stripTitleMarkers('  [=x1]  ')).toBe('');
  });
});
