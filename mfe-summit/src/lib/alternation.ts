// The mobile hero alternates between its states every 10000 ms with a 500 ms transition (spec 9).
// A small timer machine with an injectable clock, so unit tests and the browser clock drive it.

export const HERO_SWAP_MS = 10_000;
export const HERO_TRANSITION_MS = 500;

export interface TimerClock {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/** The page's own timers (looked up at call time, so a test or browser clock that replaces them is used). */
export const windowClock: TimerClock = {
  setInterval: (fn, ms) => window.setInterval(fn, ms),
  clearInterval: (id) => window.clearInterval(id as number),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (id) => window.clearTimeout(id as number),
};

export interface AlternationState { index: number; transitioning: boolean }

/**
 * Every `intervalMs` the state starts a transition (transitioning = true); `transitionMs` later the
 * index moves to the next state and the transition ends. Returns a stop function.
 */
export function startAlternation(opts: {
  count: number;
  onChange: (s: AlternationState) => void;
  clock?: TimerClock;
  intervalMs?: number;
  transitionMs?: number;
  startIndex?: number;
}): () => void {
  const { count, onChange, clock = windowClock, intervalMs = HERO_SWAP_MS, transitionMs = HERO_TRANSITION_MS } = opts;
  if (count < 2) return () => {};
  let index = (opts.startIndex ?? 0) % count;
  let pending: unknown = null;
  const interval = clock.setInterval(() => {
    onChange({ index, transitioning: true });
    pending = clock.setTimeout(() => {
      pending = null;
      index = (index + 1) % count;
      onChange({ index, transitioning: false });
    }, transitionMs);
  }, intervalMs);
  return () => {
    clock.clearInterval(interval);
    if (pending !== null) clock.clearTimeout(pending);
  };
}
