// lib/http (rate limits, origin checks, CSP and headers, the handler's errors) against its own tests
// and the route tests that hit our limits through real handlers. npx stryker run stryker.http.config.mjs
import { scoped } from './stryker.scoped.mjs';

export default scoped({
  name: 'http',
  mutate: ['lib/http/**/*.ts'],
  tests: ['lib/http/**/*.test.ts', 'proxy*.test.ts', 'app/api/like/flood.test.ts'],
});
