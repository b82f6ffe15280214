// Zod schemas of the summit's requests (the API validates with them). Kept out of index.ts so the
// browser bundle does not carry zod.
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email.js';
import { hasWebAddress, nameProblem } from './names';

const text = (label: string, max = 120) => z.string({ error: `${label} is required` }).trim()
  .min(2, `${label} must be at least 2 characters`).max(max, `${label} must be at most ${max} characters`);
const email = z.string({ error: 'email is required' }).trim().toLowerCase().max(EMAIL_MAX_LENGTH, 'email is too long')
  .refine(isValidEmail, 'email must be a valid email address');
/** First or last name: 2 to 80 characters, one line, no web or email address (printed on badges). */
const name = (label: string) => text(label, 80).superRefine((v, ctx) => {
  const problem = nameProblem(v, label);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
/** Company, job title: one line, no web address (printed on badges). */
const line = (label: string, max: number) => text(label, max).superRefine((v, ctx) => {
  if (/[\p{Cc}\p{Cf}\u2028\u2029]/u.test(v)) ctx.addIssue({ code: 'custom', message: `${label} must be on one line` });
  else if (hasWebAddress(v)) ctx.addIssue({ code: 'custom', message: `${label} must not hold web or email addresses` });
});
const optionalText = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`).optional();

export const summitSlugSchema = z.string({ error: 'slug is required' }).trim().toLowerCase().min(1, 'slug is required').max(120, 'slug is too long').regex(/^[a-z0-9-]+$/, 'slug may only contain lowercase letters, digits and dashes');

/** GET /summit/registration: the summit (its slug, or 'current') whose ticket the signed-in user may hold. */
export const summitRegistrationQuerySchema = z.object({ slug: summitSlugSchema });

export const freePassRequestSchema = z.object({
  code: z.string({ error: 'code is required' }).trim().min(1, 'Please enter your free pass code.').max(64, 'code is too long'),
  firstName: name('firstName'),
  lastName: name('lastName'),
  email,
  company: line('company', 160),
  jobTitle: line('jobTitle', 160),
}).strict();

/** Changing a free-pass claim through the signed link emailed to the claimant (the code and email stay). */
export const freePassChangeSchema = z.object({
  token: z.string({ error: 'token is required' }).trim().min(1, 'token is required').max(512, 'token is too long')
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'token is not a link token'),
  firstName: name('firstName'),
  lastName: name('lastName'),
  company: line('company', 160),
  jobTitle: line('jobTitle', 160),
}).strict();

export const freePassTokenSchema = z.object({
  token: freePassChangeSchema.shape.token,
});

export const badgeRequestSchema = z.object({
  email,
  firstName: name('firstName'),
  lastName: name('lastName'),
  jobTitle: line('jobTitle', 160),
  company: line('company', 160),
  linkedinUrl: z.string().trim().max(300, 'linkedinUrl is too long').regex(/^https?:\/\/\S+\.\S+$/, 'linkedinUrl must be a web address starting with https://').optional(),
  dietaryNeeds: optionalText('dietaryNeeds', 500),
  accessibilityNeeds: optionalText('accessibilityNeeds', 500),
}).strict();

export type FreePassRequestInput = z.infer<typeof freePassRequestSchema>;
export type BadgeRequestInput = z.infer<typeof badgeRequestSchema>;
export type FreePassChangeInput = z.infer<typeof freePassChangeSchema>;
