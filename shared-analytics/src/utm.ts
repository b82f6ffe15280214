// Marketing parameters read from any page's address, saved locally, sent with cart-tracking and
// checkout calls (spec section 1).
import type { UtmParams } from 'shared-api';

export const UTM_STORAGE_KEY = 'acma.utm.v1';
const KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

/** Saves any utm values present in `search`; keeps the earlier ones otherwise. */
export function captureUtm(search: string): UtmParams {
  const q = new URLSearchParams(search);
  const found: UtmParams = {};
  for (const k of KEYS) {
    const v = q.get(k);
    if (v) found[k] = v.slice(0, 200);
  }
  if (Object.keys(found).length > 0) {
    try { localStorage.setItem(UTM_STORAGE_KEY, JSON.stringify(found)); } catch { /* storage full or denied */ }
    return found;
  }
  return getUtm();
}

export function getUtm(): UtmParams {
  try {
    const raw = localStorage.getItem(UTM_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const out: UtmParams = {};
    for (const k of KEYS) if (typeof parsed[k] === 'string') out[k] = parsed[k] as string;
    return out;
  } catch {
    return {};
  }
}
