import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme, useFocusTrap } from 'shared-ui';

const Wrap = styled.div`position: relative;`;
const Trigger = styled.button`
  background: none; border: 0; color: #fff; font-weight: 600; font-size: 1rem; cursor: pointer;
  padding: 10px 12px; min-height: 44px; display: inline-flex; align-items: center; gap: 6px; border-radius: 6px;
  &:hover { background: ${theme.color.navyLight}; }
`;
const Menu = styled.ul`
  position: absolute; top: calc(100% + 6px); left: 0; min-width: 220px; margin: 0; padding: 6px; list-style: none;
  background: #fff; border-radius: 10px; box-shadow: 0 10px 30px rgba(0,0,0,.2); z-index: 800;
  &[hidden] { display: none; }
  a { display: block; padding: 10px 12px; color: ${theme.color.navy}; text-decoration: none; border-radius: 6px; font-weight: 500; }
  a:hover, a:focus-visible { background: ${theme.color.surfaceAlt}; }
`;

/**
 * A disclosure menu of links: Enter/Space toggle, ArrowDown opens onto the first link, arrows move,
 * Home/End jump, Tab walks through the links and closes the menu when focus leaves it, Escape
 * closes it and returns focus to the button (shared-ui's useFocusTrap in disclosure mode).
 */
export function Dropdown({ label, links }: { label: string; links: { to: string; label: string }[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = () => Array.from(wrap.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? []);
  const close = () => setOpen(false);
  useFocusTrap(wrap, open, close, { mode: 'disclosure', initialFocus: 'none', onFocusLeave: close, returnFocusTo: trigger });

  const openOn = (which: 'first' | 'last') => {
    setOpen(true);
    requestAnimationFrame(() => { const list = items(); (which === 'first' ? list[0] : list[list.length - 1])?.focus(); });
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    const list = items();
    const i = list.indexOf(document.activeElement as HTMLAnchorElement);
    const move = (n: number) => { e.preventDefault(); list[(n + list.length) % list.length]?.focus(); };
    if (e.key === 'ArrowDown') { if (open) move(i + 1); else { e.preventDefault(); openOn('first'); } }
    else if (e.key === 'ArrowUp') { if (open) move(i < 0 ? -1 : i - 1); else { e.preventDefault(); openOn('last'); } }
    else if (open && e.key === 'Home') move(0);
    else if (open && e.key === 'End') move(-1);
  };

  return (
    <Wrap ref={wrap} onKeyDown={onKeyDown}>
      <Trigger ref={trigger} type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {label} <span aria-hidden="true">▾</span>
      </Trigger>
      <Menu id={id} hidden={!open} aria-label={label}>
        {links.map((l) => (
          <li key={l.to}><Link to={l.to} onClick={close}>{l.label}</Link></li>
        ))}
      </Menu>
    </Wrap>
  );
}
