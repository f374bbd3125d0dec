// lib/session (the sealed cookie and its flags, the device's signature, the secret, revocation, the
// refusal decision) against the tests of the session itself and of the refresh and retry that use it.
// npx stryker run stryker.session.config.mjs (add --mutate to narrow it to some files)
import { scoped } from './stryker.scoped.mjs';

export default scoped({
  name: 'session',
  mutate: ['lib/session/**/*.ts'],
  tests: ['lib/session/**/*.test.ts', 'lib/auth/sessionRefresh.test.ts', 'lib/auth/tokenRetry.test.ts', 'lib/auth/memberRefresh.test.ts'],
});
