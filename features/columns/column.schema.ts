import { z } from 'zod';
import { flag, list, num, str } from '@/lib/platform/primitives';

/** appShow: shown unless the platform says 0/false; absent means shown (older platforms lack it). */
const shown = () =>
  z
    .union([z.boolean(), z.number(), z.string(), z.null()])
    .default(true)
    .transform((value) => !(value === false || value === 0 || value === '0' || value === 'false'));

export const rawColumnSchema = z.object({
  columnId: num(),
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
export type RawColumn = z.output<typeof rawColumnSchema>;

export const rawColumnsSchema = z.object({ version: num(), columns: list(rawColumnSchema) });

/** getColumn: one column and its child columns. */
export const rawColumnDetailSchema = rawColumnSchema.extend({ children: list(rawColumnSchema) });
export type RawColumnDetail = z.output<typeof rawColumnDetailSchema>;
