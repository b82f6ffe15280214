// The sandbox's card checks, as a card provider's test mode behaves: test card numbers only.
//   4242 4242 4242 4242 (Visa), 5555 5555 5555 4444 (Mastercard), 3782 822463 10005 (Amex) pay;
//   4000 0000 0000 0002 is declined; 4000 0000 0000 9995 is declined for insufficient funds;
//   a number that fails the Luhn check is invalid; any other valid number is refused (not a test card).
// Expiry must be a real month, not in the past; the CVC has 3 digits (4 for Amex); the name is required.

export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'cardName';

export interface CardInput { cardNumber: string; expiry: string; cvc: string; cardName: string }

export type CardCheck =
  | { ok: true; brand: string; last4: string; name: string }
  | { ok: false; kind: 'invalid'; errors: Partial<Record<CardField, string>> }
  | { ok: false; kind: 'declined'; message: string };

export const DECLINED_MESSAGE = 'Your card was declined.';

const PAYING: Record<string, string> = {
  '4242424242424242': 'Visa',
  '5555555555554444': 'Mastercard',
  '378282246310005': 'American Express',
};
const DECLINING: Record<string, string> = {
  '4000000000000002': DECLINED_MESSAGE,
  '4000000000009995': 'Your card has insufficient funds.',
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** `MM / YY`, `MM/YY`, `MMYY` or `MM/YYYY` to {month, year (4 digits)}, or null. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

export function checkCard(input: CardInput, now = new Date()): CardCheck {
  const errors: Partial<Record<CardField, string>> = {};
  const digits = input.cardNumber.replace(/[\s-]/g, '');
  const isAmex = /^3[47]/.test(digits);

  if (!digits) errors.cardNumber = 'Enter your card number.';
  else if (!/^\d+$/.test(digits)) errors.cardNumber = 'Your card number may contain only digits.';
  else if (digits.length < 13) errors.cardNumber = 'Your card number is incomplete.';
  else if (digits.length > 19 || !luhnValid(digits)) errors.cardNumber = 'Your card number is invalid.';

  const exp = parseExpiry(input.expiry);
  if (!input.expiry.trim()) errors.expiry = "Enter your card's expiration date.";
  else if (!exp) errors.expiry = "Your card's expiration date is incomplete or invalid. Use MM / YY.";
  else if (exp.year < now.getUTCFullYear() || (exp.year === now.getUTCFullYear() && exp.month < now.getUTCMonth() + 1)) {
    errors.expiry = "Your card's expiration date is in the past.";
  } else if (exp.year > now.getUTCFullYear() + 20) errors.expiry = "Your card's expiration year is invalid.";

  const cvc = input.cvc.trim();
  const cvcLength = isAmex ? 4 : 3;
  if (!cvc) errors.cvc = "Enter your card's security code.";
  else if (!/^\d+$/.test(cvc) || cvc.length !== cvcLength) errors.cvc = `Your card's security code must be ${cvcLength} digits.`;

  const name = input.cardName.trim();
  if (!name) errors.cardName = 'Enter the name on your card.';
  else if (name.length > 100) errors.cardName = 'The name on the card must be at most 100 characters.';

  if (Object.keys(errors).length) return { ok: false, kind: 'invalid', errors };
  const declined = DECLINING[digits];
  if (declined) return { ok: false, kind: 'declined', message: declined };
  const brand = PAYING[digits];
  if (!brand) {
    return { ok: false, kind: 'declined', message: `${DECLINED_MESSAGE} This test payment page accepts test cards only, such as 4242 4242 4242 4242.` };
  }
  return { ok: true, brand, last4: digits.slice(-4), name };
}
