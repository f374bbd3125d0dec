// proxy.ts (the CSP nonce, security headers, locale and device cookies, the 503 rewrites) against
// its own tests. npx stryker run stryker.proxy.config.mjs
import { scoped } from './stryker.scoped.mjs';

export default scoped({ name: 'proxy', mutate: ['proxy.ts'], tests: ['proxy.test.ts', 'app/api/like/flood.test.ts'] });
