// The promotion code: typed as the buyer likes, checked by GET /promocode (bearer token), and the
// server's message shown under the field. Only a code the server accepted is sent with the checkout.
// When the lines change (a seat count, a deletion) an applied code is checked again. Choosing
// installments sets an applied code aside (said in place); choosing full payment again restores it.
// An accepted code is kept for the visit (lib/visit-promo), as the cart's lines are: when checkout
// opens again (after the cart, say) it is checked with the server again and applied, or dropped with
// the server's message. Until the server answers, no code is applied: the total shown is the one the
// checkout would charge.
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, apiMessage, logApiError, type CartLine, type PromoResult } from 'shared-api';
import { keepPromoCode, keptPromoCode } from '../../lib/visit-promo';

export interface PromoState {
  open: boolean;
  code: string;
  busy: boolean;
  /** The server's answer for the last code tried. */
  result: PromoResult | null;
  /** The message shown under the field (the server's message field when present). */
  message: string | null;
  /** The code the server accepted, '' when none. */
  applied: string;
  /** A code the buyer had applied, set aside while they pay in installments (which take no code), with what it saved. */
  setAside: { code: string; savings: number } | null;
}

export function usePromo(lines: CartLine[]) {
  const [state, setState] = useState<PromoState>({ open: false, code: '', busy: false, result: null, message: null, applied: '', setAside: null });
  const linesRef = useRef(lines);
  useEffect(() => { linesRef.current = lines; });
  const seq = useRef(0);
  // the code kept for the visit, while the server checks it again (applied only once it answers)
  const restoring = useRef('');

  const apply = useCallback(async (code: string) => {
    const n = ++seq.current;
    setState((s) => ({ ...s, code, open: true, busy: true }));
    try {
      const result = await api.getPromo(linesRef.current, code); // sent as typed, '' when blank
      if (n !== seq.current) return;
      restoring.current = '';
      const ok = result.status === 'success';
      // the code as the store names it, whatever case or spaces it was typed with
      const applied = ok ? result.code ?? code.trim() : '';
      keepPromoCode(applied); // the server's verdict: kept for the visit, or no longer
      setState((s) => ({ ...s, busy: false, result, message: result.message || null, applied, setAside: null }));
    } catch (e) {
      logApiError('promocode', e);
      if (n !== seq.current) return;
      restoring.current = '';
      // no verdict on the code (the network, the server): a kept one is tried again next time
      setState((s) => ({ ...s, busy: false, result: null, message: apiMessage(e), applied: '', setAside: null }));
    }
  }, []);

  const setOpen = useCallback((open: boolean) => setState((s) => ({ ...s, open })), []);
  const setCode = useCallback((code: string) => setState((s) => ({ ...s, code })), []);
  /**
   * Installments take no promotion code: the applied one is set aside (and said so in place, with
   * what it saved), to come back when the buyer returns to a full payment (restore).
   */
  const setAsideForInstallments = useCallback(() => {
    seq.current++;
    setState((s) => ({
      ...s, busy: false, result: null, message: null, applied: '',
      setAside: s.applied && s.result?.status === 'success' ? { code: s.applied, savings: s.result.totalSavings ?? 0 } : s.setAside,
    }));
  }, []);
  const setAsideRef = useRef(state.setAside);
  useEffect(() => { setAsideRef.current = state.setAside; });
  /** Back to a full payment: the code set aside for installments is checked and applied again. */
  const restore = useCallback(() => {
    const aside = setAsideRef.current;
    if (aside) void apply(aside.code);
  }, [apply]);

  const linesKey = lines.map((l) => `${l.productId}x${l.quantity}`).join(',');
  const appliedRef = useRef(state.applied);
  useEffect(() => { appliedRef.current = state.applied; });
  const checkedLines = useRef<string | null>(null);
  useEffect(() => {
    if (checkedLines.current === null) {
      // checkout opens: the code kept for this visit, checked with the server at these lines
      checkedLines.current = linesKey;
      const kept = keptPromoCode();
      if (kept && !appliedRef.current) {
        restoring.current = kept;
        void apply(kept);
      }
      return;
    }
    if (checkedLines.current === linesKey) return;
    checkedLines.current = linesKey;
    // other lines: the code in force (or the one being checked again) is checked at them
    const code = appliedRef.current || restoring.current;
    if (code) void apply(code);
  }, [linesKey, apply]);

  const accepted = state.result?.status === 'success' && state.applied !== '' ? state.result : null;
  return { ...state, accepted, apply, setOpen, setCode, setAsideForInstallments, restore };
}
