import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from 'shared-ui';

const Wrap = styled.div`position: relative;`;
const Trigger = styled.button`
  background: none; border: 0; color: #fff; font-weight: 600; font-size: 1rem; cursor: pointer;
  padding: 10px 12px; min-height: 44px; display: inline-flex; align-items: center; gap: 6px; border-radius: 6px;
  &:hover { background: ${theme.color.navyLight}; }
`;
const Menu = styled.ul`
  position: absolute; top: calc(100% + 6px); left: 0; min-width: 220px; margin: 0; padding: 6px; list-style: none;
  background: #fff; border-radius: 10px; box-shadow: 0 10px 30px rgba(0,0,0,.2); z-index: 800;
  a { display: block; padding: 10px 12px; color: ${theme.color.navy}; text-decoration: none; border-radius: 6px; font-weight: 500; }
  a:hover, a:focus-visible { background: ${theme.color.surfaceAlt}; }
`;

/** A disclosure menu of links: Enter/Space/ArrowDown open, arrows move, Escape closes and returns focus. */
export function Dropdown({ label, links }: { label: string; links: { to: string; label: string }[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = () => Array.from(wrap.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? []);

  useEffect(() => {
    if (!open) return;
    const onDoc = (e: MouseEvent | FocusEvent) => {
      if (wrap.current && !wrap.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDoc);
    document.addEventListener('focusin', onDoc);
    return () => { document.removeEventListener('mousedown', onDoc); document.removeEventListener('focusin', onDoc); };
  }, [open]);

  const onKeyDown = (e: React.KeyboardEvent) => {
    const list = items();
    const i = list.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === 'Escape' && open) { e.preventDefault(); setOpen(false); trigger.current?.focus(); }
    else if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open) { setOpen(true); requestAnimationFrame(() => items()[0]?.focus()); } else list[(i + 1) % list.length]?.focus();
    } else if (e.key === 'ArrowUp' && open) { e.preventDefault(); list[(i - 1 + list.length) % list.length]?.focus(); }
  };

  return (
    <Wrap ref={wrap} onKeyDown={onKeyDown}>
      <Trigger ref={trigger} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {label} <span aria-hidden="true">▾</span>
      </Trigger>
      {open && (
        <Menu id={id}>
          {links.map((l) => (
            <li key={l.to}><Link to={l.to} onClick={() => setOpen(false)}>{l.label}</Link></li>
          ))}
        </Menu>
      )}
    </Wrap>
  );
}
