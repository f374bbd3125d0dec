import { callHandler } from '@/lib/client/http';
import { adEvent } from '@/lib/client/endpoints';
import type { AdReport } from './ads.types';
import { isAudience } from './splash';

/** How long a click on an ad for one of our pages waits for its report before it follows the link anyway. */
export const CLICK_REPORT_WAIT_MS = 800;

/** The browser's side of isAudience: robots and crawlers never report. */
export function browserIsAudience(): boolean {
  return isAudience({ automated: navigator.webdriver === true, userAgent: navigator.userAgent });
}

/** Reports one impression or click; never throws (a lost report must not cost the reader anything). */
export function reportAd(id: number, event: AdReport): Promise<void> {
  if (!browserIsAudience()) return Promise.resolve();
  // Counted per device, one an earlier call gave (docs/decisions/0080): a first call is given one and sent again.
  return callHandler(adEvent, { id, event }, { device: 'established' }).then(
    () => undefined,
    () => undefined,
  );
}

/** A report, or the wait's end, whichever comes first: a slow ads host delays a click by at most CLICK_REPORT_WAIT_MS. */
export function reportedOrWaited(report: Promise<void>, waitMs = CLICK_REPORT_WAIT_MS): Promise<void> {
  return Promise.race([report, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}
