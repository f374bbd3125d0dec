// The transport rules of the platform's answers, before any envelope (docs/platform-api.md,
// "Dialects"; docs/decisions/0074). The public gateway prints whatever its service returned:
// JSON, the text `null` when there was nothing, `true`/`false` for a write, and, when the request
// carries `jsoncallback`, all of it wrapped as `callback(...)`.

/** A JSONP wrapper `name(...)` or `name(...);`, as the gateway writes it for `jsoncallback`. */
const JSONP = /^[A-Za-z_$][\w$.]*\s*\(([\s\S]*)\)\s*;?$/;

/** The body's JSON value; undefined when the body is not JSON (nor JSON in a JSONP wrapper). */
export function parseBody(text: string): { json: unknown } | undefined {
  const body = text.replace(/^\uFEFF/, '').trim();
  // An empty body is the gateway printing a null it was handed (nothing there).
  if (body === '') return { json: null };
  const wrapped = JSONP.exec(body);
  for (const candidate of wrapped ? [body, wrapped[1]!.trim()] : [body]) {
    try {
      return { json: JSON.parse(candidate) as unknown };
    } catch {
      // try the next reading
    }
  }
  return undefined;
}
