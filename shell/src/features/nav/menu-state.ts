// Whether the phone menu (the ☰ drawer) is open: the top bar opens it, the bottom tab bar goes
// inert meanwhile (a tap meant for the menu's last link must not land on the tab bar).
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

export function setMenuOpen(value: boolean): void {
  if (open === value) return;
  open = value;
  for (const l of listeners) l();
}

export function useMenuOpen(): boolean {
  return useSyncExternalStore(
    (l) => { listeners.add(l); return () => listeners.delete(l); },
    () => open,
    () => false,
  );
}
