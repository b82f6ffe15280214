// Native, labelled form fields with their error tied to the control (aria-invalid + aria-describedby):
// the controls of every form of the store's lead-form stack (marketing and summit pages).
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from '../theme';

const Wrap = styled.div`
  display: flex; flex-direction: column; gap: 6px; margin-bottom: 16px;
  label { font-weight: 600; color: ${theme.color.navy}; }
  input, select, textarea {
    border: 1px solid ${theme.color.muted}; border-radius: 8px; padding: 10px 12px; min-height: 44px; background: #fff;
    color: ${theme.color.text}; width: 100%;
  }
  textarea { min-height: 120px; resize: vertical; }
  [aria-invalid='true'] { border-color: ${theme.color.danger}; border-width: 2px; }
`;
const Hint = styled.span`font-size: 0.9rem; color: ${theme.color.muted};`;
const Err = styled.span`font-size: 0.9rem; color: ${theme.color.danger}; font-weight: 600;`;
const Req = styled.span`color: ${theme.color.danger};`;

interface Common { label: string; name: string; error?: string | null; hint?: ReactNode; required?: boolean }

function useDescribedBy(error?: string | null, hint?: ReactNode) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errId = error ? `${id}-err` : undefined;
  return { id, hintId, errId, describedBy: [hintId, errId].filter(Boolean).join(' ') || undefined };
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return <label htmlFor={htmlFor}>{label}{required && <Req aria-hidden="true"> *</Req>}</label>;
}

export function TextField({ label, name, error, hint, required, ...rest }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const { id, hintId, errId, describedBy } = useDescribedBy(error, hint);
  return (
    <Wrap>
      <Label htmlFor={id} label={label} required={required} />
      <input id={id} name={name} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <Err id={errId}>{error}</Err>}
    </Wrap>
  );
}

export function SelectField({ label, name, error, hint, required, children, ...rest }: Common & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'>) {
  const { id, hintId, errId, describedBy } = useDescribedBy(error, hint);
  return (
    <Wrap>
      <Label htmlFor={id} label={label} required={required} />
      <select id={id} name={name} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest}>{children}</select>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <Err id={errId}>{error}</Err>}
    </Wrap>
  );
}

export function TextAreaField({ label, name, error, hint, required, ...rest }: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  const { id, hintId, errId, describedBy } = useDescribedBy(error, hint);
  return (
    <Wrap>
      <Label htmlFor={id} label={label} required={required} />
      <textarea id={id} name={name} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <Err id={errId}>{error}</Err>}
    </Wrap>
  );
}

const CheckRow = styled.div`
  display: flex; gap: 12px; align-items: flex-start;
  input { width: 22px; height: 22px; min-height: 0; margin: 2px 0 0; flex: none; accent-color: ${theme.color.navy}; }
  label { font-weight: 500; color: ${theme.color.text}; }
`;

export function CheckboxField({ label, name, error, hint, required, ...rest }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type'>) {
  const { id, hintId, errId, describedBy } = useDescribedBy(error, hint);
  return (
    <Wrap>
      <CheckRow>
        <input id={id} name={name} type="checkbox" required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
        <Label htmlFor={id} label={label} required={required} />
      </CheckRow>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <Err id={errId}>{error}</Err>}
    </Wrap>
  );
}

export const FormMessage = styled.div<{ $kind: 'success' | 'error' }>`
  border-left: 6px solid ${(p) => (p.$kind === 'success' ? theme.color.success : theme.color.danger)};
  background: ${theme.color.surfaceAlt}; padding: 12px 16px; border-radius: 8px; margin: 12px 0; color: ${theme.color.text};
`;

export const FieldRow = styled.div`
  display: grid; grid-template-columns: 1fr 1fr; gap: 0 16px;
  @media (max-width: ${theme.mobileMax}px) { grid-template-columns: 1fr; }
`;

export const RequiredNote = styled.p`font-size: 0.9rem; color: ${theme.color.muted}; margin-top: 0;`;
