import { parseSummitContent } from './summit-content';
import { contentFixture } from '../test/fixtures';

describe('parseSummitContent', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('accepts the API shape', () => {
    const c = parseSummitContent(contentFixture(), 'summit-march-2025');
    expect(c).not.toBeNull();
    expect(c!.speakers).toHaveLength(10);
    expect(c!.agenda[0]).toEqual({ id: 'registration', time: '8:00-8:45', session: 'Registration & Networking Breakfast', speakers: [], note: '' });
    expect(c!.variant).toBe('full');
    expect(c!.meta?.title).toBe('Test Summit | ACMA');
  });

  it('is null without content (a conference that is not a summit page)', () => {
    expect(parseSummitContent(null, 'x')).toBeNull();
    expect(parseSummitContent(undefined, 'x')).toBeNull();
    expect(parseSummitContent([], 'x')).toBeNull();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('reports and refuses a malformed entry instead of half-rendering it', () => {
    const bad = contentFixture();
    (bad.speakers as Record<string, unknown>[])[3]!.profileUrl = 42;
    expect(parseSummitContent(bad, 'x')).toBeNull();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('speakers[3].profileUrl'));

    const dates = contentFixture();
    dates.endDate = '2025-03-06T07:00:00-05:00';
    expect(parseSummitContent(dates, 'x')).toBeNull();

    const noTiers = contentFixture();
    delete (noTiers.registration as Record<string, unknown>).tiers;
    expect(parseSummitContent(noTiers, 'x')).toBeNull();
  });

  it('treats an unknown variant as none', () => {
    expect(parseSummitContent({ ...contentFixture(), variant: 'vip' }, 'x')!.variant).toBeNull();
  });
});
