import { defineCall } from '../define';
import { rawLiveComingSchema } from '../schemas/live';

/** liveComing: lives on air and upcoming (on air first, at most 20). */
export const liveComingCall = defineCall({
  name: 'liveComing',
  service: 'app',
  method: 'GET',
  auth: 'site',
  answer: rawLiveComingSchema,
  criticality: 'page',
});
