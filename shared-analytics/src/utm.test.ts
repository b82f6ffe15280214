import { captureUtm, getUtm } from './utm';

beforeEach(() => localStorage.clear());

it('saves utm values from the address and keeps them for later pages', () => {
  expect(captureUtm('?utm_source=newsletter&utm_medium=email&utm_campaign=spring&x=1')).toEqual({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' });
  expect(captureUtm('?page=2')).toEqual({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' });
  expect(getUtm()).toEqual({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' });
});

it('replaces earlier values when a new campaign arrives and caps their length', () => {
  captureUtm('?utm_source=a&utm_medium=b&utm_campaign=c');
  captureUtm(`?utm_source=${'z'.repeat(500)}`);
  expect(getUtm()).toEqual({ utm_source: 'z'.repeat(200) });
});
