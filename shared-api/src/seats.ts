// Seats of multi-seat certifications (/additionalFields): after buying several seats the buyer
// assigns each one to a person (name, email, and a region for BCMAS), and may change it later; each
// newly assigned person gets their own learning-platform login email. Base URL from runtime
// configuration; the caller passes the bearer token (shared-auth's getAccessToken).
import { getAppConfig } from './config';
import { createHttp, type HttpClient } from './http';
// (the shapes, Seat, SeatUpdate and SeatUpdateResult, are the contract's: types.ts)
import type { Seat, SeatUpdate, SeatUpdateResult } from './types';

let instance: HttpClient | null = null;
const http = async (): Promise<HttpClient> => (instance ??= createHttp({ baseURL: getAppConfig().apiBase }));
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export const seatsApi = {
  /** Every seat of the signed-in buyer's orders. */
  async list(token: string): Promise<Seat[]> {
    return (await (await http()).get<Seat[]>('/seats', { headers: auth(token) })).data;
  },
  async update(token: string, seatId: number, body: SeatUpdate): Promise<SeatUpdateResult> {
    return (await (await http()).put<SeatUpdateResult>(`/seats/${seatId}`, body, { headers: auth(token) })).data;
  },
};
