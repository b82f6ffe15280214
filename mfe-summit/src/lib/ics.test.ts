import { buildIcs, escapeIcsText, foldIcsLine, icsFileName, octets, toIcsUtc } from './ics';

const event = {
  uid: 'summit-march-2025@acma-summit',
  title: 'ACMA Summit 2025',
  start: '2025-03-06T08:00:00-05:00',
  end: '2025-03-06T20:00:00-05:00',
  location: 'The Wexford Grand Hotel & Conference Center, 400 Carnegie Commons Drive, Princeton, NJ 08540',
  description: 'One day; many voices.\nSecond line',
  url: 'http://localhost/conference/summit-march-2025',
};
const now = new Date('2024-12-01T10:20:30.456Z');

/** Unfolds continuation lines (RFC 5545 3.1) and splits on CRLF. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('buildIcs', () => {
  const ics = buildIcs(event, now);

  it('is a VCALENDAR with one VEVENT and CRLF line endings only', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain('PRODID:');
  });

  it('converts the local times with their offset to UTC', () => {
    const lines = unfold(ics);
    expect(lines).toContain('DTSTART:20250306T130000Z');
    expect(lines).toContain('DTEND:20250307T010000Z');
    expect(lines).toContain('DTSTAMP:20241201T102030Z');
  });

  it('carries UID, SUMMARY, LOCATION and an escaped DESCRIPTION', () => {
    const lines = unfold(ics);
    expect(lines).toContain('UID:summit-march-2025@acma-summit');
    expect(lines).toContain('SUMMARY:ACMA Summit 2025');
    expect(lines).toContain('LOCATION:The Wexford Grand Hotel & Conference Center\\, 400 Carnegie Commons Drive\\, Princeton\\, NJ 08540');
    expect(lines).toContain('DESCRIPTION:One day\\; many voices.\\nSecond line');
    expect(lines).toContain('URL:http://localhost/conference/summit-march-2025');
  });

  it('folds every physical line to at most 75 octets', () => {
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(ics).toContain('\r\n '); // the long LOCATION was folded
  });

  it('refuses an event that ends before it starts or has a bad date', () => {
    expect(() => buildIcs({ ...event, end: event.start }, now)).toThrow(RangeError);
    expect(() => buildIcs({ ...event, start: 'not a date' }, now)).toThrow(RangeError);
  });
});

describe('ics helpers', () => {
  it('formats UTC stamps', () => {
    expect(toIcsUtc(new Date('2025-01-02T03:04:05Z'))).toBe('20250102T030405Z');
    expect(() => toIcsUtc(new Date('x'))).toThrow(RangeError);
  });
  it('escapes text values', () => {
    expect(escapeIcsText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
  it('leaves short lines alone and folds multi-byte text without splitting characters', () => {
    expect(foldIcsLine('SUMMARY:short')).toBe('SUMMARY:short');
    const long = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldIcsLine(long);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(octets('aé€😀')).toBe(Buffer.byteLength('aé€😀', 'utf8'));
  });
  it('folds at exactly 75 octets: a 75-octet line stays whole, lines of 76 to 80 octets are folded after octet 75', () => {
    const line = (n: number) => `DESCRIPTION:${'x'.repeat(n - 'DESCRIPTION:'.length)}`;
    expect(foldIcsLine(line(75))).toBe(line(75));
    for (const n of [76, 77, 78, 79, 80]) {
      const text = line(n);
      expect(foldIcsLine(text)).toBe(`${text.slice(0, 75)}\r\n ${text.slice(75)}`);
    }
    // continuation lines hold 74 octets after their leading space (75 in all)
    const long = line(75 + 74 + 1);
    expect(foldIcsLine(long)).toBe(`${long.slice(0, 75)}\r\n ${long.slice(75, 149)}\r\n ${long.slice(149)}`);
    // a multi-byte character that would cross octet 75 moves whole to the next line
    const edge = `${line(74)}é`;
    expect(foldIcsLine(edge)).toBe(`${line(74)}\r\n é`);
    expect(foldIcsLine(`${line(73)}é`)).toBe(`${line(73)}é`);
  });
  it('names the file after the slug', () => {
    expect(icsFileName('summit-march-2025')).toBe('summit-march-2025.ics');
    expect(icsFileName('../../x y')).toBe('x-y.ics');
  });
});
