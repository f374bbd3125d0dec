// `node --import ./server/test/support/withNextStandIn.mjs server/main.mjs`: the production server
// as it is, with `next` resolved to server/test/support/nextStandIn.mjs (no build needed).
import { register } from 'node:module';

register('./nextStandInHooks.mjs', import.meta.url);
