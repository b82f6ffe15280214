import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from 'shared-ui';
import { Panel } from './form-controls';

const List = styled.ul`
  list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px;
  a { display: inline-flex; min-height: 36px; align-items: center; font-weight: 600; color: ${theme.color.focus}; }
`;

/** The BCMAS expert-links panel: where to read more before paying, or to ask the team. */
export function ExpertLinks() {
  return (
    <Panel aria-labelledby="bcmas-expert-links" data-testid="expert-links">
      <h2 id="bcmas-expert-links">Questions about BCMAS?</h2>
      <p>Our program advisors help medical affairs professionals choose the right path every day.</p>
      <List>
        <li><Link to="/certification/bcmas">The BCMAS board certification program</Link></li>
        <li><Link to="/faq">Frequently asked questions</Link></li>
        <li><Link to="/contact-us/mas-b2c">Talk to a BCMAS advisor</Link></li>
        <li><Link to="/contact-us/mas-b2b">Licenses for your team or company</Link></li>
        <li><Link to="/terms#refund">Refund and cancellation terms</Link></li>
        <li><Link to="/policies">System requirements</Link></li>
      </List>
    </Panel>
  );
}

const Notice = styled.aside`
  border-left: 6px solid ${theme.color.accent}; background: ${theme.color.surfaceAlt}; border-radius: 8px; padding: 14px 16px;
  p { margin: 0; } p + p { margin-top: 6px; }
`;

/** What happens after payment: the login email and how long it takes. */
export function EmailNotice({ email }: { email: string }) {
  return (
    <Notice aria-label="About your login email">
      <p><strong>Watch your inbox.</strong> After payment we email the login details of your learning-platform account to {email.trim() || 'the address above'}.</p>
      <p>It can take 2-5 minutes to arrive; if it does not, check your spam folder or contact our team.</p>
    </Notice>
  );
}
