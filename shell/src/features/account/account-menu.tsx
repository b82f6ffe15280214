// The account menu of the desktop top bar when signed in (spec 2.2): loaded only for a signed-in
// visitor (account-area.tsx), so a signed-out first visit does not carry its code.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { preloadAuth, type AuthUser } from 'shared-auth';
import { theme } from 'shared-ui';
import { ACCOUNT_SLOT, Slot } from './account-slot';
import { Avatar, initialsOf } from './avatar';

const MenuButton = styled.button`
  width: ${ACCOUNT_SLOT.width}px; height: ${ACCOUNT_SLOT.height}px; display: inline-flex; align-items: center; gap: 8px;
  padding: 0 10px 0 6px; border: 2px solid rgba(255, 255, 255, 0.35); border-radius: 22px; background: transparent;
  color: #fff; font-weight: 600; font-size: 0.95rem; cursor: pointer;
  &:hover, &[aria-expanded='true'] { background: ${theme.color.navyLight}; border-color: rgba(255, 255, 255, 0.6); }
  &:focus-visible { outline: 3px solid #fff; outline-offset: 2px; }
  .caret { margin-left: auto; font-size: 0.8rem; }
`;
const Popover = styled.div`
  position: absolute; top: calc(100% + 8px); right: 0; width: 260px; padding: 6px; z-index: 800;
  background: #fff; border-radius: 10px; box-shadow: 0 10px 30px rgba(0, 0, 0, 0.2); color: ${theme.color.text};
`;
const Who = styled.div`
  padding: 10px 12px 12px; border-bottom: 1px solid ${theme.color.line}; margin-bottom: 6px;
  .label { display: block; font-size: 0.8rem; color: ${theme.color.muted}; }
  .email { display: block; font-weight: 700; color: ${theme.color.navy}; overflow-wrap: anywhere; }
`;
const itemStyle = `
  display: block; width: 100%; text-align: left; padding: 10px 12px; border-radius: 6px; border: 0; background: none;
  color: ${theme.color.navy}; font: inherit; font-weight: 500; text-decoration: none; cursor: pointer;
  &:hover, &:focus { background: ${theme.color.surfaceAlt}; outline: none; }
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: -3px; }
`;
const Item = styled(Link)`${itemStyle}`;
const SignOut = styled.button`${itemStyle} border-top: 1px solid ${theme.color.line}; border-radius: 0 0 6px 6px; margin-top: 6px;`;

const MENU_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/cart', label: 'Cart' },
  { to: '/profile', label: 'Profile' },
  { to: '/faq', label: 'FAQs' },
];

export function AccountMenu({ user, onSignOut }: { user: AuthUser; onSignOut: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const items = () => Array.from(wrap.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const openMenu = (where: 'first' | 'last') => {
    focusOnOpen.current = where;
    setOpen(true);
    preloadAuth(); // Sign out needs the SDK, which a stored session starts without
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen.current === 'last' ? list[list.length - 1] : list[0])?.focus();
    const outside = (e: Event) => {
      if (wrap.current && !wrap.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openMenu('first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openMenu('last');
    }
  };

  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const i = list.indexOf(document.activeElement as HTMLElement);
    const focus = (n: number) => list[(n + list.length) % list.length]?.focus();
    switch (e.key) {
      case 'Escape': e.preventDefault(); close(true); break;
      case 'ArrowDown': e.preventDefault(); focus(i + 1); break;
      case 'ArrowUp': e.preventDefault(); focus(i - 1); break;
      case 'Home': e.preventDefault(); focus(0); break;
      case 'End': e.preventDefault(); focus(list.length - 1); break;
      case 'Tab': setOpen(false); break;
      case ' ': // Space activates the focused item, as Enter does
        if (document.activeElement instanceof HTMLElement && list.includes(document.activeElement)) {
          e.preventDefault();
          document.activeElement.click();
        }
        break;
      default:
    }
  };

  const signOut = () => {
    setSigningOut(true);
    onSignOut().catch((err: unknown) => {
      console.error('[auth] sign out failed', err);
      setSigningOut(false);
    });
  };

  return (
    <Slot ref={wrap}>
      <MenuButton
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Account menu for ${user.email}`}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKey}
        data-testid="account-menu-button"
      >
        <Avatar src={user.picture} size={30} initials={initialsOf(user.name)} />
        <span>Account</span>
        <span className="caret" aria-hidden="true">▾</span>
      </MenuButton>
      {open && (
        <Popover onKeyDown={onMenuKey}>
          <Who>
            <span className="label">Signed in as</span>
            <span className="email" data-testid="account-email">{user.email}</span>
          </Who>
          <div id={menuId} role="menu" aria-label={`Account, signed in as ${user.email}`}>
            {MENU_LINKS.map((l) => (
              <Item key={l.to} to={l.to} role="menuitem" tabIndex={-1} onClick={() => close(false)}>{l.label}</Item>
            ))}
            <SignOut type="button" role="menuitem" tabIndex={-1} onClick={signOut} disabled={signingOut}>
              {signingOut ? 'Signing out…' : 'Sign out'}
            </SignOut>
          </div>
        </Popover>
      )}
    </Slot>
  );
}

