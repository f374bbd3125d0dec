import { z } from 'zod';
import { flag, list, num, str } from './primitives';

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
  appShow: flag().optional(),
  parentId: num(),
});
export type RawColumn = z.output<typeof rawColumnSchema>;

export const rawColumnsSchema = z.object({ version: num(), columns: list(rawColumnSchema) });
