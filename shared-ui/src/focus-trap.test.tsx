import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Dialog, Drawer } from './drawer';
import { tabbables, useFocusTrap, type FocusTrapOptions } from './focus-trap';

function Modal({ onEscape, options }: { onEscape?: () => void; options?: FocusTrapOptions }) {
  const [open, setOpen] = useState(false);
  const [, rerender] = useState(0);
  const ref = useRef<HTMLDivElement>(null);
  // a new closure on every render, as parents usually pass: it must not reset the trap
  useFocusTrap(ref, open, () => { onEscape?.(); setOpen(false); }, options);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Open</button>
      <button type="button">Outside</button>
      {open && (
        <div ref={ref} role="dialog" aria-label="Box" tabIndex={-1}>
          <button type="button">First</button>
          <button type="button" onClick={() => rerender((n) => n + 1)}>Re-render</button>
          <button type="button" tabIndex={-1}>Not tabbable</button>
          <button type="button" disabled>Disabled</button>
          <a href="/x" style={{ display: 'none' }}>Hidden link</a>
          <input aria-label="Last" />
          <button type="button" onClick={() => setOpen(false)}>Close</button>
        </div>
      )}
    </>
  );
}

const btn = (name: string) => screen.getByRole('button', { name });

describe('useFocusTrap (modal)', () => {
  it('focuses the first tabbable element when it opens', async () => {
    const user = userEvent.setup();
    render(<Modal />);
    await user.click(btn('Open'));
    expect(btn('First')).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside, skipping hidden, disabled and tabindex=-1 elements', async () => {
    const user = userEvent.setup();
    render(<Modal />);
    await user.click(btn('Open'));
    await user.tab();
    expect(btn('Re-render')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(btn('Close')).toHaveFocus();
    await user.tab(); // wraps to the first
    expect(btn('First')).toHaveFocus();
    await user.tab({ shift: true }); // and back to the last
    expect(btn('Close')).toHaveFocus();
  });

  it('brings focus that lands outside back inside', async () => {
    const user = userEvent.setup();
    render(<Modal />);
    await user.click(btn('Open'));
    act(() => btn('Outside').focus());
    expect(btn('First')).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onEscape = jest.fn();
    render(<Modal onEscape={onEscape} />);
    await user.click(btn('Open'));
    await user.tab();
    await user.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(btn('Open')).toHaveFocus();
  });

  it('returns focus to the opener when closed from inside too', async () => {
    const user = userEvent.setup();
    render(<Modal />);
    await user.click(btn('Open'));
    await user.click(btn('Close'));
    expect(btn('Open')).toHaveFocus();
  });

  it('does not move focus when the parent re-renders with a new callback', async () => {
    const user = userEvent.setup();
    render(<Modal />);
    await user.click(btn('Open'));
    await user.tab();
    await user.keyboard('{Enter}'); // Re-render
    expect(btn('Re-render')).toHaveFocus();
  });

  it('can focus the container instead of the first element', async () => {
    const user = userEvent.setup();
    render(<Modal options={{ initialFocus: 'container' }} />);
    await user.click(btn('Open'));
    expect(screen.getByRole('dialog')).toHaveFocus();
    await user.tab();
    expect(btn('First')).toHaveFocus();
  });
});

function Nested() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOuter(true)}>Open drawer</button>
      <Drawer open={outer} onClose={() => setOuter(false)} title="Menu">
        <button type="button" onClick={() => setInner(true)}>Open dialog</button>
        <Dialog open={inner} onClose={() => setInner(false)} title="Details"><a href="/d">Inner link</a></Dialog>
      </Drawer>
    </>
  );
}

describe('useFocusTrap (nested Drawer and Dialog)', () => {
  it('Escape closes only the innermost, each returning focus to its own opener', async () => {
    const user = userEvent.setup();
    render(<Nested />);
    await user.click(btn('Open drawer'));
    expect(btn('Close Menu')).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(btn('Close Details')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Inner link' })).toHaveFocus();
    await user.tab(); // the dialog's trap, not the drawer's
    expect(btn('Close Details')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Details' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(btn('Open dialog')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(btn('Open drawer')).toHaveFocus();
  });
});

function Menu() {
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  useFocusTrap(wrap, open, close, { mode: 'disclosure', initialFocus: 'none', onFocusLeave: close, returnFocusTo: trigger });
  return (
    <>
      <div ref={wrap}>
        <button type="button" ref={trigger} aria-expanded={open} onClick={() => setOpen((o) => !o)}>Menu</button>
        <ul hidden={!open}><li><a href="/a">A</a></li><li><a href="/b">B</a></li></ul>
      </div>
      <a href="/next">Next</a>
    </>
  );
}

describe('useFocusTrap (disclosure)', () => {
  it('leaves focus on the button when it opens, lets Tab walk through and out, closing on the way out', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(btn('Menu'));
    expect(btn('Menu')).toHaveFocus();
    expect(btn('Menu')).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'A' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveFocus(); // focus stays where the user put it
    expect(btn('Menu')).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes it and returns focus to the button', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(btn('Menu'));
    await user.tab();
    await user.keyboard('{Escape}');
    expect(btn('Menu')).toHaveAttribute('aria-expanded', 'false');
    expect(btn('Menu')).toHaveFocus();
  });

  it('a click outside closes it', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(btn('Menu'));
    await user.click(document.body);
    expect(btn('Menu')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('tabbables', () => {
  it('lists what Tab reaches, in order', () => {
    render(<Modal />);
    act(() => btn('Open').click());
    expect(tabbables(screen.getByRole('dialog')).map((e) => e.textContent || e.getAttribute('aria-label'))).toEqual(['First', 'Re-render', 'Last', 'Close']);
    expect(tabbables(null)).toEqual([]);
  });
});
