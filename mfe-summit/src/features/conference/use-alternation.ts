import { useEffect, useState } from 'react';
import { startAlternation, windowClock, type AlternationState, type TimerClock } from '../../lib/alternation';

/** The hero's current state; alternates only while `enabled` (mobile). Resets to the first state when disabled. */
export function useAlternation(count: number, enabled: boolean, clock: TimerClock = windowClock): AlternationState {
  const [state, setState] = useState<AlternationState>({ index: 0, transitioning: false });
  useEffect(() => {
    if (!enabled) { setState({ index: 0, transitioning: false }); return undefined; }
    return startAlternation({ count, clock, onChange: setState });
  }, [count, enabled, clock]);
  return state;
}
