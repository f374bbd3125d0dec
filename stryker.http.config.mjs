// lib/http (rate limits, origin checks, the CSP, the handler's order of checks and its errors)
// against its own tests and proxy.ts's, which read the policy and headers on real answers.
// npx stryker run stryker.http.config.mjs (add --mutate to narrow it to some files)
import { scoped } from './stryker.scoped.mjs';

export default scoped({
  name: 'http',
  mutate: ['lib/http/**/*.ts'],
  tests: ['lib/http/**/*.test.ts', 'proxy*.test.ts'],
});
