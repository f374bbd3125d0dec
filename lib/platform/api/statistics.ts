import 'server-only';
import ky from 'ky';
import { prepareRecord, type RecordInput, type StatisticsSettings } from '@/lib/analytics/record';

/** SPEC section 7: the statistics client waits up to 180 s; nobody waits for it. */
const STATISTICS_TIMEOUT_MS = 180_000;

/** Sends one record to the statistics host; skipped silently when the skip rules say so. */
export async function sendRecord(settings: StatisticsSettings, input: RecordInput): Promise<boolean> {
  const record = prepareRecord(settings, input);
  if (!record) return false;
  const answer = await ky
    .get(record.url, { searchParams: record.query, headers: record.headers, timeout: STATISTICS_TIMEOUT_MS, retry: 0 })
    .json<{ code?: number }>();
  return answer.code === 0;
}
