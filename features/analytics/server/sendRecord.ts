import ky from 'ky';
import { TIMEOUT_MS } from '@/lib/platform/define';
import { sendRecordCall } from '../calls';
import { prepareRecord, type RecordInput, type StatisticsSettings } from '@/features/analytics/record';

/** Sends one record to the statistics host; skipped silently when the skip rules say so. */
export async function sendRecord(settings: StatisticsSettings, input: RecordInput): Promise<boolean> {
  const record = prepareRecord(settings, input);
  if (!record) return false;
  const call = sendRecordCall;
  const json = await ky(record.url, {
    method: call.method,
    searchParams: Object.fromEntries(
      Object.entries(call.params(record)).map(([key, value]) => [key, String(value ?? '')]),
    ),
    headers: record.headers,
    timeout: TIMEOUT_MS[call.criticality],
    retry: 0,
  }).json();
  const answer = call.answer.safeParse(json);
  return answer.success && answer.data.code === 0;
}
