import { parseTags, visibleSkillTags } from './skill-tags';

describe('skill tags', () => {
  it('parse comma text, trimming blanks and repeats', () => {
    expect(parseTags(' KOL engagement, Scientific communication ,, kol engagement ')).toEqual(['KOL engagement', 'Scientific communication']);
    expect(parseTags(null)).toEqual([]);
  });
  it('show only with 2 or more tags', () => {
    expect(visibleSkillTags('Evidence synthesis')).toEqual([]);
    expect(visibleSkillTags('')).toEqual([]);
    expect(visibleSkillTags('A, A')).toEqual([]);
    expect(visibleSkillTags('Evidence synthesis, Field medical')).toEqual(['Evidence synthesis', 'Field medical']);
    expect(visibleSkillTags('a,b,c')).toHaveLength(3);
  });
});
