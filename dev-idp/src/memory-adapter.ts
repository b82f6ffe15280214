// Storage for the provider's sessions, interactions, codes, grants and tokens: in memory, one store
// per provider instance (oidc-provider's built-in one is shared by every instance in the process and
// capped at 1000 entries). Entries expire with their TTL; a grant index lets a revoked grant take
// all its tokens with it (refresh-token reuse detection, logout); revokeAccount ends all of an account's.
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry { payload: AdapterPayload; expiresAt: number }

const GRANTABLE = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);

export class MemoryStore {
  readonly entries = new Map<string, Entry>();
  readonly grants = new Map<string, Set<string>>(); // grantId -> entry keys
  readonly sessionUids = new Map<string, string>(); // session uid -> session id
  readonly userCodes = new Map<string, string>();

  get(key: string): AdapterPayload | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expiresAt <= Date.now()) {
      this.delete(key);
      return undefined;
    }
    return e.payload;
  }

  delete(key: string): void {
    const e = this.entries.get(key);
    this.entries.delete(key);
    if (!e) return;
    const { grantId, uid, userCode } = e.payload;
    if (grantId) this.grants.get(grantId)?.delete(key);
    if (uid && this.sessionUids.get(uid) === key) this.sessionUids.delete(uid);
    if (userCode && this.userCodes.get(userCode) === key) this.userCodes.delete(userCode);
  }

  /** Drops expired entries (called on a timer so an idle server does not keep them). */
  sweep(): void {
    const now = Date.now();
    for (const [key, e] of this.entries) if (e.expiresAt <= now) this.delete(key);
    for (const [id, keys] of this.grants) if (keys.size === 0) this.grants.delete(id);
  }

  /**
   * Ends everything opened for an account: its sessions, grants, codes and tokens, and the sign-ins in
   * progress that already name it (a confirmation ends all that was opened before it, but for the
   * session of the browser that confirmed, when it was opened with the password just confirmed).
   */
  revokeAccount(accountId: string, keep: { session?: string; grants?: ReadonlySet<string> } = {}): number {
    let n = 0;
    for (const [key, { payload }] of this.entries) {
      const p = payload as AdapterPayload & { session?: { accountId?: string }; result?: { login?: { accountId?: string } } };
      // `keep`: one browser's session (`Session:<id>`) and the grants it holds, with their tokens
      if (keep.session !== undefined && key === `Session:${keep.session}`) continue;
      if (keep.grants && ((p.grantId && keep.grants.has(p.grantId)) || (key.startsWith('Grant:') && keep.grants.has(key.slice(6))))) continue;
      if (p.accountId === accountId || p.session?.accountId === accountId || p.result?.login?.accountId === accountId) {
        this.delete(key);
        n += 1;
      }
    }
    return n;
  }

  adapterFor(model: string): Adapter {
    const key = (id: string) => `${model}:${id}`;
    const find = async (id: string) => this.get(key(id));
    return {
      upsert: async (id, payload, expiresIn) => {
        const k = key(id);
        this.delete(k);
        const expiresAt = typeof expiresIn === 'number' && expiresIn > 0 ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY;
        this.entries.set(k, { payload, expiresAt });
        if (model === 'Session' && payload.uid) this.sessionUids.set(payload.uid, k);
        if (payload.userCode) this.userCodes.set(payload.userCode, k);
        if (GRANTABLE.has(model) && payload.grantId) {
          const set = this.grants.get(payload.grantId) ?? new Set<string>();
          set.add(k);
          this.grants.set(payload.grantId, set);
        }
      },
      find,
      findByUid: async (uid) => {
        const k = this.sessionUids.get(uid);
        return k ? this.get(k) : undefined;
      },
      findByUserCode: async (userCode) => {
        const k = this.userCodes.get(userCode);
        return k ? this.get(k) : undefined;
      },
      consume: async (id) => {
        const e = this.get(key(id));
        if (e) e.consumed = Math.floor(Date.now() / 1000);
      },
      destroy: async (id) => {
        this.delete(key(id));
      },
      revokeByGrantId: async (grantId) => {
        for (const k of this.grants.get(grantId) ?? []) this.delete(k);
        this.grants.delete(grantId);
      },
    };
  }
}
