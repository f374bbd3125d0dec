import type { CallDialect } from '../define';

/**
 * The shapes the public generations give an answer's data, made the designed form's
 * (docs/platform-api.md, "Dialects"):
 * - a bare array (`data: [...]`, search, rankings, categories, leaders) is filed under the call's
 *   list key (`list` unless its definition says otherwise);
 * - a bare `true`/`false` (the older gateway's writes) is `{value: "true"}`, as the 2020 platform writes it;
 * - then the call's own normaliser, if it has one.
 */
export function shapeData(dialect: CallDialect | undefined, data: unknown): unknown {
  let shaped = data;
  if (Array.isArray(shaped)) shaped = { [dialect?.listKey ?? 'list']: shaped };
  else if (typeof shaped === 'boolean') shaped = { value: String(shaped) };
  return dialect?.normalise ? dialect.normalise(shaped) : shaped;
}
