// Zod schemas of the summit's requests (the API validates with them). Kept out of index.ts so the
// browser bundle does not carry zod.
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email.js';

const text = (label: string, max = 120) => z.string({ error: `${label} is required` }).trim()
  .min(2, `${label} must be at least 2 characters`).max(max, `${label} must be at most ${max} characters`);
const email = z.string({ error: 'email is required' }).trim().toLowerCase().max(EMAIL_MAX_LENGTH, 'email is too long')
  .refine(isValidEmail, 'email must be a valid email address');
const optionalText = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`).optional();

export const summitSlugSchema = z.string({ error: 'slug is required' }).trim().toLowerCase().min(1, 'slug is required').max(120, 'slug is too long').regex(/^[a-z0-9-]+$/, 'slug may only contain lowercase letters, digits and dashes');

export const freePassRequestSchema = z.object({
  code: z.string({ error: 'code is required' }).trim().min(1, 'Please enter your free pass code.').max(64, 'code is too long'),
  firstName: text('firstName'),
  lastName: text('lastName'),
  email,
  company: text('company', 160),
  jobTitle: text('jobTitle', 160),
}).strict();

export const badgeRequestSchema = z.object({
  email,
  firstName: text('firstName'),
  lastName: text('lastName'),
  jobTitle: text('jobTitle', 160),
  company: text('company', 160),
  linkedinUrl: z.string().trim().max(300, 'linkedinUrl is too long').regex(/^https?:\/\/\S+\.\S+$/, 'linkedinUrl must be a web address starting with https://').optional(),
  dietaryNeeds: optionalText('dietaryNeeds', 500),
  accessibilityNeeds: optionalText('accessibilityNeeds', 500),
}).strict();

export type FreePassRequestInput = z.infer<typeof freePassRequestSchema>;
export type BadgeRequestInput = z.infer<typeof badgeRequestSchema>;
