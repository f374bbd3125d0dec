/**
 * A minimal PDF writer: one JPEG per page, drawn over the whole page (DCTDecode, so the JPEG
 * bytes go in unchanged). Enough for scanned documents such as the certificates of previewPDF
 * (docs/decisions/0028): any PDF reader opens the result, and the page images the platform serves beside
 * it are the very JPEGs inside.
 */

/** A4 in PDF points. */
export const A4 = { width: 595, height: 842 };

/**
 * @param {{jpeg: Buffer, width: number, height: number}[]} pages image pixels; each page is A4
 *   unless `info.size` gives the page's size in points (a newspaper page is not A4)
 * @param {{title?: string, size?: {width: number, height: number}}} [info]
 * @returns {Buffer}
 */
export function imagePdf(pages, info = {}) {
  if (pages.length === 0) throw new Error('a PDF needs at least one page');
  /** @type {Buffer[]} */
  const parts = [];
  /** @type {number[]} byte offset of each object, by number - 1 */
  const offsets = [];
  let length = 0;
  /** @param {string | Buffer} chunk */
  const write = (chunk) => {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    parts.push(buf);
    length += buf.length;
  };
  /** @param {number} n @param {string} dict @param {Buffer} [stream] */
  const object = (n, dict, stream) => {
    offsets[n - 1] = length;
    write(`${n} 0 obj\n${dict}\n`);
    if (stream) {
      write('stream\n');
      write(stream);
      write('\nendstream\n');
    }
    write('endobj\n');
  };

  // Objects: 1 catalog, 2 page tree, 3 info, then per page: page, image, content.
  const pageNumber = (/** @type {number} */ i) => 4 + i * 3;
  const box = info.size ?? A4;
  write('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(
    2,
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageNumber(i)} 0 R`).join(' ')}] /Count ${pages.length} >>`,
  );
  object(3, `<< /Title (${pdfText(info.title ?? '')}) /Producer (plateau reference platform) >>`);
  pages.forEach((page, i) => {
    const n = pageNumber(i);
    object(
      n,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${box.width} ${box.height}] /Resources << /XObject << /Im0 ${n + 1} 0 R >> >> /Contents ${n + 2} 0 R >>`,
    );
    object(
      n + 1,
      `<< /Type /XObject /Subtype /Image /Width ${page.width} /Height ${page.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${page.jpeg.length} >>`,
      page.jpeg,
    );
    const draw = Buffer.from(`q ${box.width} 0 0 ${box.height} 0 0 cm /Im0 Do Q`, 'latin1');
    object(n + 2, `<< /Length ${draw.length} >>`, draw);
  });
  const xref = length;
  const count = offsets.length + 1;
  write(`xref\n0 ${count}\n0000000000 65535 f \n`);
  for (const offset of offsets) write(`${String(offset).padStart(10, '0')} 00000 n \n`);
  write(`trailer\n<< /Size ${count} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

/** A PDF literal string's text: ASCII only (the info title is metadata), parentheses escaped. @param {string} s */
function pdfText(s) {
  return s.replace(/[^\x20-\x7e]/g, '').replace(/([()\\])/g, '\\$1');
}
