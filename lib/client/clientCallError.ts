/**
 * The one failure of a call to our own handlers. `code` is the handler's (lib/http/errorBody.ts,
 * or a refusal of its own such as codeWrong), or, when no answer of ours came, 'network' or
 * 'cancelled' (docs/product.md §8: 'network error', 'cancel'). useCallErrorText words it for the reader.
 */
export class ClientCallError extends Error {
  readonly code: string;
  /** The HTTP status; 0 when no answer came. */
  readonly status: number;
  /** The platform's own status when the handler passed one through (1004, 10102, …). */
  readonly platformStatus: number | null;
  readonly retryAfterSeconds: number | null;
  constructor(
    code: string,
    message: string,
    status: number,
    extra: { platformStatus?: number | null; retryAfterSeconds?: number | null } = {},
  ) {
    super(message);
    this.name = 'ClientCallError';
    this.code = code;
    this.status = status;
    this.platformStatus = extra.platformStatus ?? null;
    this.retryAfterSeconds = extra.retryAfterSeconds ?? null;
  }
}
