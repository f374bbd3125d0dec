import { z } from 'zod';
import { defineCall } from '../define';
import { num } from '../schemas/primitives';
import type { PreparedRecord } from '@/lib/analytics/record';

/**
 * sendRecord (statistics host, GET): one analytics record. The host and headers come from the
 * site config (lib/analytics/record.ts), not the platform's: it is its own small client.
 */
export const sendRecordCall = defineCall({
  name: 'sendRecord',
  service: 'stat',
  method: 'GET',
  auth: 'none',
  params: (record: PreparedRecord) => record.query,
  answer: z.object({ code: num(-1) }),
  criticality: 'background',
});
