import { STICKY_OFFSET, activeSection, isNavFixed, scrollTargetFor } from './sticky-nav';

describe('sticky section navigation', () => {
  it('sticks flush under the 72 px top bar, at the spec offset', () => {
    expect(STICKY_OFFSET).toBe(72);
  });

  it('stays in the flow while its place is below the offset line', () => {
    expect(isNavFixed(500)).toBe(false);
    expect(isNavFixed(73)).toBe(false);
  });

  it('fixes once its place reaches 72 px from the top, and stays fixed further down', () => {
    expect(isNavFixed(72)).toBe(true);
    expect(isNavFixed(0)).toBe(true);
    expect(isNavFixed(-2400)).toBe(true);
  });

  it('unfixes when scrolled back above the threshold', () => {
    const tops = [300, 100, 72, -50, 71.5, 72.5, 200];
    expect(tops.map((t) => isNavFixed(t))).toEqual([false, false, true, true, true, false, false]);
  });

  it('honours another offset', () => {
    expect(isNavFixed(100, 120)).toBe(true);
    expect(isNavFixed(121, 120)).toBe(false);
  });
});

describe('section in view', () => {
  const nav = 56;
  const at = (tops: number[]) => activeSection(
    ['why-attend', 'agenda', 'payment', 'about-council', 'sponsorship'].map((id, i) => ({ id, top: tops[i]! })), nav,
  );
  it('is none above the first section', () => {
    expect(at([400, 1200, 2000, 2800, 3400])).toBeNull();
  });
  it('is the last section whose top passed the line below the fixed navigation', () => {
    expect(at([STICKY_OFFSET + nav + 1, 900, 1700, 2500, 3100])).toBe('why-attend');
    expect(at([-900, 10, 800, 1600, 2200])).toBe('agenda');
    expect(at([-3000, -2200, -1400, -600, 100])).toBe('sponsorship');
  });
  it('counts the last section at the bottom of the page, where its top cannot reach the line', () => {
    const tops = [-3000, -2200, -1400, -600, 300];
    expect(activeSection(['a', 'b', 'c', 'd', 'e'].map((id, i) => ({ id, top: tops[i]! })), nav)).toBe('d');
    expect(activeSection(['a', 'b', 'c', 'd', 'e'].map((id, i) => ({ id, top: tops[i]! })), nav, STICKY_OFFSET, true)).toBe('e');
    expect(activeSection([], nav, STICKY_OFFSET, true)).toBeNull();
  });
  it('does not count a section just below the line', () => {
    expect(at([STICKY_OFFSET + nav + 2, 900, 1700, 2500, 3100])).toBeNull();
  });
});

describe('scroll target', () => {
  it('puts the section just below the fixed navigation', () => {
    expect(scrollTargetFor(2000, 56)).toBe(2000 - 72 - 56);
    expect(scrollTargetFor(50, 56)).toBe(0);
  });
});
