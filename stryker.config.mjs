// @ts-check
// Mutation testing of the security-critical code (docs/reliability.md, "Mutation testing";
// docs/decisions/0065, docs/decisions/0078). One config for every named scope: the scopes and
// what each mutates and runs are in scripts/mutation.mjs, which `npm run mutation` runs (every
// scope in turn, or `npm run mutation -- auth` for one). Stryker alone reads the scope from
// MUTATION_SCOPE: `MUTATION_SCOPE=proxy npx stryker run`.
import { scopeConfig } from './scripts/mutation.mjs';

export default scopeConfig(process.env.MUTATION_SCOPE);
