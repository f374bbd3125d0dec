// Media accounts ("xy" accounts) attached to articles and author pages. The
// platform still sends the info of accounts that are under review, closed or
// banned; showing them would link readers to a dead account page (docs/product.md §4).

export interface XyAccountInfo {
  xyID?: number | string | null;
  xyStatus?: number | string | null;
  xyForbidden?: number | string | null;
}

/** Account statuses whose info must not be shown (1 and 4 in the platform's codes). */
const HIDDEN_STATUSES = new Set([1, 4]);

// The platform is loose about types: ids and flags come as numbers or numeric strings.
function num(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/** The info, or null when the account is hidden, banned or has no usable id. */
export function keepXyAccount<T extends XyAccountInfo>(info: T | null | undefined): T | null {
  if (!info || typeof info !== 'object') return null;
  if (HIDDEN_STATUSES.has(num(info.xyStatus))) return null;
  if (num(info.xyForbidden) === 1) return null;
  const id = num(info.xyID);
  if (!Number.isFinite(id) || id <= 0) return null;
  return info;
}
