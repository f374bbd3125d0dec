// subset-font ships no types; only what scripts/build-font.mjs uses is declared.
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    /** Name table records kept beyond subset-font's own defaults. */
    preserveNameIds?: number[];
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
