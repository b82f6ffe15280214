// The summit's calls (mfe-summit): its content, the free-pass code check and the attendee badge
// profile, through the same HTTP client as client.ts. The badge needs the signed-in user's bearer
// token (the caller passes shared-auth's getAccessToken()); a free-pass claim may carry one.
import { http } from './client';

/** A free-pass request (spec 2.21). The code is checked by the API. */
export interface FreePassRequest {
  code: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  jobTitle: string;
}
export interface FreePassResponse { status: 'accepted'; message: string }
/** A claim as its emailed change link shows it. */
export interface FreePassClaim { code: string; email: string; firstName: string; lastName: string; company: string; jobTitle: string }
/** The details a claimant may change through the link (the code and email stay). */
export interface FreePassChange { token: string; firstName: string; lastName: string; company: string; jobTitle: string }

/**
 * The attendee profile completed after payment (spec 2.21); matched to a paid registration by email:
 * the signed-in user's own, or one they paid for this attendee.
 */
export interface BadgeRequest {
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  company: string;
  linkedinUrl?: string;
  dietaryNeeds?: string;
  accessibilityNeeds?: string;
}
export interface BadgeResponse { status: 'created' | 'updated'; message: string }
/** Whether the signed-in user holds a paid ticket of a summit (GET /summit/registration). */
export interface SummitRegistration { registered: boolean }

export const summitApi = {
  /** The summit's page content (the same object the conference Product carries in `content`). */
  async getSummitContent(slug: string): Promise<Record<string, unknown>> {
    return (await http().get<Record<string, unknown>>(`/summit/${encodeURIComponent(slug)}`)).data;
  },
  /**
   * Rejects with the API's 4xx (message: why the code was refused) for a wrong code. Signed in as the
   * claim's email (`token`), an existing claim is changed; otherwise a repeat changes nothing.
   */
  async claimFreePass(body: FreePassRequest, token?: string | null): Promise<FreePassResponse> {
    return (await http().post<FreePassResponse>('/summit/free-pass', body, token ? { headers: { Authorization: `Bearer ${token}` } } : undefined)).data;
  },
  /** The claim an emailed link names; 400 with a message when the link is not valid or has expired. */
  async getFreePassClaim(linkToken: string): Promise<FreePassClaim> {
    return (await http().get<FreePassClaim>('/summit/free-pass/claim', { params: { token: linkToken } })).data;
  },
  async changeFreePassClaim(body: FreePassChange): Promise<FreePassResponse> {
    return (await http().put<FreePassResponse>('/summit/free-pass/claim', body)).data;
  },
  /**
   * Creates or updates the attendee profile (signed in: `token` is the bearer token); 404 with a
   * message when no paid registration of this account matches the email.
   */
  /** Whether the signed-in user (`token`) holds a paid ticket of the summit `slug` ('current': this year's). */
  async getRegistration(token: string, slug: string): Promise<SummitRegistration> {
    return (await http().get<SummitRegistration>('/summit/registration', { params: { slug }, headers: { Authorization: `Bearer ${token}` } })).data;
  },
  async submitBadge(token: string, body: BadgeRequest): Promise<BadgeResponse> {
    return (await http().post<BadgeResponse>('/summit/badge', body, { headers: { Authorization: `Bearer ${token}` } })).data;
  },
};
