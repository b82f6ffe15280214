// The summit's calls (mfe-summit): its content, the free-pass code check and the attendee badge
// profile, through the same HTTP client as client.ts.
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

/** The attendee profile completed after payment (spec 2.21); matched to a registration by email. */
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

export const summitApi = {
  /** The summit's page content (the same object the conference Product carries in `content`). */
  async getSummitContent(slug: string): Promise<Record<string, unknown>> {
    return (await http().get<Record<string, unknown>>(`/summit/${encodeURIComponent(slug)}`)).data;
  },
  /** Rejects with the API's 4xx (message: why the code was refused) for a wrong code. */
  async claimFreePass(body: FreePassRequest): Promise<FreePassResponse> {
    return (await http().post<FreePassResponse>('/summit/free-pass', body)).data;
  },
  /** Creates or updates the attendee profile; 404 with a message when no paid registration matches the email. */
  async submitBadge(body: BadgeRequest): Promise<BadgeResponse> {
    return (await http().post<BadgeResponse>('/summit/badge', body)).data;
  },
};
