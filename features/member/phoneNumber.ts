import { z } from 'zod';

/** Mainland mobile numbers, as the platform checks them: 11 digits starting with 1. */
export const phoneNumber = z.string().regex(/^1\d{10}$/, 'expected 11 digits starting with 1');
