import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useFocusTrap } from './focus-trap';
import { theme } from './theme';

const Backdrop = styled.div`position: fixed; inset: 0; background: rgba(10, 16, 32, 0.5); z-index: 900;`;
const Panel = styled.div<{ $side: 'left' | 'right' | 'bottom' }>`
  position: fixed; z-index: 901; background: #fff; overflow-y: auto; padding: 20px;
  box-shadow: 0 0 30px rgba(0,0,0,.25);
  ${(p) => (p.$side === 'bottom'
    ? 'left: 0; right: 0; bottom: 0; max-height: 85vh; border-radius: 16px 16px 0 0;'
    : `top: 0; bottom: 0; ${p.$side}: 0; width: min(86vw, 360px);`)}
`;
const Head = styled.div`
  display: flex; justify-content: space-between; align-items: center; margin-bottom: 12px;
  h2 { margin: 0; font-size: 1.2rem; }
  button { background: none; border: 0; font-size: 1.6rem; cursor: pointer; min-width: 44px; min-height: 44px; color: ${theme.color.navy}; }
`;

/** A modal drawer: traps focus, Escape or the backdrop closes it, focus returns to the opener. */
export function Drawer({ open, onClose, title, side = 'right', children, id }: {
  open: boolean; onClose: () => void; title: string; side?: 'left' | 'right' | 'bottom'; children: ReactNode; id?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, open, onClose);
  if (!open) return null;
  return (
    <>
      <Backdrop onClick={onClose} data-testid="drawer-backdrop" />
      <Panel ref={ref} $side={side} role="dialog" aria-modal="true" aria-label={title} id={id} tabIndex={-1}>
        <Head>
          <h2>{title}</h2>
          <button type="button" onClick={onClose} aria-label={`Close ${title}`}>×</button>
        </Head>
        {children}
      </Panel>
    </>
  );
}

const DialogPanel = styled.div`
  position: fixed; z-index: 901; left: 50%; top: 50%; transform: translate(-50%, -50%);
  width: min(92vw, 520px); max-height: 90vh; overflow-y: auto; background: #fff; border-radius: 12px; padding: 24px;
  box-shadow: 0 10px 40px rgba(0,0,0,.3);
`;

/** A modal dialog with the same focus rules as Drawer. */
export function Dialog({ open, onClose, title, children }: { open: boolean; onClose: () => void; title: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, open, onClose);
  if (!open) return null;
  return (
    <>
      <Backdrop onClick={onClose} />
      <DialogPanel ref={ref} role="dialog" aria-modal="true" aria-label={title} tabIndex={-1}>
        <Head>
          <h2>{title}</h2>
          <button type="button" onClick={onClose} aria-label={`Close ${title}`}>×</button>
        </Head>
        {children}
      </DialogPanel>
    </>
  );
}
