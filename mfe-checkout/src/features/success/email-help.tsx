// 'Did not receive an email?' (spelled right, not as the spec's typo): a toggletip that opens on hover, focus or click
// and says to allow 2-5 minutes, check the spam folder, and contact the team. Escape closes it.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from 'shared-ui';
import { SUPPORT_EMAIL } from './success-variant';

const Wrap = styled.div`position: relative; display: inline-block;`;
const Trigger = styled.button`
  background: none; border: 0; padding: 4px 0; min-height: 36px; cursor: pointer; font: inherit; font-weight: 600;
  color: ${theme.color.focus}; text-decoration: underline dotted; text-underline-offset: 3px;
  display: inline-flex; align-items: center; gap: 6px;
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; border-radius: 4px; }
`;
const Tip = styled.div`
  position: absolute; z-index: 20; left: 50%; transform: translateX(-50%); top: calc(100% + 6px);
  width: min(86vw, 340px); text-align: left; background: ${theme.color.navy}; color: #fff; border-radius: 8px;
  padding: 14px 16px; box-shadow: 0 8px 28px rgba(20, 33, 61, 0.25); font-size: 0.95rem;
  p { margin: 0; } p + p, ul + p { margin-top: 8px; }
  ul { margin: 6px 0 0; padding-left: 18px; }
  a { color: ${theme.color.accent}; font-weight: 700; }
`;

export function EmailHelp() {
  const [open, setOpen] = useState(false);
  const [pinned, setPinned] = useState(false);
  const id = useId();
  const shown = open || pinned;
  const close = () => { setOpen(false); setPinned(false); };
  return (
    <Wrap
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(e) => { if (e.key === 'Escape') close(); }}
      onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close(); }}
    >
      <Trigger type="button" aria-expanded={shown} aria-controls={id} onClick={() => setPinned((p) => !p)} onFocus={() => setOpen(true)}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 10.5v6.5M12 7v.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
        Did not receive an email?
      </Trigger>
      <Tip id={id} role="status" hidden={!shown}>
        <p>Emails can take a little while to arrive:</p>
        <ul>
          <li>Allow 2-5 minutes after your payment.</li>
          <li>Check your spam or junk folder.</li>
        </ul>
        <p>Still nothing? <Link to="/contact-us">Contact us</Link> or write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.</p>
      </Tip>
    </Wrap>
  );
}
