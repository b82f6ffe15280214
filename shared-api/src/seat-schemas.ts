// Zod schemas of the seat requests (the API validates with them). Kept out of index.ts so the
// browser bundle does not carry zod.
import { z } from 'zod';
import { emailSchema, personNameSchema } from './schemas';
import { REGIONS } from './types';

const REGION_IDS: readonly number[] = REGIONS.map((r: { id: number }) => r.id);

/** PUT /seats/:id */
export const seatUpdateSchema = z.object({
  name: personNameSchema('Full Name'),
  email: emailSchema.transform((e: string) => e.toLowerCase()),
  regionId: z.int({ error: 'region must be one of the offered regions' }).refine((v) => REGION_IDS.includes(v), 'region must be one of the offered regions').optional(),
});

export const seatIdSchema = z.object({
  id: z.coerce.number({ error: 'seat id must be a number' }).int('seat id must be a whole number').positive('seat id must be positive').max(2 ** 53 - 1),
});

export type SeatUpdateInput = z.infer<typeof seatUpdateSchema>;
