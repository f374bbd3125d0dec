// Module resolution hook (node:module register) for withNextStandIn.mjs.
const STAND_IN = new URL('./nextStandIn.mjs', import.meta.url).href;

/** @param {string} specifier @param {unknown} context @param {(specifier: string, context: unknown) => unknown} nextResolve */
export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'next') return { url: STAND_IN, shortCircuit: true };
  return nextResolve(specifier, context);
}
