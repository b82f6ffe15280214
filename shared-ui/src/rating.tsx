import styled from 'styled-components';
import { theme } from './theme';

const Stars = styled.span`color: ${theme.color.accentDark}; letter-spacing: 1px;`;
const Wrap = styled.span`display: inline-flex; align-items: center; gap: 6px; font-size: 0.95rem;`;

/** Star rating (out of 5), announced as text. */
export function Rating({ value, label }: { value: number; label?: string }) {
  const v = Math.max(0, Math.min(5, value || 0));
  const full = Math.round(v);
  return (
    <Wrap>
      <Stars aria-hidden="true">{'★'.repeat(full)}{'☆'.repeat(5 - full)}</Stars>
      <span className="visually-hidden">Rated {v.toFixed(1)} out of 5</span>
      <span aria-hidden="true">{v.toFixed(1)}</span>
      {label && <span>{label}</span>}
    </Wrap>
  );
}
