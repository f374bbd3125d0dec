// A file's size as a link to it says it (the paper page's PDF, docs/decisions/0063): units every
// locale of the site reads, kilobytes rounded up (a 300-byte file is '1 KB', never '0 KB').

const KB = 1024;
const MB = 1024 * KB;

/** '1 KB' … '999 KB', then '1.2 MB' (one decimal under 10 MB, whole above). */
export function fileSize(bytes: number): string {
  if (!(bytes > 0)) return '0 KB';
  if (bytes < 1000 * KB) return `${Math.max(1, Math.ceil(bytes / KB))} KB`;
  const mb = bytes / MB;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
