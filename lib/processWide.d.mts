// Types of processWide.mjs, kept by hand (docs/decisions/0071): tsc checks the app's use against
// them, and tsconfig.server.json checks processWide.mjs itself.

export const PLATFORM_ERROR: unique symbol;

export type InvalidationListener = (tags: readonly string[]) => void | Promise<void>;

export function processWide<T>(name: string, make: () => T): T;
export function forgetProcessWide(): void;
export function invalidationListeners(): Set<InvalidationListener>;
export function saveNativeFetch(fetch: typeof globalThis.fetch | undefined): void;
export function savedNativeFetch(): typeof globalThis.fetch | undefined;
