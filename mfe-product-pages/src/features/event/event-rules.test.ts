import { eventCountdown, formatEventDate, formatEventRange, formatEventTime, isoOffsetMinutes, registrationOpen } from './event-rules';

const start = '2026-03-10T14:00:00.000Z';
const t0 = Date.parse(start);

describe('event countdown', () => {
  it('counts days, hours, minutes and seconds before the start', () => {
    const now = t0 - ((2 * 86400 + 3 * 3600 + 4 * 60 + 5) * 1000);
    expect(eventCountdown(start, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, started: false });
  });
  it('ticks down one second at a time', () => {
    expect(eventCountdown(start, t0 - 61_000)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 1, started: false });
    expect(eventCountdown(start, t0 - 60_000)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 0, started: false });
    expect(eventCountdown(start, t0 - 1_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1, started: false });
  });
  it('shows zeros at the start', () => {
    expect(eventCountdown(start, t0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, started: true });
  });
  it('shows zeros after the start', () => {
    expect(eventCountdown(start, t0 + 5 * 86400_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, started: true });
  });
  it('has no countdown without a start date', () => {
    expect(eventCountdown(null, t0)).toBeNull();
    expect(eventCountdown('not a date', t0)).toBeNull();
  });
});

describe('registration', () => {
  it('is open before the start and closed at and after it', () => {
    expect(registrationOpen(start, t0 - 1)).toBe(true);
    expect(registrationOpen(start, t0)).toBe(false);
    expect(registrationOpen(start, t0 + 1)).toBe(false);
  });
});

describe('event dates', () => {
  it('formats a one-day and a multi-day range', () => {
    expect(formatEventRange('2026-03-10T14:00:00', '2026-03-10T20:00:00')).toBe('Tuesday, March 10, 2026');
    expect(formatEventRange('2026-03-10T14:00:00', '2026-03-11T20:00:00')).toBe('Tuesday, March 10, 2026 to Wednesday, March 11, 2026');
    expect(formatEventRange(null, null)).toBeNull();
  });
});

describe('venue wall clock', () => {
  it('shows the time at the venue whatever the buyer time zone', () => {
    expect(formatEventDate('2027-05-14T09:00:00-04:00')).toBe('Friday, May 14, 2027');
    expect(formatEventTime('2027-05-14T09:00:00-04:00')).toBe('9:00 AM local time');
    expect(formatEventTime('2027-05-14T23:30:00+05:30')).toBe('11:30 PM local time');
    expect(formatEventDate('2027-05-14T23:30:00-08:00')).toBe('Friday, May 14, 2027');
    expect(formatEventTime('2026-03-10T14:00:00.000Z')).toBe('2:00 PM local time');
  });
  it('reads the offset', () => {
    expect(isoOffsetMinutes('2027-05-14T09:00:00-04:00')).toBe(-240);
    expect(isoOffsetMinutes('2027-05-14T09:00:00+0530')).toBe(330);
    expect(isoOffsetMinutes('2027-05-14T09:00:00Z')).toBe(0);
    expect(isoOffsetMinutes('2027-05-14T09:00:00')).toBeNull();
  });
});
