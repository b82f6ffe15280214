import { agendaMinutes, summitHours } from './summit-hours';
import { realLink } from './links';

describe("the summit day's hours come from its agenda", () => {
  const agenda = ['8:00-8:45', '11:15-12:00', '12:00-1:00', '4:30-4:45', '6:00-8:30 PM'].map((time) => ({ time }));
  it('reads AM and PM from the order of the day where the times do not say it', () => {
    expect(agendaMinutes(agenda)).toEqual([
      { start: 480, end: 525 }, { start: 675, end: 720 }, { start: 720, end: 780 }, { start: 990, end: 1005 }, { start: 1080, end: 1230 },
    ]);
  });
  it('runs from the first start to the last end (the gala), with the summit date and offset', () => {
    expect(summitHours({ startDate: '2027-03-04T08:00:00-05:00', endDate: '2027-03-04T20:00:00-05:00', agenda: agenda as never }))
      .toEqual({ start: '2027-03-04T08:00:00-05:00', end: '2027-03-04T20:30:00-05:00' });
  });
  it("falls back to the data's dates when the agenda has no readable times", () => {
    const c = { startDate: '2027-03-04T08:00:00-05:00', endDate: '2027-03-04T20:00:00-05:00' };
    expect(summitHours({ ...c, agenda: [{ time: 'All day' }] as never })).toEqual({ start: c.startDate, end: c.endDate });
  });
});

describe('links from the data', () => {
  it('keeps real web addresses and drops empty or placeholder ones', () => {
    expect(realLink('https://www.linkedin.com/in/x')).toBe('https://www.linkedin.com/in/x');
    for (const url of ['', null, 'https://www.helixa-therapeutics.example', 'https://example.com/x', 'javascript:alert(1)', 'not a url']) expect(realLink(url)).toBeNull();
  });
});
