/**
 * The real platform's answer envelope. Every app_if call answers HTTP 200 with
 * `{status, message, data}`; business errors are `{status:-1, message}` and are
 * still HTTP 200, because that is what deployed clients are written against.
 */

/** A business error the client is meant to see inside the envelope. */
export class PlatformError extends Error {
  /**
   * @param {string} message shown to the client as `message`
   * @param {number} [status] envelope status, -1 unless a catalogue code applies (e.g. 10111 later)
   * @param {number} [httpStatus] transport status; 200 for envelope errors, as the real platform does
   */
  constructor(message, status = -1, httpStatus = 200) {
    super(message);
    this.name = 'PlatformError';
    this.status = status;
    this.httpStatus = httpStatus;
  }
}

/**
 * "No such object": a PlatformError like any other in the designed dialect; the real dialects answer
 * it as the call's table entry says (`"empty"`, `null`, an empty list: lib/dialect/calls.mjs).
 */
export class NotFound extends PlatformError {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'NotFound';
  }
}

/**
 * Status of a refusal because the thing named is another member's (deleting their comment,
 * reusing the request key of their post): a negative status like every refusal, of its own so
 * a client can tell "not yours" from a failure (docs/platform-api.md, "Conventions").
 */
export const NOT_YOURS = -403;

/** @param {unknown} data */
export function success(data) {
  return { status: 0, message: 'success', data };
}

/** @param {string} message @param {number} [status] */
export function failure(message, status = -1) {
  return { status, message };
}

/**
 * Walks an answer and throws on values JSON would silently drop or mangle
 * (undefined, NaN, Infinity, functions). The contract promises schema-clean data,
 * so a serializer bug should fail loudly in tests instead of producing a missing key.
 * @param {unknown} value
 * @param {string} [path]
 */
export function assertClean(value, path = 'data') {
  if (value === undefined) throw new Error(`undefined value at ${path}`);
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`non-finite number at ${path}`);
  if (typeof value === 'function' || typeof value === 'bigint') throw new Error(`unserialisable value at ${path}`);
  if (Array.isArray(value)) {
    value.forEach((v, i) => assertClean(v, `${path}[${i}]`));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) assertClean(v, `${path}.${k}`);
  }
}
