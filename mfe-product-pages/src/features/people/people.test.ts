import { toPeople } from './people';

describe('speakers', () => {
  it('read both shapes', () => {
    expect(toPeople([{ speakerName: 'Dr. Ana Ruiz', speakerTitle: 'VP Medical Affairs', speakerImage: '/a.webp', speakerDescription: 'Leads field teams.' }]))
      .toEqual([{ name: 'Dr. Ana Ruiz', title: 'VP Medical Affairs', image: '/a.webp', description: 'Leads field teams.' }]);
    expect(toPeople([{ name: 'Sam Lee', title: 'MSL Director', image: '/s.webp' }]))
      .toEqual([{ name: 'Sam Lee', title: 'MSL Director', image: '/s.webp', description: '' }]);
  });
  it('skip nameless entries and missing lists', () => {
    expect(toPeople([{ name: ' ', title: '', image: '' }])).toEqual([]);
    expect(toPeople(undefined)).toEqual([]);
  });
});
