import { HERO_SWAP_MS, HERO_TRANSITION_MS, startAlternation, type AlternationState, type TimerClock } from './alternation';

/** A manual clock: timers run only when the test advances time. */
function manualClock() {
  let now = 0;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void; every?: number }>();
  const clock: TimerClock = {
    setInterval: (fn, ms) => { const id = ++seq; timers.set(id, { at: now + ms, fn, every: ms }); return id; },
    clearInterval: (id) => { timers.delete(id as number); },
    setTimeout: (fn, ms) => { const id = ++seq; timers.set(id, { at: now + ms, fn }); return id; },
    clearTimeout: (id) => { timers.delete(id as number); },
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      let next: [number, { at: number; fn: () => void; every?: number }] | null = null;
      for (const e of timers) if (e[1].at <= end && (!next || e[1].at < next[1].at)) next = e;
      if (!next) break;
      const [id, t] = next;
      now = t.at;
      if (t.every) t.at += t.every; else timers.delete(id);
      t.fn();
    }
    now = end;
  };
  return { clock, advance, pending: () => timers.size };
}

describe('hero alternation', () => {
  it('swaps every 10000 ms with a 500 ms transition (spec 9)', () => {
    expect(HERO_SWAP_MS).toBe(10_000);
    expect(HERO_TRANSITION_MS).toBe(500);
    const { clock, advance } = manualClock();
    const seen: AlternationState[] = [];
    startAlternation({ count: 2, clock, onChange: (s) => seen.push(s) });

    advance(9_999);
    expect(seen).toEqual([]);
    advance(1);
    expect(seen).toEqual([{ index: 0, transitioning: true }]);
    advance(499);
    expect(seen).toHaveLength(1);
    advance(1);
    expect(seen[1]).toEqual({ index: 1, transitioning: false });
    advance(10_000);
    expect(seen.slice(2)).toEqual([{ index: 1, transitioning: true }, { index: 0, transitioning: false }]);
  });

  it('stops cleanly, including in the middle of a transition', () => {
    const { clock, advance, pending } = manualClock();
    const seen: AlternationState[] = [];
    const stop = startAlternation({ count: 2, clock, onChange: (s) => seen.push(s) });
    advance(10_200);
    expect(seen).toEqual([{ index: 0, transitioning: true }]);
    stop();
    expect(pending()).toBe(0);
    advance(60_000);
    expect(seen).toHaveLength(1);
  });

  it('does nothing with fewer than two states', () => {
    const { clock, advance, pending } = manualClock();
    const onChange = jest.fn();
    startAlternation({ count: 1, clock, onChange });
    advance(30_000);
    expect(onChange).not.toHaveBeenCalled();
    expect(pending()).toBe(0);
  });

  it('cycles through more than two states', () => {
    const { clock, advance } = manualClock();
    const idx: number[] = [];
    startAlternation({ count: 3, clock, onChange: (s) => { if (!s.transitioning) idx.push(s.index); } });
    advance(4 * 10_500);
    expect(idx).toEqual([1, 2, 0, 1]);
  });
});
