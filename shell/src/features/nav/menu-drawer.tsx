// The phone menu (spec 2.2): the side drawer with the account block and the same navigation as the
// top bar. It is rendered in <body>, not inside the sticky header: the header's stacking context
// (z-index 700) would put it under the bottom tab bar, which covered its last links on a phone; and
// the tab bar is inert while the menu is open, so a tap meant for the menu never lands on it.
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Drawer, theme } from 'shared-ui';
import { DrawerAccount } from '../account/drawer-account';
import { ABOUT_URL, certificationLinks, moreInfoLinks } from './nav-links';

const DrawerNav = styled.nav`
  display: flex; flex-direction: column; gap: 4px;
  h3 { margin: 16px 0 4px; font-size: 0.85rem; text-transform: uppercase; letter-spacing: 1px; color: ${theme.color.muted}; }
  a { color: ${theme.color.navy}; text-decoration: none; padding: 10px 8px; border-radius: 6px; font-weight: 600; }
  a:hover, a:focus-visible { background: ${theme.color.surfaceAlt}; }
`;

export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  useEffect(() => {
    const bar = document.querySelector('[data-testid="bottom-bar"]');
    bar?.toggleAttribute('inert', open);
    return () => bar?.removeAttribute('inert');
  }, [open]);
  return createPortal(
    <Drawer open={open} onClose={onClose} title="Menu" side="left" id="side-drawer">
      <DrawerAccount />
      <DrawerNav aria-label="Menu" onClick={(e) => { if ((e.target as HTMLElement).closest('a')) onClose(); }}>
        <Link to="/">Home</Link>
        <Link to="/catalog">Product Catalog</Link>
        <h3>Certifications</h3>
        {certificationLinks.map((l) => <Link key={l.to} to={l.to}>{l.label}</Link>)}
        <h3>More Info</h3>
        {moreInfoLinks.map((l) => <Link key={l.to} to={l.to}>{l.label}</Link>)}
        <a href={ABOUT_URL} target="_blank" rel="noopener noreferrer">About</a>
        <Link to="/cart">Cart</Link>
      </DrawerNav>
    </Drawer>,
    document.body,
  );
}
