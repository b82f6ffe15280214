// Signing key (RS256) and cookie keys. Generated on first start; with a key file they are kept, so
// access tokens signed before a restart still verify against the JWKS after it.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface IdpKeys {
  signing: JWK & { kid: string; alg: 'RS256'; use: 'sig' };
  cookieKeys: string[];
}

interface Logger {
  warn(msg: string): void;
}

async function generate(): Promise<IdpKeys> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return {
    signing: { ...jwk, kid: `dev-${randomBytes(6).toString('hex')}`, alg: 'RS256', use: 'sig' },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

function isKeys(v: unknown): v is IdpKeys {
  const k = v as Partial<IdpKeys> | null;
  return !!k && typeof k === 'object'
    && !!k.signing && k.signing.kty === 'RSA' && typeof k.signing.d === 'string' && typeof k.signing.kid === 'string'
    && Array.isArray(k.cookieKeys) && k.cookieKeys.length > 0 && k.cookieKeys.every((c) => typeof c === 'string' && c.length >= 16);
}

/** Loads the keys from `keyFile` (creating it, mode 600, when missing or unreadable); without a file, fresh keys. */
export async function loadKeys(keyFile: string | undefined, log: Logger): Promise<IdpKeys> {
  if (keyFile && existsSync(keyFile)) {
    try {
      const parsed: unknown = JSON.parse(readFileSync(keyFile, 'utf8'));
      if (isKeys(parsed)) return { ...parsed, signing: { ...parsed.signing, alg: 'RS256', use: 'sig' } };
      log.warn(`[dev-idp] ${keyFile} does not hold a usable RS256 key; generating a new one (earlier tokens stop verifying)`);
    } catch (e) {
      log.warn(`[dev-idp] cannot read ${keyFile} (${(e as Error).message}); generating a new key`);
    }
  }
  const keys = await generate();
  if (keyFile) {
    mkdirSync(dirname(keyFile), { recursive: true });
    writeFileSync(keyFile, JSON.stringify(keys), { mode: 0o600 });
  }
  return keys;
}
