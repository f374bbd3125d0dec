// proxy.ts (the CSP nonce, security headers, locale and device cookies, the 503 rewrites) against
// its own tests (proxy*.test.ts; tests/api/likeFlood.test.ts also passes through it, but loads every
// like route: ~20 s a mutant under load for no mutant the API test does not kill).
// npx stryker run stryker.proxy.config.mjs
import { scoped } from './stryker.scoped.mjs';

export default scoped({ name: 'proxy', mutate: ['proxy.ts'], tests: ['proxy*.test.ts'] });
