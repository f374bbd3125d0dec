import { isolated, withoutBidiControls } from './bidi';

// A reader's text may carry bidi controls (lib/format/bidi.ts): every one of them is dropped where no
// element can isolate the text, and a name inside a sentence is wrapped in FSI … PDI.
describe('bidi controls in reader-written text', () => {
  it('drops every embedding, override, isolate and mark, and keeps the rest', () => {
    const controls = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
    const marks = ['\u200E', '\u200F', '\u061C'];
    for (const control of [...controls, ...marks]) {
      expect(withoutBidiControls(`a${control}b${control}c`)).toBe('abc');
    }
    // Neighbours of the ranges are kept: the zero-width joiner, U+2029, U+206A, Arabic letters.
    expect(withoutBidiControls('\u200D\u2029\u206A\u0628')).toBe('\u200D\u2029\u206A\u0628');
    expect(withoutBidiControls('gnp.exe')).toBe('gnp.exe');
  });

  it('isolates a name between FSI and PDI', () => {
    expect(isolated('\u202Eevil')).toBe('\u2068\u202Eevil\u2069');
    expect(isolated('')).toBe('\u2068\u2069');
  });
});
