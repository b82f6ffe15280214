import { act, render, screen } from '@testing-library/react';
import { Countdown, countdownParts } from './countdown';

describe('countdownParts', () => {
  const t = Date.parse('2026-06-01T00:00:00Z');
  it('splits the time left', () => {
    expect(countdownParts(t, t - (86400 + 3600 + 60 + 1) * 1000)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1, started: false });
  });
  it('is zero at and after the target, and for an invalid date', () => {
    expect(countdownParts(t, t)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, started: true });
    expect(countdownParts(t, t + 1)).toMatchObject({ started: true, seconds: 0 });
    expect(countdownParts('nonsense', t)).toMatchObject({ started: true });
  });
});

describe('Countdown', () => {
  afterEach(() => jest.useRealTimers());
  it('ticks every second without announcing the digits', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    render(<Countdown target={1_000_000 + 2500} label="Starts June 1" />);
    const timer = screen.getByRole('timer', { name: 'Starts June 1' });
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(screen.getByTestId('countdown-seconds')).toHaveTextContent('02');
    expect(screen.getByTestId('countdown-seconds').closest('[aria-hidden="true"]')).not.toBeNull();
    act(() => { jest.advanceTimersByTime(1000); });
    expect(screen.getByTestId('countdown-seconds')).toHaveTextContent('01');
    act(() => { jest.advanceTimersByTime(2000); });
    expect(screen.getByTestId('countdown-seconds')).toHaveTextContent('00');
  });
});
