// fontverter ships no types; only what scripts/build-font.mjs uses is declared.
declare module 'fontverter' {
  type FontFormat = 'sfnt' | 'truetype' | 'woff' | 'woff2';
  const fontverter: {
    convert(font: Buffer, toFormat: FontFormat, fromFormat?: FontFormat): Promise<Buffer>;
    detectFormat(font: Buffer): FontFormat;
  };
  export default fontverter;
}
