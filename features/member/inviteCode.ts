import { z } from 'zod';

/** Invite codes as the platform issues them: a code of another shape is none it would find. */
export const INVITE_CODE = /^[A-Z0-9]{4,12}$/;

/** A code as a reader types or a link carries it: trimmed, in capitals, at most 32 characters read. */
export const inviteCodeInput = z.object({
  code: z
    .string()
    .max(32)
    .transform((code) => code.trim().toUpperCase()),
});
