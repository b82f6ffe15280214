// The summit's calls, through the store's one HTTP client (shared-api's http()): its content, the
// free-pass code check, the registration and the attendee badge profile. The badge needs the
// signed-in user's bearer token (the caller passes shared-auth's getAccessToken()); a free-pass claim
// may carry one. Kept in this remote (its only user), not in the shared-api entry every page loads.
import {
  http, type BadgeRequest, type BadgeResponse, type FreePassChange, type FreePassClaim, type FreePassRequest,
  type FreePassResponse, type SummitRegistration,
} from 'shared-api';

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
  /** Whether the signed-in user (`token`) holds a paid ticket of the summit `slug` ('current': this year's). */
  async getRegistration(token: string, slug: string): Promise<SummitRegistration> {
    return (await http().get<SummitRegistration>('/summit/registration', { params: { slug }, headers: { Authorization: `Bearer ${token}` } })).data;
  },
  /**
   * Creates or updates the attendee profile (signed in: `token` is the bearer token); 404 with a
   * message when no paid registration of this account matches the email.
   */
  async submitBadge(token: string, body: BadgeRequest): Promise<BadgeResponse> {
    return (await http().post<BadgeResponse>('/summit/badge', body, { headers: { Authorization: `Bearer ${token}` } })).data;
  },
};
