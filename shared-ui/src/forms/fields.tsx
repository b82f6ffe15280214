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
const CheckRow = styled.div`
  display: flex; gap: 12px; align-items: flex-start;
  input { width: 22px; height: 22px; min-height: 0; margin: 2px 0 0; flex: none; accent-color: ${theme.color.navy}; }
  label { font-weight: 500; color: ${theme.color.text}; }
`;

interface Common { label: string; name: string; error?: string | null; hint?: ReactNode; required?: boolean }

/** What a field's control carries: its id, and its error and hint tied to it. */
interface ControlProps { id: string; name: string; required?: boolean; 'aria-invalid'?: true; 'aria-describedby'?: string }

/**
 * A labelled field: the label (before the control, or after it in a checkbox row), the control and
 * its hint and error, tied to the control by aria-describedby, and aria-invalid while it has an error.
 */
function Field({ label, name, error, hint, required, row, control }: Common & { row?: boolean; control: (p: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errId = error ? `${id}-err` : undefined;
  const describedBy = [hintId, errId].filter(Boolean).join(' ') || undefined;
  const input = control({ id, name, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy });
  const labelEl = <label htmlFor={id}>{label}{required && <Req aria-hidden="true"> *</Req>}</label>;
  return (
    <Wrap>
      {row ? <CheckRow>{input}{labelEl}</CheckRow> : <>{labelEl}{input}</>}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <Err id={errId}>{error}</Err>}
    </Wrap>
  );
}

export function TextField({ label, name, error, hint, required, ...rest }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  return <Field {...{ label, name, error, hint, required }} control={(p) => <input {...p} {...rest} />} />;
}

export function SelectField({ label, name, error, hint, required, children, ...rest }: Common & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'>) {
  return <Field {...{ label, name, error, hint, required }} control={(p) => <select {...p} {...rest}>{children}</select>} />;
}

export function TextAreaField({ label, name, error, hint, required, ...rest }: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  return <Field {...{ label, name, error, hint, required }} control={(p) => <textarea {...p} {...rest} />} />;
}

export function CheckboxField({ label, name, error, hint, required, ...rest }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type'>) {
  return <Field {...{ label, name, error, hint, required }} row control={(p) => <input {...p} type="checkbox" {...rest} />} />;
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
