import styled from 'styled-components';
import { Card, theme } from 'shared-ui';

export const Panel = styled(Card).attrs({ as: 'section' })`
  display: flex; flex-direction: column; gap: 14px;
  h2 { margin: 0; font-size: 1.2rem; }
  h3 { margin: 0; font-size: 1.05rem; }
  p { margin: 0; }
`;
export const Field = styled.div`
  display: flex; flex-direction: column; gap: 6px;
  label { font-weight: 600; color: ${theme.color.navy}; }
  input, select {
    min-height: 44px; padding: 8px 12px; border: 1px solid ${theme.color.border}; border-radius: 8px; background: #fff; width: 100%;
  }
  small { color: ${theme.color.muted}; }
  [aria-invalid='true'] { border-color: ${theme.color.danger}; border-width: 2px; }
`;
/** A field's error, tied to it by aria-describedby. */
export const FieldError = styled.p`margin: 0; color: ${theme.color.danger}; font-weight: 600; font-size: 0.92rem;`;
export const LinkButton = styled.button`
  background: none; border: 0; padding: 0; min-height: 44px; color: ${theme.color.focus}; font-weight: 600;
  text-decoration: underline; cursor: pointer; text-align: left;
`;
