import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { media, theme } from 'shared-ui';
import { AccountArea } from '../account/account-area';
import { ACCOUNT_SLOT } from '../account/account-slot';
import { CartLink } from './cart-link';
import { Dropdown } from './dropdown';
import { ABOUT_URL, certificationLinks, moreInfoLinks } from './nav-links';

// The phone menu's code loads when it is wanted (the ☰ button hovered, touched, focused or pressed),
// not with every first page (the first-load budget).
const loadMenu = () => import('./menu-drawer');
const MenuDrawer = lazy(async () => ({ default: (await loadMenu()).MenuDrawer }));
const preloadMenu = () => { void loadMenu(); };

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
  color: #fff; text-decoration: none; font-weight: 600; padding: 10px 12px; border-radius: 6px; min-height: 44px;
  display: inline-flex; align-items: center;
  &:hover { background: ${theme.color.navyLight}; }
`;
// (on a desktop the account slot's column is there before the slot itself: a slow parser that has
// painted the cart link but not yet the slot does not move the cart when the slot arrives)
const Right = styled.div`
  margin-left: auto; display: grid; grid-template-columns: auto ${ACCOUNT_SLOT.width}px; align-items: center; gap: 12px; color: #fff;
  ${media.mobile} { display: flex; }
`;
const Hamburger = styled.button`
  display: none; background: none; border: 0; color: #fff; min-width: 44px; min-height: 44px; cursor: pointer;
  ${media.mobile} { display: inline-flex; align-items: center; justify-content: center; }
`;
const DesktopAccount = styled.div`${media.mobile} { display: none; }`;

export function TopBar() {
  const [drawer, setDrawer] = useState(false);
  const [wanted, setWanted] = useState(false);
  const close = () => setDrawer(false);
  return (
    <Bar>
      <Inner aria-label="Main">
        <Hamburger aria-label="Open menu" aria-expanded={drawer} aria-controls="side-drawer" onClick={() => { setWanted(true); setDrawer(true); }}
          onPointerEnter={preloadMenu} onTouchStart={preloadMenu} onFocus={preloadMenu}>
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
      {wanted && <Suspense fallback={null}><MenuDrawer open={drawer} onClose={close} /></Suspense>}
    </Bar>
  );
}
