import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { media } from './theme';

export interface CountdownParts { days: number; hours: number; minutes: number; seconds: number; started: boolean }

/** Time left until `target` in whole days, hours, minutes and seconds; all zero once it has started. */
export function countdownParts(target: string | number | Date, now: number): CountdownParts {
  const t = new Date(target).getTime();
  if (!Number.isFinite(t)) return { days: 0, hours: 0, minutes: 0, seconds: 0, started: true };
  const left = Math.floor((t - now) / 1000);
  if (left <= 0) return { days: 0, hours: 0, minutes: 0, seconds: 0, started: true };
  return {
    days: Math.floor(left / 86400),
    hours: Math.floor((left % 86400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    started: false,
  };
}

/**
 * The current time, refreshed every `intervalMs` while `running`; null on the first render. The first
 * render is the server's and the browser's hydration of it, which must be the same markup: the time
 * differs between them (and a served document may be kept for a minute), so nothing that ticks is
 * rendered before the page is live (the event page once failed to hydrate: React error #418).
 */
export function useNow(intervalMs = 1000, running = true): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    if (!running) return undefined;
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs, running]);
  return now;
}

const Row = styled.div`display: flex; gap: 12px; flex-wrap: wrap;`;
const Cell = styled.div`
  min-width: 76px; padding: 10px 8px; border-radius: 10px; text-align: center;
  background: rgba(255, 255, 255, 0.12); border: 1px solid rgba(255, 255, 255, 0.35);
  strong { display: block; font-size: 2rem; line-height: 1.1; font-variant-numeric: tabular-nums; }
  span { font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.06em; }
  ${media.mobile} { min-width: 64px; strong { font-size: 1.5rem; } }
`;
const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A live countdown in days, hours, minutes and seconds (ticks every second, zeros once started).
 * The ticking digits are hidden from assistive technology; `label` (for example the start date)
 * is what screen readers announce, so nothing is read out every second. Until the page is live
 * (`now` null: the server's render and the hydration) the digits are placeholders.
 */
export function Countdown({ target, label, now, className }: { target: string | number | Date; label: string; now?: number | null; className?: string }) {
  const own = useNow(1000, now === undefined && !countdownParts(target, Date.now()).started);
  const at = now === undefined ? own : now;
  const parts = at === null ? null : countdownParts(target, at);
  return (
    <Row role="timer" aria-live="off" aria-atomic="false" aria-label={label} className={className} data-started={parts?.started} data-testid="countdown">
      {UNITS.map((u) => (
        <Cell key={u} aria-hidden="true">
          <strong data-testid={`countdown-${u}`}>{parts ? pad(parts[u]) : '--'}</strong>
          <span>{u}</span>
        </Cell>
      ))}
    </Row>
  );
}
