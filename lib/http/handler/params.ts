import { z } from 'zod';

// Ids and page numbers arrive as JSON numbers from the browser client and as digits from a
// query or a form post; both are taken, nothing else (no sign, no exponent, no spaces).
const digits = z
  .string()
  .regex(/^\d{1,12}$/, 'expected digits only')
  .transform(Number);
const wholeNumber = z.union([z.number().int().min(0).max(999_999_999_999), digits]);

/** A positive integer id. */
export const positiveId = () => wholeNumber.pipe(z.number().min(1, 'expected a positive id'));

/** An integer from 0 (a 0-based page, a type code). */
export const naturalNumber = () => wholeNumber;

/** The fileIds of a member's own uploads (/api/uploads, docs/decisions/0022), at most `max` of them. */
export const uploadedFileIds = (max: number) =>
  z
    .array(z.string().regex(/^[0-9a-f]{8,64}$/))
    .max(max)
    .default([]);

/** The form's key for one submit: a retry after a dropped answer sends the same key, and the platform makes the thing once. */
export const requestKey = () => z.string().regex(/^[\w-]{8,64}$/);

/** The text of a reader's write: trimmed, not empty, at most `max` characters. */
export const writtenText = (max: number) => z.string().trim().min(1).max(max);
