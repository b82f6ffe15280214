import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PRIVACY_POLICY_URL, SOCIAL_LINKS } from 'shared-ui';
import { Footer } from './footer';

it("links to the accreditor's privacy policy and the council's social media pages (spec 2.1), each in a new tab", () => {
  render(<MemoryRouter><Footer /></MemoryRouter>);
  const privacy = screen.getByRole('link', { name: /^Privacy policy/ });
  expect(privacy).toHaveAttribute('href', PRIVACY_POLICY_URL);
  expect(PRIVACY_POLICY_URL).toMatch(/^https:\/\/medicalaffairs-council\.org\//);
  expect(privacy).toHaveAttribute('target', '_blank');
  const social = within(screen.getByRole('list', { name: 'Follow us' })).getAllByRole('link');
  expect(social.map((a) => a.textContent?.replace(' (opens in a new tab)', ''))).toEqual(['LinkedIn', 'Facebook', 'X', 'Instagram', 'YouTube']);
  expect(social.map((a) => a.getAttribute('href'))).toEqual(SOCIAL_LINKS.map((s) => s.href));
  for (const a of social) {
    expect(a.getAttribute('href')).toMatch(/^https:\/\//);
    expect(a).toHaveAttribute('rel', 'noopener noreferrer');
  }
});
