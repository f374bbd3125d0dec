import type { z } from 'zod';

// A value of the shape a zod schema (zod 4) accepts, made from the schema itself: what a fake
// platform answers for a call so that the client's success and mapping paths run, for every
// call, without a hand-kept fixture that would drift from lib/platform/calls.ts.

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  values?: readonly unknown[];
  entries?: Record<string, unknown>;
  items?: readonly z.ZodType[];
  getter?: () => z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Values tried, in order, for a leaf: the first the schema accepts is taken. */
const CANDIDATES: readonly unknown[] = [
  1,
  'sample',
  2,
  '1',
  0,
  true,
  false,
  '13800000001',
  'request-key-0001',
  '2024-05-01 08:00:00',
  'http://127.0.0.1/sample.jpg',
  0.5,
  100,
  -1,
  null,
  [],
  {},
];

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

export function sampleOf(schema: z.ZodType, depth = 0): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const sample = sampleOf(field, depth + 1);
        if (sample !== undefined) value[key] = sample;
      }
      return value;
    }
    case 'array':
      return depth > 6 ? [] : [sampleOf(def.element!, depth + 1), sampleOf(def.element!, depth + 1)];
    case 'union':
      for (const option of def.options ?? []) {
        const sample = sampleOf(option, depth + 1);
        if (accepts(option, sample)) return sample;
      }
      return undefined;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return depth > 8 ? (accepts(schema, undefined) ? undefined : null) : sampleOf(def.innerType!, depth + 1);
    case 'pipe':
      // A preprocess is a pipe from a transform: what the transform takes is what the rest accepts.
      return defOf(def.in!).type === 'transform' ? sampleOf(def.out!, depth + 1) : sampleOf(def.in!, depth + 1);
    case 'literal':
      return def.values?.[0];
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'record':
      return {};
    case 'tuple':
      return (def.items ?? []).map((item) => sampleOf(item, depth + 1));
    case 'lazy':
      return depth > 6 ? undefined : sampleOf(def.getter!(), depth + 1);
    case 'intersection':
      return { ...(sampleOf(def.left!, depth + 1) as object), ...(sampleOf(def.right!, depth + 1) as object) };
    default:
      return CANDIDATES.find((candidate) => accepts(schema, candidate));
  }
}
