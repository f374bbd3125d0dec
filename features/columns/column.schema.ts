import { z } from 'zod';
import { aliased, flag, id, list, num, str } from '@/lib/platform/primitives';

/** appShow: shown unless the platform says 0/false; absent means shown (older platforms lack it). */
const shown = () =>
  z
    .union([z.boolean(), z.number(), z.string(), z.null()])
    .default(true)
    .transform((value) => !(value === false || value === 0 || value === '0' || value === 'false'));

const rawColumnShape = z.object({
  columnId: id(),
  columnName: str(),
  columnStyle: str(),
  columnType: num(),
  description: str(),
  phoneIcon: str(),
  padIcon: str(),
  hasSubColunm: flag(), // sic: the platform's spelling
  topCount: num(),
  linkUrl: str(),
  keyword: str(),
  orderId: num(),
  isForbidden: flag(),
  appShow: shown(),
  parentId: num(),
});

/**
 * What some real sites call the column's id and parent (`columnID`, `parentID`). Only the id is
 * required: a column with `columnType: ""` or any other odd extra is still a column, and one
 * without an id is left out of its list, never the list (docs/decisions/0074).
 */
const COLUMN_ALIASES = {
  columnId: ['columnID', 'id'],
  parentId: ['parentID', 'parentColumnId'],
  hasSubColunm: ['hasSubColumn'],
} as const;

export const rawColumnSchema = aliased(COLUMN_ALIASES, rawColumnShape);
export type RawColumn = z.output<typeof rawColumnSchema>;

export const rawColumnsSchema = z.object({ version: num(), columns: list(rawColumnSchema) });

/**
 * getColumn: one column and its child columns. The real getColumn answers the column alone
 * (ApiManager.getColumn of the CMS: its common fields and artCount): `children` is then absent
 * (undefined), and the loader asks for them.
 */
export const rawColumnDetailSchema = aliased(
  COLUMN_ALIASES,
  rawColumnShape.extend({ children: z.union([z.undefined(), list(rawColumnSchema)]) }),
);
export type RawColumnDetail = z.output<typeof rawColumnDetailSchema>;
