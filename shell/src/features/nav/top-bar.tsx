import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Drawer, media, theme } from 'shared-ui';
import { AccountArea } from '../account/account-area';
import { DrawerAccount } from '../account/drawer-account';
import { CartLink } from './cart-link';
import { Dropdown } from './dropdown';
import { setMenuOpen } from './menu-state';
import { ABOUT_URL, certificationLinks, moreInfoLinks } from './nav-links';

const Bar = styled.header`
  position: sticky; top: 0; z-index: 700; background: ${theme.color.navy}; color: #fff; height: ${theme.navHeight}px;
`;
const Inner = styled.nav`
  max-width: ${theme.maxWidth}; margin: 0 auto; height: 100%; padding: 0 20px;
  display: flex; align-items: center; gap: 8px;
`;
const Logo = styled(Link)`
  color: #fff; text-decoration: none; font-weight: 800; font-size: 1.3rem; letter-spacing: 0.5px; margin-right: 16px;
  display: inline-flex; align-items: center; gap: 8px; min-height: 44px;
  span { color: ${theme.color.accent}; }
`;
const DesktopOnly = styled.div`
  display: flex; align-items: center; gap: 4px; flex: 1;
  ${media.mobile} { display: none; }
`;
const TopLink = styled(NavLink)`
  color: #fff; text-decoration: none; font-weight: 600; padding: 10px 12px; border-radius: 6px; min-height: 44px;
  display: inline-flex; align-items: center;
  &:hover, &.active { background: ${theme.color.navyLight}; }
`;
const External = styled.a`
  color: #fff; text-decoration: none; font-weight: 600; padding: 10px 12px; border-radius: 6px;
  &:hover { background: ${theme.color.navyLight}; }
`;
const Right = styled.div`
  margin-left: auto; display: flex; align-items: center; gap: 12px; color: #fff;
`;
const Hamburger = styled.button`
  display: none; background: none; border: 0; color: #fff; min-width: 44px; min-height: 44px; cursor: pointer;
  ${media.mobile} { display: inline-flex; align-items: center; justify-content: center; }
`;
const DesktopAccount = styled.div`${media.mobile} { display: none; }`;
const DrawerNav = styled.nav`
  display: flex; flex-direction: column; gap: 4px;
  h3 { margin: 16px 0 4px; font-size: 0.85rem; text-transform: uppercase; letter-spacing: 1px; color: ${theme.color.muted}; }
  a { color: ${theme.color.navy}; text-decoration: none; padding: 10px 8px; border-radius: 6px; font-weight: 600; }
  a:hover, a:focus-visible { background: ${theme.color.surfaceAlt}; }
`;

export function TopBar() {
  const [drawer, setDrawer] = useState(false);
  const close = () => setDrawer(false);
  useEffect(() => { setMenuOpen(drawer); }, [drawer]);
  return (
    <Bar>
      <Inner aria-label="Main">
        <Hamburger aria-label="Open menu" aria-expanded={drawer} aria-controls="side-drawer" onClick={() => setDrawer(true)}>
          <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" /></svg>
        </Hamburger>
        <Logo to="/" aria-label="ACMA home"><span aria-hidden="true">◆</span>ACMA</Logo>
        <DesktopOnly>
          <TopLink to="/catalog">Product Catalog</TopLink>
          <Dropdown label="Certifications" links={certificationLinks} />
          <Dropdown label="More Info" links={moreInfoLinks} />
          <External href={ABOUT_URL} target="_blank" rel="noopener noreferrer">About<span className="visually-hidden"> (opens in a new tab)</span></External>
        </DesktopOnly>
        <Right>
          <CartLink />
          <DesktopAccount><AccountArea /></DesktopAccount>
        </Right>
      </Inner>
      {/* In <body>, not in this sticky header: the header's stacking context (z-index 700) would put
          the menu under the bottom tab bar, which covered its last links on a phone. */}
      {createPortal(<Drawer open={drawer} onClose={close} title="Menu" side="left" id="side-drawer">
        <DrawerAccount />
        <DrawerNav aria-label="Menu" onClick={(e) => { if ((e.target as HTMLElement).closest('a')) close(); }}>
          <Link to="/">Home</Link>
          <Link to="/catalog">Product Catalog</Link>
          <h3>Certifications</h3>
          {certificationLinks.map((l) => <Link key={l.to} to={l.to}>{l.label}</Link>)}
          <h3>More Info</h3>
          {moreInfoLinks.map((l) => <Link key={l.to} to={l.to}>{l.label}</Link>)}
          <a href={ABOUT_URL} target="_blank" rel="noopener noreferrer">About</a>
          <Link to="/cart">Cart</Link>
        </DrawerNav>
      </Drawer>, document.body)}
    </Bar>
  );
}
