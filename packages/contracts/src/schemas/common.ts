import { z } from 'zod';
import { toAsciiDigits } from '../search.js';

export const localizedSchema = z.object({ ar: z.string(), en: z.string() });

/** Query strings: empty values count as absent; Arabic-Indic digits are read as digits. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The largest id a database `integer` holds (PostgreSQL's is 32-bit); a larger one would fail in the query. */
const MAX_ID = 2_147_483_647;

export const queryInt = (opts: { min?: number; max?: number } = {}) =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      if (typeof b !== 'string') return b;
      const s = toAsciiDigits(b.trim());
      if (!/^-?\d+$/.test(s)) return s;
      // past the safe integers, a number is told only that it is too large (or too small), not also that it is unsafe
      const n = Number(s);
      return Number.isSafeInteger(n) ? n : Math.sign(n) * Number.MAX_SAFE_INTEGER;
    },
    z
      .number()
      .int()
      .min(opts.min ?? 1)
      .max(opts.max ?? MAX_ID),
  );

/** A non-negative amount in a query string, such as a price in dinars: digits with up to three decimals. */
export const queryDecimal = (opts: { max: number }) =>
  z.preprocess((v) => {
    const b = blankToUndefined(v);
    if (typeof b !== 'string') return b;
    const s = toAsciiDigits(b.trim()).replace('\u066B', '.');
    return /^\d+(\.\d{1,3})?$/.test(s) ? Number(s) : s;
  }, z.number().min(0).max(opts.max));

export const queryText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : blankToUndefined(v)), z.string().max(max));

export const queryBoolean = z.preprocess((v) => {
  if (v === 'true' || v === '1' || v === true) return true;
  if (v === 'false' || v === '0' || v === false) return false;
  return v;
}, z.boolean());

export const pageQuery = z.object({
  page: queryInt({ min: 1, max: 100_000 }).optional(),
  limit: queryInt({ min: 1, max: 100 }).optional(),
});

export const uuidParam = z.object({ uuid: z.uuid() });
export const idParam = z.object({ id: queryInt({ min: 1 }) });

export const pageLinksSchema = z.object({
  first: z.string(),
  last: z.string(),
  prev: z.string().nullable(),
  next: z.string().nullable(),
});
export const pageMetaSchema = z.object({
  current_page: z.number(),
  from: z.number().nullable(),
  last_page: z.number(),
  path: z.string(),
  per_page: z.number(),
  to: z.number().nullable(),
  total: z.number(),
  total_relation: z.enum(['eq', 'gte']).optional(),
});

export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });
/** A write's answer: what it made or changed, and the sentence the shopper is told. */
export const toldOf = <T extends z.ZodType>(item: T) => z.object({ data: item, message: z.string() });
export const pagedOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), links: pageLinksSchema, meta: pageMetaSchema });

export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  request_id: z.string().optional(),
  details: z.unknown().optional(),
});
