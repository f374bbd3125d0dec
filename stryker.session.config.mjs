// lib/session (sealing, the device's signature, cookie flags, revocation) against the tests of the
// session and sign-in edge. npx stryker run stryker.session.config.mjs
import { scoped } from './stryker.scoped.mjs';

export default scoped({
  name: 'session',
  mutate: ['lib/session/**/*.ts'],
  tests: ['lib/session/**/*.test.ts', 'lib/auth/**/*.test.ts', 'app/api/auth/**/*.test.ts', 'lib/http/handler/endedSession.test.ts'],
});
