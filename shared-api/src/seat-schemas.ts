// Zod schemas of the seat requests (the API validates with them). Kept out of index.ts so the
// browser bundle does not carry zod.
import { z } from 'zod';
import { emailSchema, personNameSchema } from './schemas';
import { REGIONS } from './vocabulary.js';

const REGION_IDS: readonly number[] = REGIONS.map((r: { id: number }) => r.id);

/** PUT /seats/:id */
export const seatUpdateSchema = z.object({
  name: personNameSchema('Full Name'),
  email: emailSchema.transform((e: string) => e.toLowerCase()),
  regionId: z.int({ error: 'region must be one of the offered regions' }).refine((v) => REGION_IDS.includes(v), 'region must be one of the offered regions').optional(),
});

/** A seat id as the address carries it: decimal digits only (no `0x1`, `1e0`, ` 1`, `+1` or `1.0`). */
export const seatIdSchema = z.object({
  id: z.string({ error: 'seat id must be a number' })
    .regex(/^[1-9][0-9]{0,15}$/, 'seat id must be a positive whole number in decimal digits')
    .transform(Number)
    .refine((n) => Number.isSafeInteger(n), 'seat id is too large'),
});

export type SeatUpdateInput = z.infer<typeof seatUpdateSchema>;
