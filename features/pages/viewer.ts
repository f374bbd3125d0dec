// The certificate viewer's keys (features/pages/CertificateViewer.island.tsx), pure so they are tested
// without a browser.

/** Zoom factors, from the page fitting the width (1) up. */
export const ZOOM_STEPS = [1, 1.5, 2, 3] as const;

/** The page a key moves to from `current` of `total`; null when the key does not move or cannot. */
export function nextPage(current: number, total: number, key: string): number | null {
  const by = key === 'ArrowRight' || key === 'PageDown' ? 1 : key === 'ArrowLeft' || key === 'PageUp' ? -1 : 0;
  const target = key === 'Home' ? 1 : key === 'End' ? total : current + by;
  return target !== current && target >= 1 && target <= total ? target : null;
}

/** The zoom a key sets from `zoom` ('+'/'=' in, '-'/'−' out); null at either end or for other keys. */
export function nextZoom(zoom: number, key: string): number | null {
  const by = key === '+' || key === '=' ? 1 : key === '-' || key === '−' ? -1 : 0;
  if (by === 0) return null;
  const at = ZOOM_STEPS.findIndex((z) => z >= zoom);
  const next = ZOOM_STEPS[(at === -1 ? ZOOM_STEPS.length - 1 : at) + by];
  return next === undefined ? null : next;
}

export const MAX_ZOOM: number = ZOOM_STEPS[ZOOM_STEPS.length - 1] ?? 1;
