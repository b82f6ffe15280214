import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ABOUT_URL, PRIVACY_POLICY_URL, SOCIAL_LINKS, bottomRoom, media, theme } from 'shared-ui';

// its end leaves room for the tab bar (phone) and what a page fixes at the bottom (the chat
// launcher: bottomRoom), so that its last links can be scrolled clear of both
const Foot = styled.footer`
  background: ${theme.color.navy}; color: ${theme.color.onNavy}; padding: 40px 20px; margin-top: 48px;
  padding-bottom: calc(40px + ${bottomRoom});
  ${media.mobile} { padding-bottom: calc(${theme.bottomBarHeight + 32}px + ${bottomRoom}); }
  a { color: #fff; }
`;
const Inner = styled.div`
  max-width: ${theme.maxWidth}; margin: 0 auto; display: flex; flex-wrap: wrap; gap: 24px 48px; justify-content: space-between;
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
`;

const NewTab = () => <span className="visually-hidden"> (opens in a new tab)</span>;

export function Footer() {
  return (
    <Foot>
      <Inner>
        <div>
          <strong>Accreditation Council for Medical Affairs</strong>
          <p>Board certifications and continuing education for medical affairs professionals since 2015.</p>
        </div>
        <ul aria-label="Store">
          <li><Link to="/catalog">Product Catalog</Link></li>
          <li><Link to="/certifications">Certifications</Link></li>
          <li><Link to="/faq">FAQs</Link></li>
        </ul>
        <ul aria-label="Policies">
          <li><Link to="/terms">Terms &amp; Conditions</Link></li>
          <li><Link to="/terms#refund">Refund policy</Link></li>
          <li><Link to="/policies">System requirements</Link></li>
          <li><a href={PRIVACY_POLICY_URL} target="_blank" rel="noopener noreferrer">Privacy policy<NewTab /></a></li>
          <li><a href={ABOUT_URL} target="_blank" rel="noopener noreferrer">About the council<NewTab /></a></li>
        </ul>
        <ul aria-label="Follow us">
          {SOCIAL_LINKS.map((s) => (
            <li key={s.name}><a href={s.href} target="_blank" rel="noopener noreferrer">{s.name}<NewTab /></a></li>
          ))}
        </ul>
      </Inner>
    </Foot>
  );
}
