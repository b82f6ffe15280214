// The shapes of the summit's calls: its content, the free-pass code check, the registration and the
// attendee badge profile. The calls themselves are the summit remote's own (mfe-summit/src/lib/
// summit-api.ts), so the browser entry every page loads carries only these types, no code. The
// request types are inferred from the API's schemas (summit-schemas.ts; type-only imports).
import type { z } from 'zod';
import type { badgeRequestSchema, freePassChangeSchema, freePassRequestSchema } from './summit-schemas.js';

/** A free-pass request (spec 2.21). The code is checked by the API. */
export type FreePassRequest = z.infer<typeof freePassRequestSchema>;
export interface FreePassResponse { status: 'accepted'; message: string }
/** A claim as its emailed change link shows it. */
export interface FreePassClaim { code: string; email: string; firstName: string; lastName: string; company: string; jobTitle: string }
/** The details a claimant may change through the link (the code and email stay). */
export type FreePassChange = z.infer<typeof freePassChangeSchema>;

/**
 * The attendee profile completed after payment (spec 2.21); matched to a paid registration by email:
 * the signed-in user's own, or one they paid for this attendee.
 */
export type BadgeRequest = z.infer<typeof badgeRequestSchema>;
export interface BadgeResponse { status: 'created' | 'updated' | 'submitted'; message: string }
/** Whether the signed-in user holds a paid ticket of a summit (GET /summit/registration). */
export interface SummitRegistration { registered: boolean }
