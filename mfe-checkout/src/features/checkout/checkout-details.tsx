import { useId } from 'react';
import { Field, FieldError, Panel } from './form-controls';

/**
 * Checkout Details: the buyer's full name and the email that becomes the learning-platform login.
 * An error is tied to its field (aria-invalid + aria-describedby).
 */
export function CheckoutDetails({ fullName, email, onName, onEmail, nameError, emailError }: {
  fullName: string; email: string; onName: (v: string) => void; onEmail: (v: string) => void;
  nameError?: string; emailError?: string;
}) {
  const id = useId();
  return (
    <Panel aria-labelledby={`${id}-t`} data-testid="checkout-details">
      <h2 id={`${id}-t`}>Checkout Details</h2>
      <Field>
        <label htmlFor={`${id}-name`}>Full Name</label>
        <input id={`${id}-name`} name="fullName" autoComplete="name" value={fullName} onChange={(e) => onName(e.target.value)} minLength={3} maxLength={80}
          aria-invalid={nameError ? true : undefined} aria-describedby={nameError ? `${id}-name-error` : undefined} />
        {nameError && <FieldError id={`${id}-name-error`}>{nameError}</FieldError>}
      </Field>
      <Field>
        <label htmlFor={`${id}-email`}>Email</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" value={email} onChange={(e) => onEmail(e.target.value)} maxLength={254}
          aria-invalid={emailError ? true : undefined} aria-describedby={emailError ? `${id}-email-error ${id}-email-help` : `${id}-email-help`} />
        {emailError && <FieldError id={`${id}-email-error`}>{emailError}</FieldError>}
        <small id={`${id}-email-help`}>
          We use this email to create your account on our learning platform, where your programs will be waiting.
          Your login details are sent to it after payment.
        </small>
      </Field>
    </Panel>
  );
}
